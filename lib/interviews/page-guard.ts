import "server-only";
import type { AdminViewer } from "@/lib/access/page";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { assertAssociatedWithJob, type StaffViewer } from "./access";

/** The staff viewer the interview rules take, from an admin page's viewer. */
export function staffViewerOf(viewer: AdminViewer): StaffViewer {
  return { userId: viewer.user.userId, role: viewer.user.role, companyId: viewer.tenant.id };
}

export type JobGate = "ok" | "notFound" | "permissionRequired";

/**
 * For the pages about one job's interviews (decision D43): "ok" when the viewer may see them,
 * "notFound" for a job that is not this company's (malformed, another tenant's, deleted),
 * "permissionRequired" for a staff user not (or no longer) associated with it. Pages render it
 * through `requireJobAssociation` (components/interviews/permission-required.tsx: lib/ never
 * imports components/).
 */
export async function jobAssociationGate(viewer: AdminViewer, jobId: string): Promise<JobGate> {
  try {
    await assertAssociatedWithJob(staffViewerOf(viewer), jobId);
    return "ok";
  } catch (e) {
    if (isAppError(e) && e.code === ERROR_CODES.notAssociatedWithJob) return "permissionRequired";
    if (isAppError(e) && e.code === ERROR_CODES.jobNoLongerExists) return "notFound";
    throw e;
  }
}
