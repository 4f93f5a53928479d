import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { companies, departments, users } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { jobInputSchema, type JobInput, type JobInputRaw } from "@/lib/jobs/schemas";

/**
 * A company of its own per test file, so counts and lists are exact whatever the demo seed or
 * other files add to the shared test database.
 */
export type JobsWorld = {
  companyId: string;
  slug: string;
  departments: [string, string];
  recruiter: string;
  recruiterAdmin: string;
  collaborator: string;
  admin: string;
  talent: string;
  actor: Actor;
};

export async function makeJobsWorld(label: string): Promise<JobsWorld> {
  const db = getDb();
  const slug = `${label}-${randomBytes(3).toString("hex")}`;
  const [c] = await db.insert(companies).values({ slug, name: `Company ${slug}` }).returning({ id: companies.id });
  const depts = await db
    .insert(departments)
    .values([
      { companyId: c.id, name: "Engineering" },
      { companyId: c.id, name: "Sales" },
    ])
    .returning({ id: departments.id });
  const person = async (role: "recruiter" | "recruiterAdmin" | "collaborator" | "admin" | "talent") => {
    const [u] = await db
      .insert(users)
      .values({ companyId: c.id, email: `${role}-${slug}@jobs.test`, fullName: `${role} ${slug}`, role, invitationAcceptedAt: new Date() })
      .returning({ id: users.id });
    return u.id;
  };
  const recruiterAdmin = await person("recruiterAdmin");
  return {
    companyId: c.id,
    slug,
    departments: [depts[0].id, depts[1].id],
    recruiter: await person("recruiter"),
    recruiterAdmin,
    collaborator: await person("collaborator"),
    admin: await person("admin"),
    talent: await person("talent"),
    actor: { companyId: c.id, actorUserId: recruiterAdmin },
  };
}

const DAY = 86_400_000;

/** YYYY-MM-DD, `days` from today (UTC). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

/** A valid job input through the real schema, with overrides. */
export function jobInput(world: JobsWorld, over: Partial<JobInputRaw> = {}): JobInput {
  return jobInputSchema.parse({ title: "Backend Engineer", departmentId: world.departments[0], dueDate: dayFromNow(30), assigneeId: world.recruiter, ...over });
}
