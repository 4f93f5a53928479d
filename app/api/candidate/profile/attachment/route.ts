import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { ATTACHMENT_SECTION_TYPES, findAttachment } from "@/lib/profiles/queries";
import { DEFAULT_URL_TTL_SEC, signedUrl } from "@/lib/storage";
import { FILE_NAME_MAX } from "@/lib/storage/names";

const query = z.object({
  sectionType: z.enum(ATTACHMENT_SECTION_TYPES),
  fileName: z.string().min(1).max(FILE_NAME_MAX),
  /** Optional: picks one file when two of the section share a name. */
  fileId: z.uuid().optional(),
});

/** First document §7: `GET candidate/profile/attachment` → results.signedUrl, for the signed-in talent's own files. */
export const GET = apiRoute({ access: { portal: ["talent"], roles: ["talent"], module: "profile" }, query }, async ({ tenant, user, query }) => {
  const me = requireUser(user);
  const file = await findAttachment(tenant.id, me.userId, query.sectionType, query.fileName, query.fileId);
  if (!file) throw appError(ERROR_CODES.recordNotFound);
  return { signedUrl: signedUrl(file.id, DEFAULT_URL_TTL_SEC) };
});
