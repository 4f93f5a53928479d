import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { readMultipart } from "@/lib/org/multipart";
import { uploadProfileFile } from "@/lib/profiles/uploads";
import { MULTIPART_OVERHEAD_BYTES, UPLOAD_KINDS, UPLOAD_RULES } from "@/lib/storage/limits";

const query = z.object({ kind: z.enum(UPLOAD_KINDS) });

/**
 * Builder uploads (resume, certificate, photo) as multipart with one `file` field. The kind comes
 * in the query so its size cap applies while the body streams in, before anything is buffered
 * past it; the stored file is then judged on its bytes (lib/storage checkUpload).
 */
export const POST = apiRoute({ access: { portal: ["talent"], roles: ["talent"], module: "profile" }, query }, async ({ req, tenant, user, query }) => {
  const me = requireUser(user);
  const rule = UPLOAD_RULES[query.kind];
  let form: FormData;
  try {
    form = await readMultipart(req, rule.maxBytes + MULTIPART_OVERHEAD_BYTES);
  } catch (e) {
    // The same answer as an oversize file, with the limit the drop zone names.
    if ((e as { code?: number }).code === ERROR_CODES.payloadTooLarge) throw appError(ERROR_CODES.payloadTooLarge, undefined, { reason: "fileSize", maxBytes: rule.maxBytes });
    throw e;
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw appError(ERROR_CODES.invalidRequest, undefined, { reason: "fileMissing" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  return uploadProfileFile({ companyId: tenant.id, userId: me.userId, kind: query.kind, fileName: file.name, bytes });
});
