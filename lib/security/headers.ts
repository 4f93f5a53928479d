/**
 * Response security headers for every route. The CSP allows only the app's own origin for
 * scripts, styles, fonts and frames; media and images may come from blob:/data: (recordings,
 * previews). `unsafe-inline` for scripts is needed by Next's inline bootstrap without nonces.
 */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const scriptSrc = production ? "'self' 'unsafe-inline'" : "'self' 'unsafe-inline' 'unsafe-eval'";
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc} https://www.googletagmanager.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: data:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  const headers = [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(self), microphone=(self), geolocation=(), payment=(self)" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (production && process.env.DISABLE_HSTS !== "1") {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
