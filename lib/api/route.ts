import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { ZodError, type ZodType } from "zod";
import { authorize } from "@/lib/access/authorize";
import type { Access } from "@/lib/access/policy";
import type { SessionUser } from "@/lib/auth/identity";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { tenantFromRequestHeaders } from "@/lib/tenancy/server";
import type { Tenant } from "@/lib/tenancy/queries";

/**
 * One wrapper for every route handler: tenant → session, role, privilege, permission (the same
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

/** Reads a JSON body with a byte cap; a missing or malformed body is a validation failure. */
export async function readJsonBody(req: NextRequest, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw appError(ERROR_CODES.payloadTooLarge);
  if (!req.body) return undefined;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw appError(ERROR_CODES.payloadTooLarge);
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return JSON.parse(text);
  } catch {
    throw appError(ERROR_CODES.invalidRequest);
  }
}

export function apiRoute<Q = Record<string, never>, B = undefined>(
  opts: { access: Access; query?: ZodType<Q>; body?: ZodType<B> },
  handler: (ctx: RouteContext<Q, B>) => Promise<unknown>,
) {
  return async (req: NextRequest, routeCtx: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    try {
      const tenant = await tenantFromRequestHeaders(req.headers);
      if (!tenant) throw appError(ERROR_CODES.unknownCompany);
      const user = await authorize(opts.access, tenant, req.headers);
      const raw = Object.fromEntries(req.nextUrl.searchParams.entries());
      const query = opts.query ? opts.query.parse(raw) : (raw as unknown as Q);
      const body = opts.body ? opts.body.parse(await readJsonBody(req)) : (undefined as B);
      const params = (await routeCtx?.params) ?? {};
      const out = await handler({ req, tenant, user, query, body, params });
      if (out instanceof Response) return out;
      return NextResponse.json({ results: out }, { headers: { "cache-control": "no-store" } });
    } catch (e) {
      return toErrorResponse(e);
    }
  };
}

export { AppError };
