import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { ERROR_CODES, appError, errorMessageEn } from "@/lib/errors/catalogue";
import { findFile, openFileStream, verifySignedUrl } from "@/lib/storage";
import { contentDisposition } from "@/lib/storage/names";
import { parseRange } from "@/lib/storage/range";

const query = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(128).optional() });

/**
 * A stored file behind a signed URL (lib/storage/signing.ts). The signature proves the URL was
 * issued by the app; the session proves the reader belongs to the file's company. Another
 * company's file answers 404 exactly like a missing one, so ids cannot be probed across tenants.
 * One byte range (the Range header) answers 206 with that part, so a video can seek without
 * downloading everything first (the one-sided interview player, decision D74); a range past the
 * end answers 416 with code 10633.
 */
export const GET = apiRoute({ access: "signedIn", query }, async ({ req, tenant, user, query, params }) => {
  const me = requireUser(user);
  const id = typeof params.id === "string" ? params.id : "";
  verifySignedUrl(id, query.exp, query.sig);
  const file = await findFile(tenant.id, id);
  if (!file || (me.companyId !== null && me.companyId !== file.companyId)) throw appError(ERROR_CODES.recordNotFound);
  const headers: Record<string, string> = {
    "content-type": file.contentType,
    "content-disposition": contentDisposition(file.fileName, file.contentType.startsWith("image/") || file.contentType === "application/pdf" ? "inline" : "attachment"),
    "accept-ranges": "bytes",
    "x-content-type-options": "nosniff",
    // The URL expires; a private cache may keep it no longer than that.
    "cache-control": "private, max-age=300",
    "content-security-policy": "default-src 'none'; sandbox",
  };
  const range = parseRange(req.headers.get("range"), file.sizeBytes);
  if (range === "unsatisfiable") {
    const code = ERROR_CODES.fileRangeNotSatisfiable;
    return new Response(JSON.stringify({ code, message: errorMessageEn(code) }), {
      status: 416,
      headers: { "content-type": "application/json", "content-range": `bytes */${file.sizeBytes}`, "cache-control": "no-store" },
    });
  }
  if (range === "full") {
    return new Response(await openFileStream(file), { headers: { ...headers, "content-length": String(file.sizeBytes) } });
  }
  return new Response(await openFileStream(file, range), {
    status: 206,
    headers: { ...headers, "content-length": String(range.end - range.start + 1), "content-range": `bytes ${range.start}-${range.end}/${file.sizeBytes}` },
  });
});
