import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interviewCandidates, interviewParticipants, interviews, jobs, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/identity";
import { permissionsOf } from "@/lib/access/queries";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isAssociatedWithJob } from "@/lib/interviews/access";
import { isUuid } from "@/lib/text/uuid";
import { roomPhase, type RoomPhase, type RoomRole } from "./rules";

/**
 * Who may enter an interview's room, and as what (issue 15). One function for the page, the
 * token route, the LiveKit token and the leave call, so they cannot disagree.
 *
 * - The talent of the interview (talent portal) enters as `talent`, unless the entry is blocked (10569).
 * - Staff (admin portal, permission interviews.view) enter as `moderator` when they are one of the
 *   interview's interviewers or associated with its job (assignee, collaborator, company-wide role);
 *   otherwise 10568, like every other interview screen.
 * - Anything else, another company's interview or a malformed id: 10404, the same answer as an
 *   interview that does not exist, so an id reveals nothing.
 */
export type RoomAccess = {
  interviewId: string;
  companyId: string;
  jobId: string;
  jobTitle: string;
  entryId: string | null;
  candidateId: string;
  candidateName: string;
  role: RoomRole;
  startsAt: Date;
  endsAt: Date;
  status: "scheduled" | "canceled" | "ended" | "rescheduling";
  phase: RoomPhase;
  readonly: boolean;
};

type Viewer = Pick<SessionUser, "userId" | "companyId" | "portal" | "role">;

export async function roomAccessFor(viewer: Viewer, interviewId: string, now: Date = new Date()): Promise<RoomAccess> {
  if (!isUuid(interviewId) || !viewer.companyId) throw appError(ERROR_CODES.recordNotFound);
  const db = getDb();
  const [row] = await db
    .select({
      id: interviews.id,
      companyId: interviews.companyId,
      jobId: interviews.jobId,
      jobTitle: jobs.title,
      entryId: interviews.pipelineId,
      candidateId: interviews.candidateId,
      candidateName: users.fullName,
      startsAt: interviews.startsAt,
      endsAt: interviews.endsAt,
      status: interviews.status,
      blocked: sql<boolean>`coalesce(${interviewCandidates.blocked}, false)`,
    })
    .from(interviews)
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .innerJoin(users, eq(users.id, interviews.candidateId))
    .leftJoin(interviewCandidates, eq(interviewCandidates.id, interviews.pipelineId))
    .where(and(eq(interviews.id, interviewId), eq(interviews.companyId, viewer.companyId)));
  if (!row) throw appError(ERROR_CODES.recordNotFound);

  let role: RoomRole;
  if (viewer.portal === "talent") {
    if (row.candidateId !== viewer.userId) throw appError(ERROR_CODES.recordNotFound);
    if (row.blocked) throw appError(ERROR_CODES.interviewBlocked);
    role = "talent";
  } else if (viewer.portal === "admin") {
    const permissions = await permissionsOf(viewer.companyId, viewer.role);
    if (!permissions.has("interviews.view")) throw appError(ERROR_CODES.permissionDenied);
    const staff = { userId: viewer.userId, role: viewer.role, companyId: viewer.companyId };
    const interviewer = await db
      .select({ userId: interviewParticipants.userId })
      .from(interviewParticipants)
      .where(and(eq(interviewParticipants.interviewId, row.id), eq(interviewParticipants.userId, viewer.userId)));
    if (!interviewer.length && !(await isAssociatedWithJob(db, staff, row.jobId))) throw appError(ERROR_CODES.notAssociatedWithJob);
    role = "moderator";
  } else {
    throw appError(ERROR_CODES.recordNotFound);
  }
  const phase = roomPhase(row, now);
  return {
    interviewId: row.id,
    companyId: row.companyId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    entryId: row.entryId,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    role,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    phase,
    readonly: phase === "ended",
  };
}
