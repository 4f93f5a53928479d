import "server-only";
import { isAppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { recordApplication } from "./commands";
import { isUuid } from "@/lib/text/uuid";


export type ApplyOutcome = { applied: boolean; applyError: number | null };

/**
 * After a job login (`/login/external/{jobId}`): records the application. Job ids that are not
 * ours (an ATS reference such as "JOB-123") only carry the candidate to the external login, so
 * nothing is recorded for them. A refusal (10078 gone, 10085 unassigned) is returned, not thrown:
 * the candidate is signed in either way and is told why the application did not go through.
 */
export async function applyAfterJobLogin(tenant: { id: string }, candidateId: string, jobId: string | null): Promise<ApplyOutcome> {
  if (!jobId || !isUuid(jobId)) return { applied: false, applyError: null };
  try {
    const r = await recordApplication(tenant, candidateId, jobId);
    return { applied: r.created, applyError: null };
  } catch (e) {
    if (isAppError(e)) return { applied: false, applyError: e.code };
    logger.error({ err: e }, "recording an application failed");
    return { applied: false, applyError: null };
  }
}
