import "server-only";
import { createElement, type ReactElement } from "react";
import { ErrorPage } from "@/components/errors/error-page";
import { PermissionRequired } from "@/components/interviews/permission-required";
import type { AdminViewer } from "@/lib/access/page";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { assertAssociatedWithJob, type StaffViewer } from "./access";

/** The staff viewer the interview rules take, from an admin page's viewer. */
export function staffViewerOf(viewer: AdminViewer): StaffViewer {
  return { userId: viewer.user.userId, role: viewer.user.role, companyId: viewer.tenant.id };
}

/**
 * For the pages about one job's interviews (the job's interview list, its board, an interview's
 * detail): null when the viewer may see them; otherwise the page to render instead — the 404 page
 * for a job that is not this company's (or gone), the permission-required page for a staff user
 * not (or no longer) associated with it (decision D43).
 */
export async function requireJobAssociation(viewer: AdminViewer, jobId: string): Promise<ReactElement | null> {
  try {
    await assertAssociatedWithJob(staffViewerOf(viewer), jobId);
    return null;
  } catch (e) {
    if (isAppError(e) && e.code === ERROR_CODES.notAssociatedWithJob) return createElement(PermissionRequired);
    if (isAppError(e) && e.code === ERROR_CODES.jobNoLongerExists) return createElement(ErrorPage, { status: 404, poweredBy: viewer.tenant.isSKClient });
    throw e;
  }
}
