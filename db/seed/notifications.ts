import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { demoPeople } from "./demo-people";
import { jobs, notifications } from "../schema";

/**
 * Demo notifications (issue 14): a few for the demo talent and the demo recruiter, so both
 * notifications pages and the sidebar dots show something on a fresh `npm start`. Written as
 * rows only (no e-mail, no realtime message). Idempotent: a user who has any is left alone.
 */
export async function seedNotifications(db: Db, log: (m: string) => void, now: Date = new Date()): Promise<void> {
  const found = await demoPeople(db);
  if (!found) return;
  const { company: demo, talent, recruiter } = found;
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, dueDate: jobs.dueDate })
    .from(jobs)
    .where(and(eq(jobs.companyId, demo.id), eq(jobs.assigneeId, recruiter.id)))
    .orderBy(asc(jobs.jdNumber))
    .limit(1);
  if (!job) return;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const rows: (typeof notifications.$inferInsert)[] = [];
  const has = async (userId: string) => (await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId)).limit(1)).length > 0;
  if (!(await has(talent.id))) {
    rows.push(
      { companyId: demo.id, userId: talent.id, kind: "resume.parsed", payload: {}, createdAt: at(3 * 24 * 60), readAt: at(3 * 24 * 60 - 5) },
      { companyId: demo.id, userId: talent.id, kind: "invitation.sent", payload: { jobId: job.id, job: job.title, company: demo.name }, createdAt: at(90) },
    );
  }
  if (!(await has(recruiter.id))) {
    rows.push(
      { companyId: demo.id, userId: recruiter.id, kind: "job.assigned", payload: { jobId: job.id, job: job.title }, createdAt: at(2 * 24 * 60), readAt: at(2 * 24 * 60 - 30) },
      { companyId: demo.id, userId: recruiter.id, kind: "bulk.finished", payload: { created: 3, failed: 1, fileName: "team.csv" }, createdAt: at(24 * 60) },
      { companyId: demo.id, userId: recruiter.id, kind: "job.nearDue", payload: { jobId: job.id, job: job.title, dueDate: job.dueDate.toISOString() }, createdAt: at(30) },
    );
  }
  if (!rows.length) return;
  await db.insert(notifications).values(rows);
  log(`notifications: ${rows.length} demo notifications`);
}
