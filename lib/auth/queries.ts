import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { Tenant } from "@/lib/tenancy/queries";
import type { SessionUser } from "./identity";

export type TalentDetails = {
  id: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  fullName: string;
  email: string;
  candidateUniqueId: string | null;
  privileges: string[];
  loginType: SessionUser["loginType"];
  role: SessionUser["role"];
  isSecurePassword: boolean;
  profileImageUrl: string | null;
  company: { id: string; slug: string; name: string };
};

/** `GET candidate/details`: the signed-in talent, read fresh and only inside their tenant. */
export async function getTalentDetails(tenant: Tenant, userId: string): Promise<TalentDetails | null> {
  const rows = await getDb()
    .select({
      id: users.id,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      fullName: users.fullName,
      email: users.email,
      candidateUniqueId: users.candidateUniqueId,
      privileges: users.privileges,
      loginType: users.loginType,
      role: users.role,
      isSecurePassword: users.isSecurePassword,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, tenant.id), eq(users.role, "talent")))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, company: { id: tenant.id, slug: tenant.slug, name: tenant.name } } : null;
}
