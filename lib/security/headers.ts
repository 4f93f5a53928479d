type Header = { key: string; value: string };

/**
 * Routes that serve stored or fetched files and set their own, stricter Content-Security-Policy
 * (`default-src 'none'; sandbox`). A header from next.config replaces the one a route sets, so
 * the page policy must never be configured for these paths (issue 11 §7).
 */
export const OWN_CSP_PATHS = ["/api/files/", "/api/asset"] as const;

/**
 * The next.config `source` of the page policy: every path except OWN_CSP_PATHS (`/api/files/…`,
 * `/api/asset` and anything under it). Next matches sources case-insensitively, like this pattern.
 */
export const PAGE_CSP_SOURCE = "/:path((?!api/files/|api/asset(?:/|$)).*)";

/**
 * The page CSP. It allows only the app's own origin for scripts, styles, fonts and frames; media
 * and images may come from blob:/data: (recordings, previews). `unsafe-inline` for scripts is
 * needed by Next's inline bootstrap without nonces.
 */
export function pageCsp(production: boolean): string {
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
  return csp;
}

/** The next.config header rules: the page CSP where no route sets its own, the rest everywhere. */
export function headerRules(production: boolean): { source: string; headers: Header[] }[] {
  return [
    { source: "/:path*", headers: securityHeaders(production) },
    { source: PAGE_CSP_SOURCE, headers: [{ key: "Content-Security-Policy", value: pageCsp(production) }] },
  ];
}

/** Response security headers for every route, except the CSP (see headerRules). */
export function securityHeaders(production: boolean): Header[] {
  const headers: Header[] = [
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
