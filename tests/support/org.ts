import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { activityLog, companies, companyDomains, departments, jobCollaborators, jobs, userDepartments, users } from "@/db/schema";
import { grantDefaultPermissions } from "@/lib/access/grants";
import type { Actor } from "@/lib/audit/actor";
import type { InviteContext } from "@/lib/org/commands";

/**
 * A company of its own per test file, so seat counts and the one-recruiter-admin rule start from
 * a known state and never depend on what other files did to demo. Reached through its slug as the
 * x-tenant header, like any API client on a bare host.
 */
export type TestOrg = {
  companyId: string;
  slug: string;
  actor: Actor;
  adminId: string;
  departments: Record<"engineering" | "sales", string>;
};

export async function createTestOrg(opts: { seats?: number; name?: string } = {}): Promise<TestOrg> {
  const db = getDb();
  const slug = `org-${randomBytes(4).toString("hex")}`;
  const [company] = await db
    .insert(companies)
    .values({ slug, name: opts.name ?? `Org ${slug}`, userSeats: opts.seats ?? 25 })
    .returning({ id: companies.id });
  await grantDefaultPermissions(db as unknown as Db, company.id);
  // Its own host, so invitation links have an origin the company owns (lib/tenancy/origin.ts).
  await db.insert(companyDomains).values({ host: `${slug}.localhost`, companyId: company.id });
  const [eng, sales] = await db
    .insert(departments)
    .values([
      { companyId: company.id, name: "Engineering" },
      { companyId: company.id, name: "Sales" },
    ])
    .returning({ id: departments.id });
  const [admin] = await db
    .insert(users)
    .values({ companyId: company.id, email: `admin@${slug}.test`, fullName: "Ada Admin", role: "admin", invitationAcceptedAt: new Date() })
    .returning({ id: users.id });
  await db.insert(userDepartments).values({ userId: admin.id, departmentId: eng.id });
  return { companyId: company.id, slug, actor: { companyId: company.id, actorUserId: admin.id }, adminId: admin.id, departments: { engineering: eng.id, sales: sales.id } };
}

type NewUser = { role?: (typeof users.$inferInsert)["role"]; state?: (typeof users.$inferInsert)["state"]; accepted?: boolean; email?: string; fullName?: string; departmentIds?: string[] };

/** A user inserted directly (the fixture, not the behaviour under test). */
export async function insertUser(org: TestOrg, u: NewUser = {}) {
  const db = getDb();
  const [row] = await db
    .insert(users)
    .values({
      companyId: org.companyId,
      email: u.email ?? `u-${randomBytes(4).toString("hex")}@${org.slug}.test`,
      fullName: u.fullName ?? "Test User",
      role: u.role ?? "recruiter",
      state: u.state ?? "active",
      invitationAcceptedAt: u.accepted === false ? null : new Date(),
    })
    .returning();
  const deps = u.departmentIds ?? [org.departments.engineering];
  if (deps.length) await db.insert(userDepartments).values(deps.map((departmentId) => ({ userId: row.id, departmentId })));
  return row;
}

let jd = 5000;
export async function insertJob(org: TestOrg, j: { departmentId?: string; status?: (typeof jobs.$inferInsert)["status"]; assigneeId?: string | null; collaboratorIds?: string[] } = {}) {
  const db = getDb();
  jd += 1;
  const [job] = await db
    .insert(jobs)
    .values({
      companyId: org.companyId,
      jdNumber: jd,
      title: "Test job",
      departmentId: j.departmentId ?? org.departments.engineering,
      dueDate: new Date(Date.now() + 30 * 86_400_000),
      status: j.status ?? "active",
      assigneeId: j.assigneeId ?? null,
    })
    .returning();
  if (j.collaboratorIds?.length) await db.insert(jobCollaborators).values(j.collaboratorIds.map((userId) => ({ jobId: job.id, userId })));
  return job;
}

export async function userById(id: string) {
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  return row;
}

export async function userByEmail(companyId: string, email: string) {
  const [row] = await getDb()
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row;
}

export async function countUsers(companyId: string): Promise<number> {
  const [{ n }] = await getDb().select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.companyId, companyId));
  return n;
}

export async function activityOf(entityId: string) {
  return getDb().select().from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(activityLog.createdAt);
}

export async function activityCount(companyId: string): Promise<number> {
  const [{ n }] = await getDb().select({ n: sql<number>`count(*)::int` }).from(activityLog).where(eq(activityLog.companyId, companyId));
  return n;
}

/** Mail of a test file lands in its own outbox directory (lib/mail/transport.ts reads the env on each send). */
export function useTempOutbox(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "org-outbox-"));
  process.env.MAIL_OUTBOX_DIR = dir;
  delete process.env.SMTP_URL;
  return dir;
}

/** Decodes the quoted-printable body parts nodemailer writes, so a long link reads whole. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export function outboxMailsTo(dir: string, email: string): string[] {
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, "_");
  return readdirSync(dir)
    .filter((f) => f.endsWith(`-${safe}.eml`))
    .sort()
    .map((f) => decodeQuotedPrintable(readFileSync(path.join(dir, f), "utf8")));
}

export const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/admin\/invitation\/([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/;

export function inviteCtx(origin: string | null = "http://demo.localhost:3000"): InviteContext {
  return { origin, locale: "en", companyName: "Test Org", inviterName: "Ada Admin" };
}
