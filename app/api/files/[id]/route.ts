import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { findFile, openFileStream, verifySignedUrl } from "@/lib/storage";
import { contentDisposition } from "@/lib/storage/names";

const query = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(128).optional() });

/**
 * A stored file behind a signed URL (lib/storage/signing.ts). The signature proves the URL was
 * issued by the app; the session proves the reader belongs to the file's company. Another
 * company's file answers 404 exactly like a missing one, so ids cannot be probed across tenants.
 */
export const GET = apiRoute({ access: "signedIn", query }, async ({ tenant, user, query, params }) => {
  const me = requireUser(user);
  const id = typeof params.id === "string" ? params.id : "";
  verifySignedUrl(id, query.exp, query.sig);
  const file = await findFile(tenant.id, id);
  if (!file || (me.companyId !== null && me.companyId !== file.companyId)) throw appError(ERROR_CODES.recordNotFound);
  return new Response(await openFileStream(file), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.sizeBytes),
      "content-disposition": contentDisposition(file.fileName, file.contentType.startsWith("image/") || file.contentType === "application/pdf" ? "inline" : "attachment"),
      "x-content-type-options": "nosniff",
      // The URL expires; a private cache may keep it no longer than that.
      "cache-control": "private, max-age=300",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
