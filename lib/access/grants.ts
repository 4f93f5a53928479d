import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rolePermissions } from "@/db/schema";
import type { UserRole } from "@/lib/auth/identity";
import { DEFAULT_ROLE_PERMISSIONS } from "./permissions";

/** Gives a company the default permissions of every role (new companies, the seed). Idempotent. */
export async function grantDefaultPermissions(db: Db, companyId: string): Promise<void> {
  const rows = Object.entries(DEFAULT_ROLE_PERMISSIONS).flatMap(([role, perms]) =>
    perms.map((permission) => ({ companyId, role: role as UserRole, permission })),
  );
  if (rows.length) await db.insert(rolePermissions).values(rows).onConflictDoNothing();
}

/** Grants the defaults to a company that holds no permission rows at all (older databases). */
export async function grantDefaultPermissionsIfNone(db: Db, companyId: string): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(rolePermissions).where(sql`${rolePermissions.companyId} = ${companyId}`);
  if (n === 0) await grantDefaultPermissions(db, companyId);
}
