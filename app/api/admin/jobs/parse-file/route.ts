import { readBodyCapped } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/route";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { JD_FILE_MAX_BYTES } from "@/lib/jobs/constants";
import { parseJobFile } from "@/lib/jobs/parse-file";

/** Room for the multipart envelope around a 5 MB file. */
const MAX_BODY = JD_FILE_MAX_BYTES + 64 * 1024;

/**
 * Parse-file tab of the job form: multipart field `file` (PDF or DOCX, 5 MB) → the job fields
 * found in it. Nothing is stored; the user edits the draft and saves the job through the form.
 */
export const POST = apiRoute({ access: { portal: ["admin"], permission: "jobs.create" } }, async ({ req }) => {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw appError(ERROR_CODES.invalidRequest);
  const body = await readBodyCapped(req, MAX_BODY, { tooLarge: () => appError(ERROR_CODES.resumeTooLarge) });
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw appError(ERROR_CODES.invalidRequest);
  }
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw appError(ERROR_CODES.invalidRequest);
  if (file.size > JD_FILE_MAX_BYTES) throw appError(ERROR_CODES.resumeTooLarge);
  const draft = await parseJobFile(new Uint8Array(await file.arrayBuffer()));
  return { draft };
});
