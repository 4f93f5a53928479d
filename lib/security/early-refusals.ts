import { NextResponse, type NextRequest } from "next/server";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";

/**
 * Requests the proxy answers before Next routes them, because Next itself would answer 500
 * (issue 11 §8). Kept in one place so the proxy's own block stays a single call.
 */

/**
 * Next's server-action body limit: `serverActions.bodySizeLimit` is not set in next.config.ts, so
 * Next's default of 1 MB applies. Past it Next throws "Body exceeded 1 MB limit" and answers 500.
 */
export const SERVER_ACTION_MAX_BODY_BYTES = 1024 * 1024;

/** Whether every segment of a raw (still encoded) path decodes; `%E0%A4%A` or `%C0` do not. */
export function isDecodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * The body of a server-action answer as the action client reads it: a React Flight row whose root
 * is `{ a: <action result> }`. The result fits both action shapes of the app: next-safe-action's
 * `{ serverError: { code, message } }` (lib/actions/client.ts) and the login action's
 * `{ ok: false, code, message }` (lib/auth/actions.ts). The form then shows the code's text like
 * any other failure.
 */
export function actionFailureFlight(code: number, message: string): string {
  return `0:${JSON.stringify({ a: { ok: false, code, message, serverError: { code, message } } })}\n`;
}

export function earlyRefusal(req: NextRequest): Response | null {
  const { pathname } = req.nextUrl;
  // A malformed percent-encoding in a dynamic segment makes Next throw URIError → 500 (vercel/next.js#92527).
  if (!isDecodablePath(pathname)) {
    if (pathname.startsWith("/api/")) {
      const bad = appError(ERROR_CODES.invalidRequest);
      return NextResponse.json({ code: bad.code, message: bad.message, details: { reason: "malformedPath" } }, { status: bad.status, headers: { "cache-control": "no-store" } });
    }
    return NextResponse.rewrite(new URL("/__unknown", req.url), { status: 404 });
  }
  // A server-action body over Next's limit: answered with the catalogued 10413 in the action's own shape.
  if (req.method === "POST" && req.headers.has("next-action")) {
    const declared = Number(req.headers.get("content-length") ?? "0");
    if (declared > SERVER_ACTION_MAX_BODY_BYTES) {
      const tooLarge = appError(ERROR_CODES.payloadTooLarge);
      return new Response(actionFailureFlight(tooLarge.code, tooLarge.message), {
        status: tooLarge.status,
        headers: { "content-type": "text/x-component", "cache-control": "no-store" },
      });
    }
  }
  return null;
}
