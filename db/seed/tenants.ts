import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { companies, companyDomains, departments, moduleRestrictions, userDepartments, users } from "../schema";
import { hashPassword } from "@/lib/auth/password";
import { grantDefaultPermissions, grantDefaultPermissionsIfNone } from "@/lib/access/grants";

import { DASHBOARD_PRIVILEGE } from "@/lib/access/routes";

type SeedUser = { email: string; password: string; fullName: string; role: (typeof users.$inferInsert)["role"]; privileges?: string[]; candidateUniqueId?: string };

function tenantUsers(domain: string, prefix: string): SeedUser[] {
  return [
    { email: `talent@${domain}`, password: "Talent#2026", fullName: "Taylor Morgan", role: "talent", privileges: [DASHBOARD_PRIVILEGE], candidateUniqueId: `${prefix}-C-100001` },
    { email: `recruiteradmin@${domain}`, password: "RecAdmin#2026", fullName: "Riley Chen", role: "recruiterAdmin" },
    { email: `recruiter@${domain}`, password: "Recruiter#2026", fullName: "Jordan Patel", role: "recruiter" },
    { email: `collaborator@${domain}`, password: "Collab#2026", fullName: "Casey Dubois", role: "collaborator" },
    { email: `admin@${domain}`, password: "Admin#2026", fullName: "Alex Martin", role: "admin" },
  ];
}

const TENANTS = [
  {
    slug: "demo",
    name: "Demo Talent Co.",
    domain: "demo.test",
    prefix: "DEMO",
    hosts: ["localhost", "demo.localhost"],
    isSKClient: true,
    timezone: "America/Detroit",
    helpLink: "https://help.demo.test/talent",
    departments: ["Engineering", "Product", "Data"],
  },
  {
    slug: "acme",
    name: "Acme Robotics",
    domain: "acme.test",
    prefix: "ACME",
    hosts: ["acme.localhost"],
    isSKClient: false,
    timezone: "Europe/Paris",
    helpLink: "https://help.acme.test/talent",
    departments: ["Engineering", "Operations"],
  },
] as const;

export const CLOUD_ADMIN = { email: "cloudadmin@talent.test", password: "Cloud#2026", fullName: "Cloud Operator" };

/** Two tenants with one user of every role, and a cloud admin. Idempotent: skips tenants that exist. */
export async function seedTenants(db: Db, log: (m: string) => void): Promise<void> {
  for (const t of TENANTS) {
    const existing = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, t.slug)).limit(1);
    if (existing.length) {
      await grantDefaultPermissionsIfNone(db, existing[0].id);
      continue;
    }
    await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          slug: t.slug,
          name: t.name,
          logoUrl: `/brand/${t.slug}-logo.svg`,
          shortLogoUrl: `/brand/${t.slug}-icon.svg`,
          isSKClient: t.isSKClient,
          timezone: t.timezone,
          talentHelpLink: t.helpLink,
          adminHelpLink: t.helpLink.replace("/talent", "/admin"),
          contactEmail: `hello@${t.domain}`,
        })
        .returning({ id: companies.id });
      await grantDefaultPermissions(tx as unknown as Db, company.id);
      const hosts = t.hosts.filter((h) => h !== "localhost");
      if (hosts.length) await tx.insert(companyDomains).values(hosts.map((host) => ({ host, companyId: company.id })));
      await tx.insert(moduleRestrictions).values([
        { companyId: company.id, moduleType: "interviewModule", restriction: "RECORDING_DOWNLOAD" },
        { companyId: company.id, moduleType: "profileModule", restriction: "PUBLIC_PROFILE_SHARE" },
      ]);
      const depts = await tx
        .insert(departments)
        .values(t.departments.map((name) => ({ companyId: company.id, name })))
        .returning({ id: departments.id });
      for (const u of tenantUsers(t.domain, t.prefix)) {
        const [row] = await tx
          .insert(users)
          .values({
            companyId: company.id,
            email: u.email,
            fullName: u.fullName,
            firstName: u.fullName.split(" ")[0],
            lastName: u.fullName.split(" ").slice(1).join(" "),
            passwordHash: await hashPassword(u.password),
            role: u.role,
            privileges: u.privileges ?? [],
            candidateUniqueId: u.candidateUniqueId ?? null,
            invitationAcceptedAt: new Date(),
          })
          .returning({ id: users.id });
        if (u.role !== "talent") await tx.insert(userDepartments).values({ userId: row.id, departmentId: depts[0].id });
      }
    });
    log(`seeded tenant ${t.slug}`);
  }
  const cloud = await db.select({ id: users.id }).from(users).where(eq(users.email, CLOUD_ADMIN.email)).limit(1);
  if (!cloud.length) {
    await db.insert(users).values({ companyId: null, email: CLOUD_ADMIN.email, fullName: CLOUD_ADMIN.fullName, role: "cloudAdmin", passwordHash: await hashPassword(CLOUD_ADMIN.password), invitationAcceptedAt: new Date() });
    log("seeded cloud admin");
  }
}
