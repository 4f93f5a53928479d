import { NextRequest } from "next/server";
import { fromAddress } from "./peer";

/**
 * Calling route handlers in-process the way an API client reaches them on a bare host: the tenant
 * comes from the x-tenant header (lib/tenancy/resolve.ts), the session from the Auth.js cookie.
 */
export type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;

export type RequestOptions = {
  method?: string;
  /** Tenant header; null sends none (the default tenant then applies). */
  tenant?: string | null;
  cookie?: string;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as is (malformed JSON, form bodies, oversized bodies). */
  rawBody?: string | Uint8Array;
};

let ipCounter = 0;
/** A fresh documentation-range address per request, so per-IP rate limits never link two tests. */
export function nextTestIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function apiRequest(path: string, o: RequestOptions = {}): NextRequest {
  const headers: Record<string, string> = { ...fromAddress(nextTestIp()), "user-agent": "vitest-api", ...(o.headers ?? {}) };
  if (o.tenant !== null) headers["x-tenant"] = o.tenant ?? "demo";
  if (o.cookie) headers.cookie = o.cookie;
  let body: string | Uint8Array | undefined;
  if (o.json !== undefined) {
    body = JSON.stringify(o.json);
    headers["content-type"] ??= "application/json";
  } else if (o.rawBody !== undefined) {
    body = o.rawBody;
  }
  return new NextRequest(`http://localhost${path}`, { method: o.method ?? "GET", headers, body: body as BodyInit | undefined });
}

export type RouteAnswer = { status: number; code: number | undefined; json: unknown; text: string; headers: Headers };

export async function callRoute(handler: RouteHandler, req: NextRequest, params: Record<string, string | string[]> = {}): Promise<RouteAnswer> {
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const code = json && typeof json === "object" && typeof (json as { code?: unknown }).code === "number" ? (json as { code: number }).code : undefined;
  return { status: res.status, code, json, text, headers: res.headers };
}
