import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { apiRoute } from "@/lib/api/route";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { ATTACHMENT_SECTION_TYPES, findAttachment } from "@/lib/profiles/queries";
import { DEFAULT_URL_TTL_SEC, signedUrl } from "@/lib/storage";
import { FILE_NAME_MAX } from "@/lib/storage/names";

const query = z.object({
  candidateId: z.uuid(),
  sectionType: z.enum(ATTACHMENT_SECTION_TYPES),
  fileName: z.string().min(1).max(FILE_NAME_MAX),
  fileId: z.uuid().optional(),
});

/**
 * The admin side of `candidate/profile/attachment`: any admin-portal user may open the files of a
 * talent of their own company (profiles are read on search, compare and review screens). A
 * candidate of another company reads as not found.
 */
export const GET = apiRoute({ access: { portal: ["admin"] }, query }, async ({ tenant, query }) => {
  const [candidate] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, query.candidateId), eq(users.companyId, tenant.id), eq(users.role, "talent")))
    .limit(1);
  if (!candidate) throw appError(ERROR_CODES.recordNotFound);
  const file = await findAttachment(tenant.id, candidate.id, query.sectionType, query.fileName, query.fileId);
  if (!file) throw appError(ERROR_CODES.recordNotFound);
  return { signedUrl: signedUrl(file.id, DEFAULT_URL_TTL_SEC) };
});
