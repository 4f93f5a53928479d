import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLog, interviewCandidates, interviewStageEvents, interviews, jobApplications, jobShortlists } from "@/db/schema";
import type { PipelineStatus } from "@/lib/interviews/statuses";
import type { PipelineViewer } from "@/lib/interviews/commands/guard";
import type { TestOrg } from "./org";

/**
 * Fixtures of the pipeline tests: entries put straight into a status (the ground a command stands
 * on, not the behaviour under test), shortlist rows and interviews. What a refused command must
 * not have changed is counted by `pipelineWrites`.
 */
export function viewerOf(org: Pick<TestOrg, "companyId">, user: { id: string; role: string }): PipelineViewer {
  return { userId: user.id, role: user.role, companyId: org.companyId };
}

export async function shortlistOn(org: Pick<TestOrg, "companyId">, jobId: string, candidateId: string, status: "shortListed" | "standBy" = "shortListed") {
  await getDb().insert(jobShortlists).values({ jobId, candidateId, companyId: org.companyId, status });
}

export async function applicationOn(org: Pick<TestOrg, "companyId">, jobId: string, candidateId: string) {
  await getDb().insert(jobApplications).values({ companyId: org.companyId, jobId, candidateId, status: "APPLIED" });
}

export async function entryAt(org: Pick<TestOrg, "companyId">, jobId: string, candidateId: string, status: PipelineStatus, o: { round?: number; blocked?: boolean; version?: number } = {}) {
  const [row] = await getDb()
    .insert(interviewCandidates)
    .values({ companyId: org.companyId, jobId, candidateId, status, round: o.round ?? 1, blocked: o.blocked ?? false, version: o.version ?? 3 })
    .returning();
  return row;
}

export async function interviewFor(entry: typeof interviewCandidates.$inferSelect, startsAt: Date) {
  const [row] = await getDb()
    .insert(interviews)
    .values({ companyId: entry.companyId, jobId: entry.jobId, candidateId: entry.candidateId, pipelineId: entry.id, round: entry.round, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .returning();
  return row;
}

export async function entryRow(id: string) {
  const [row] = await getDb().select().from(interviewCandidates).where(eq(interviewCandidates.id, id));
  return row;
}

export async function stageEvents(entryId: string) {
  return getDb().select().from(interviewStageEvents).where(eq(interviewStageEvents.pipelineId, entryId)).orderBy(interviewStageEvents.at);
}

export async function pipelineWrites(companyId: string) {
  const db = getDb();
  const [[e], [s], [log], [v]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(interviewCandidates).where(eq(interviewCandidates.companyId, companyId)),
    db.select({ n: sql<number>`count(*)::int` }).from(interviewStageEvents).where(eq(interviewStageEvents.companyId, companyId)),
    db.select({ n: sql<number>`count(*)::int` }).from(activityLog).where(and(eq(activityLog.companyId, companyId), sql`${activityLog.action} like 'interviews.%'`)),
    db.select({ n: sql<number>`coalesce(sum(version), 0)::int` }).from(interviewCandidates).where(eq(interviewCandidates.companyId, companyId)),
  ]);
  return { entries: e.n, events: s.n, activity: log.n, versions: v.n };
}
