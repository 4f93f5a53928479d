import { and, asc, eq, exists } from "drizzle-orm";
import { osiExpiry } from "@/lib/osi/rules";
import type { Db } from "../client";
import { demoPeople } from "./demo-people";
import { jobOsiQuestions, jobs, osiInvitationQuestions, osiInvitations, osiQuestions } from "../schema";

/**
 * One-sided interview demo data (issue 16): the demo talent (talent@demo.test) invited to the
 * first demo job that has attached questions (the question seed attaches three to the recruiter's
 * first job), by the recruiter, status invited, with that job's questions frozen in order as an
 * invitation sent from the dialog has them — so the job's one-sided interviews page lists an
 * invitation on a fresh start. No e-mail is sent and no answer is recorded. Idempotent: a talent
 * already invited to that job (whatever the status) is left alone.
 */
export async function seedOsiInvitation(db: Db, log: (m: string) => void, now: Date = new Date()): Promise<void> {
  const found = await demoPeople(db);
  if (!found) return;
  const { company: demo, talent, recruiter } = found;
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, demo.id), exists(db.select({ id: jobOsiQuestions.id }).from(jobOsiQuestions).where(eq(jobOsiQuestions.jobId, jobs.id)))))
    .orderBy(asc(jobs.jdNumber))
    .limit(1);
  if (!job) return;

  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .insert(osiInvitations)
      .values({ companyId: demo.id, jobId: job.id, candidateId: talent.id, status: "invited", expiresAt: osiExpiry(now), invitedById: recruiter.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [osiInvitations.jobId, osiInvitations.candidateId] })
      .returning({ id: osiInvitations.id });
    if (!invitation) return;
    const questions = await tx
      .select({ id: osiQuestions.id, question: osiQuestions.question, responseSeconds: osiQuestions.responseSeconds })
      .from(jobOsiQuestions)
      .innerJoin(osiQuestions, eq(osiQuestions.id, jobOsiQuestions.questionId))
      .where(and(eq(jobOsiQuestions.jobId, job.id), eq(jobOsiQuestions.companyId, demo.id)))
      .orderBy(asc(jobOsiQuestions.position));
    await tx.insert(osiInvitationQuestions).values(
      questions.map((q, i) => ({ invitationId: invitation.id, companyId: demo.id, position: i + 1, sourceQuestionId: q.id, question: q.question, responseSeconds: q.responseSeconds })),
    );
    log(`one-sided interview: talent@demo.test invited to a demo job (${questions.length} questions)`);
  });
}
