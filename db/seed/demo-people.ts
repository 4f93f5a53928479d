import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { companies, users } from "../schema";

/** The demo company with its demo talent and demo recruiter, as later seed steps need them; null before the tenants seed. */
export type DemoPeople = { company: { id: string; name: string }; talent: { id: string }; recruiter: { id: string } };

export async function demoPeople(db: Db): Promise<DemoPeople | null> {
  const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.slug, "demo")).limit(1);
  if (!company) return null;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, company.id), inArray(users.email, ["talent@demo.test", "recruiter@demo.test"])));
  const talent = people.find((p) => p.email === "talent@demo.test");
  const recruiter = people.find((p) => p.email === "recruiter@demo.test");
  if (!talent || !recruiter) return null;
  return { company, talent: { id: talent.id }, recruiter: { id: recruiter.id } };
}
