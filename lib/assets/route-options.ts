import type { SafeFetchOptions } from "./safe-fetch";

/**
 * Options the /api/asset route passes to safeFetchAsset. Kept apart from the route so the test
 * gate can be unit-tested.
 *
 * The private-address switch exists so end-to-end tests can serve assets from 127.0.0.1. It only
 * counts when NODE_ENV is "test": Next inlines NODE_ENV at build time, so in a production build
 * the condition is the constant `false` and no runtime environment variable can turn it on —
 * a stray ASSET_ALLOW_PRIVATE_FOR_TESTS in production cannot reopen loopback or metadata access.
 */
export function assetRouteOptions(env: Record<string, string | undefined> = process.env): SafeFetchOptions {
  const testMode = process.env.NODE_ENV === "test";
  return {
    allowHttp: env.ASSET_ALLOW_HTTP === "1",
    allowPrivateAddressesForTests: testMode && env.ASSET_ALLOW_PRIVATE_FOR_TESTS === "1",
  };
}

/**
 * Headers of a blob answer. nosniff makes the browser honour the checked content type; an SVG
 * can carry script and is served from the platform's own origin, so it is sandboxed.
 */
export function assetResponseHeaders(contentType: string, size: number): Headers {
  const h = new Headers({
    "content-type": contentType,
    "content-length": String(size),
    "cache-control": "private, max-age=300",
    "x-content-type-options": "nosniff",
    "content-disposition": "inline",
  });
  // Nothing this route serves is a document of the app: no script, no same-origin access.
  h.set("content-security-policy", contentType === "image/svg+xml" ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox");
  return h;
}
