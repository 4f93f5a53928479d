import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { ZodError, type ZodType } from "zod";
import { authorize } from "@/lib/access/authorize";
import { readBodyCapped } from "@/lib/api/body";
import type { Access } from "@/lib/access/policy";
import type { SessionUser } from "@/lib/auth/identity";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { runWithOutbox } from "@/lib/realtime/outbox";
import { isSameOriginRequest } from "@/lib/security/same-origin";
import { containsNul } from "@/lib/text/nul";
import { tenantFromRequestHeaders } from "@/lib/tenancy/server";
import type { Tenant } from "@/lib/tenancy/queries";

/**
 * One wrapper for every route handler: same-origin check for state-changing methods
 * (lib/security/same-origin.ts) → tenant → session, role, privilege, permission (the same
 * policy as server actions, lib/access/policy.ts) → zod on query and body → handler, and one
 * error shape `{ code, message }`. A handler returns data (sent as `{ results }`) or a Response.
 */
export type { Access };

/** JSON bodies above this are refused before parsing (10413). Uploads use their own routes. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

export type RouteContext<Q, B> = {
  req: NextRequest;
  tenant: Tenant;
  /** The signed-in user of this tenant; always set unless access is "public". */
  user: SessionUser | null;
  query: Q;
  body: B;
  params: Record<string, string | string[]>;
};

export function errorResponse(code: number, status: number, message: string, details?: Record<string, unknown>): NextResponse {
  return NextResponse.json({ code, message, ...(details ? { details } : {}) }, { status, headers: { "cache-control": "no-store" } });
}

export function toErrorResponse(e: unknown): NextResponse {
  if (isAppError(e)) return errorResponse(e.code, e.status, e.message, e.details);
  if (e instanceof ZodError) {
    return errorResponse(ERROR_CODES.invalidRequest, 400, e.issues[0]?.message ?? "Invalid request", {
      issues: e.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    });
  }
  logger.error({ err: e }, "unhandled route error");
  const unexpected = appError(ERROR_CODES.unexpectedError);
  return errorResponse(unexpected.code, unexpected.status, unexpected.message);
}

/** `application/json` or any `+json` type, parameters allowed. */
function isJsonContentType(value: string | null): boolean {
  const type = value?.split(";")[0].trim().toLowerCase() ?? "";
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}


/**
 * Reads a JSON body with a byte cap; a missing or malformed body is a validation failure, and so
 * is a body sent as anything but JSON: a declared JSON body then needs a CORS preflight from
 * another origin (text/plain and form posts are "simple" requests that a browser sends freely).
 */
export async function readJsonBody(req: NextRequest, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const bytes = await readBodyCapped(req, maxBytes);
  if (bytes.byteLength === 0) return undefined;
  if (!isJsonContentType(req.headers.get("content-type"))) throw appError(ERROR_CODES.invalidRequest);
  const text = new TextDecoder().decode(bytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw appError(ERROR_CODES.invalidRequest);
  }
  if (containsNul(parsed)) throw appError(ERROR_CODES.invalidRequest);
  return parsed;
}

/** What a handler built by apiRoute declares; read by the access-matrix and bad-input tests. */
export type RoutePolicy = {
  readonly access: Access;
  readonly hasQuery: boolean;
  readonly hasBody: boolean;
  readonly query?: ZodType;
  readonly body?: ZodType;
};

// A WeakMap rather than a property on the function: Next inspects route exports, and a registry
// cannot be forged by a handler written without apiRoute.
const POLICIES = new WeakMap<object, RoutePolicy>();

/** The policy of a route export, or undefined when it was not built by apiRoute. */
export function routePolicyOf(handler: unknown): RoutePolicy | undefined {
  return typeof handler === "function" ? POLICIES.get(handler) : undefined;
}

export function apiRoute<Q = Record<string, never>, B = undefined>(
  opts: { access: Access; query?: ZodType<Q>; body?: ZodType<B> },
  handler: (ctx: RouteContext<Q, B>) => Promise<unknown>,
) {
  const routeHandler = async (req: NextRequest, routeCtx: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    try {
      // CSRF: a state-changing call from another origin is refused before anything is read or written.
      if (!isSameOriginRequest(req.method, req.headers)) throw appError(ERROR_CODES.permissionDenied, undefined, { reason: "crossOrigin" });
      const tenant = await tenantFromRequestHeaders(req.headers);
      if (!tenant) throw appError(ERROR_CODES.unknownCompany);
      const user = await authorize(opts.access, tenant, req.headers);
      const raw = Object.fromEntries(req.nextUrl.searchParams.entries());
      if (containsNul(raw)) throw appError(ERROR_CODES.invalidRequest);
      const query = opts.query ? opts.query.parse(raw) : (raw as unknown as Q);
      const body = opts.body ? opts.body.parse(await readJsonBody(req)) : (undefined as B);
      const params = (await routeCtx?.params) ?? {};
      // Realtime events the handler queued are published only when it succeeded (D50).
      const out = await runWithOutbox(
        () => handler({ req, tenant, user, query, body, params }),
        (o) => !(o instanceof Response) || o.ok,
      );
      if (out instanceof Response) return out;
      return NextResponse.json({ results: out }, { headers: { "cache-control": "no-store" } });
    } catch (e) {
      return toErrorResponse(e);
    }
  };
  POLICIES.set(routeHandler, Object.freeze({ access: opts.access, hasQuery: Boolean(opts.query), hasBody: Boolean(opts.body), query: opts.query, body: opts.body }));
  return routeHandler;
}

export { AppError };
