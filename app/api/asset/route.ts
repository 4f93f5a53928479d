import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { logger } from "@/lib/log";
import { isAppError } from "@/lib/errors/app-error";
import { assetResponseHeaders, assetRouteOptions } from "@/lib/assets/route-options";
import { safeFetchAsset } from "@/lib/assets/safe-fetch";

// node:http/https and DNS lookups are needed; the edge runtime has neither.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const query = z.object({
  url: z.string({ error: "url is required" }).min(1, "url is required"),
  as: z.enum(["base64", "blob"], { error: "as must be base64 or blob" }).default("base64"),
});

/** GET /api/asset?url=…&as=base64|blob — an allowlisted content-host asset, never an open proxy. */
/** Host only: asset URLs can carry signed tokens in their query string. */
function hostForLog(raw: string): string {
  try {
    return new URL(raw).host;
  } catch {
    return "(invalid url)";
  }
}

/** GET /api/asset?url=…&as=base64|blob — an allowlisted content-host asset, never an open proxy. */
export const GET = apiRoute({ access: "public", query }, async ({ req, tenant, query: q }) => {
  const asset = await safeFetchAsset(q.url, { ...assetRouteOptions(), signal: req.signal }).catch((e: unknown) => {
    if (isAppError(e)) logger.warn({ tenant: tenant.slug, host: hostForLog(q.url), code: e.code, status: e.status, reason: e.message }, "asset refused");
    throw e;
  });
  if (q.as === "blob") {
    return new Response(new Uint8Array(asset.body), { status: 200, headers: assetResponseHeaders(asset.contentType, asset.size) });
  }
  return { contentType: asset.contentType, base64: asset.body.toString("base64"), size: asset.size };
});
