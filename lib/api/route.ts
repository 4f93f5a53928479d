import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { ZodError, type ZodType } from "zod";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { tenantFromRequestHeaders } from "@/lib/tenancy/server";
import type { Tenant } from "@/lib/tenancy/queries";

/**
 * One wrapper for every route handler: tenant → (later: session, role, privilege) → zod → handler,
 * and one error shape `{ code, message }`. A handler returns data (sent as `{ results }`) or a Response.
 */
export type Access = "public";

export type RouteContext<Q> = {
  req: NextRequest;
  tenant: Tenant;
  query: Q;
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

export function apiRoute<Q = Record<string, never>>(
  opts: { access: Access; query?: ZodType<Q> },
  handler: (ctx: RouteContext<Q>) => Promise<unknown>,
) {
  return async (req: NextRequest, routeCtx: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    try {
      const tenant = await tenantFromRequestHeaders(req.headers);
      if (!tenant) throw appError(ERROR_CODES.unknownCompany);
      const raw = Object.fromEntries(req.nextUrl.searchParams.entries());
      const query = opts.query ? opts.query.parse(raw) : (raw as unknown as Q);
      const params = (await routeCtx?.params) ?? {};
      const out = await handler({ req, tenant, query, params });
      if (out instanceof Response) return out;
      return NextResponse.json({ results: out });
    } catch (e) {
      return toErrorResponse(e);
    }
  };
}

export { AppError };
