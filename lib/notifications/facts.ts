import "server-only";
import { eq } from "drizzle-orm";
import { companies, jobs, users } from "@/db/schema";
import type { Tx } from "@/lib/jobs/commands/shared";

/** The names an interview notification shows (job, talent, company), read inside the caller's transaction. */
export async function interviewFacts(tx: Tx, input: { jobId: string; candidateId: string; entryId: string }): Promise<{ jobId: string; entryId: string; job: string; candidate: string; company: string }> {
  const [row] = await tx
    .select({ job: jobs.title, company: companies.name })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, input.jobId));
  const [talent] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, input.candidateId));
  return { jobId: input.jobId, entryId: input.entryId, job: row?.job ?? "", candidate: talent?.name ?? "", company: row?.company ?? "" };
}
