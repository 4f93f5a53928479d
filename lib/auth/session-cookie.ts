const SESSION_COOKIE = /^(?:__Secure-)?authjs\.session-token(?:\.\d+)?$/;

/**
 * Whether a request carries an Auth.js session cookie (plain, `__Secure-`, or chunked `.0`, `.1`…),
 * from its cookie names or its raw `Cookie` header. Without one there is no session to read, so
 * callers skip Auth.js's own request handling.
 */
export function hasSessionCookie(cookies: readonly { name: string }[] | string | null | undefined): boolean {
  if (!cookies) return false;
  const names = typeof cookies === "string" ? cookies.split(";").map((part) => part.split("=")[0].trim()) : cookies.map((c) => c.name);
  return names.some((name) => SESSION_COOKIE.test(name));
}
