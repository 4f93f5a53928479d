import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { bulkUploadUsers } from "@/lib/org/bulk";
import { BULK_MAX_BYTES } from "@/lib/org/bulk-rules";
import { inviteContext } from "@/lib/org/invite-context";
import { readMultipart } from "@/lib/org/multipart";
import { ORG_MESSAGES } from "@/lib/org/schemas";

/** Room for the multipart envelope and the department field around a file at the cap. */
const MAX_REQUEST_BYTES = BULK_MAX_BYTES + 16 * 1024;

const departmentIdField = z.uuid({ error: ORG_MESSAGES.departmentsRequired });

/**
 * Users bulk upload (multipart: `file` = the CSV, `departmentId` = the department of rows that name
 * none). A plain route rather than a server action so the browser can report upload progress.
 * Answers the created rows, the faulty rows with their reasons, and any invitation not sent.
 */
export const POST = apiRoute({ access: { portal: ["admin"], permission: "users.manage" } }, async ({ req, tenant, user }) => {
  const actor = requireUser(user);
  const form = await readMultipart(req, MAX_REQUEST_BYTES);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw appError(ERROR_CODES.invalidRequest, ORG_MESSAGES.csvRequired, { reason: "notCsv" });
  if (file.size > BULK_MAX_BYTES) throw appError(ERROR_CODES.payloadTooLarge);
  const departmentId = departmentIdField.safeParse(form.get("departmentId"));
  if (!departmentId.success) throw appError(ERROR_CODES.invalidRequest, ORG_MESSAGES.departmentsRequired, { reason: "departmentRequired" });
  return bulkUploadUsers(
    { companyId: tenant.id, actorUserId: actor.userId },
    { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), defaultDepartmentId: departmentId.data },
    await inviteContext(tenant, actor, req.headers),
  );
});
