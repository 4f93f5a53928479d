import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, companies, rolePermissions } from "@/db/schema";
import { authorize } from "@/lib/access/authorize";
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from "@/lib/access/permissions";
import { ADMIN_ROLES, roleMatrix, setRolePermission, type RoleActor } from "@/lib/access/role-matrix";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { findTenantBySlug, type Tenant } from "@/lib/tenancy/queries";
import { signInAs, type TestSession } from "@/tests/support/sessions";

let demo: Tenant;
let acmeId: string;
let recruiterAdmin: TestSession;
let admin: TestSession;
let recruiter: TestSession;
let collaborator: TestSession;
let talent: TestSession;

const actor = (s: TestSession): RoleActor => s.claims;

async function failure(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof AppError)) throw new Error(`expected an AppError, got ${String(e)}`);
  return e;
}

async function rows(companyId: string) {
  const all = await getDb().select().from(rolePermissions).where(eq(rolePermissions.companyId, companyId));
  return all.map((r) => `${r.role}:${r.permission}`).sort();
}

async function holds(companyId: string, role: string, permission: string): Promise<boolean> {
  const found = await getDb()
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.role, role as never), eq(rolePermissions.permission, permission)));
  return found.length > 0;
}

async function auditFor(entityId: string) {
  return getDb()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, "roles.setPermission"), eq(activityLog.entityId, entityId)))
    .orderBy(activityLog.createdAt);
}

beforeAll(async () => {
  demo = (await findTenantBySlug("demo"))!;
  const [acme] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.slug, "acme"));
  acmeId = acme.id;
  [recruiterAdmin, admin, recruiter, collaborator, talent] = await Promise.all(
    ["recruiteradmin", "admin", "recruiter", "collaborator", "talent"].map((who) => signInAs(`${who}@demo.test`, "demo")),
  );
});

afterAll(async () => {
  await closeDb();
});

describe("role matrix", () => {
  it("lists every admin role with the seeded defaults, in PERMISSIONS order", async () => {
    const matrix = await roleMatrix(demo.id);
    expect(Object.keys(matrix)).toEqual([...ADMIN_ROLES]);
    for (const role of ADMIN_ROLES) expect(matrix[role]).toEqual(PERMISSIONS.filter((p) => DEFAULT_ROLE_PERMISSIONS[role].includes(p)));
  });
});

describe("setRolePermission", () => {
  it("refuses a recruiter (no roles.manage) with 10403 and changes nothing", async () => {
    const before = await rows(demo.id);
    for (const who of [recruiter, collaborator]) {
      const e = await failure(setRolePermission(actor(who), demo.id, { role: "collaborator", permission: "jobs.create", granted: true }));
      expect(e.code).toBe(ERROR_CODES.permissionDenied);
      expect(e.status).toBe(403);
    }
    expect(await rows(demo.id)).toEqual(before);
    expect(await auditFor("collaborator:jobs.create")).toHaveLength(0);
  });

  it("refuses talent sessions with 10403", async () => {
    const e = await failure(setRolePermission(actor(talent), demo.id, { role: "recruiter", permission: "users.manage", granted: true }));
    expect(e.code).toBe(ERROR_CODES.permissionDenied);
  });

  it("lets the recruiter admin grant and revoke, auditing each change with before and after", async () => {
    expect(await holds(demo.id, "collaborator", "talent.search")).toBe(false);
    const granted = await setRolePermission(actor(recruiterAdmin), demo.id, { role: "collaborator", permission: "talent.search", granted: true });
    expect(granted).toEqual({ changed: true, granted: true });
    expect(await holds(demo.id, "collaborator", "talent.search")).toBe(true);
    const revoked = await setRolePermission(actor(recruiterAdmin), demo.id, { role: "collaborator", permission: "talent.search", granted: false });
    expect(revoked).toEqual({ changed: true, granted: false });
    expect(await holds(demo.id, "collaborator", "talent.search")).toBe(false);

    const entries = await auditFor("collaborator:talent.search");
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      companyId: demo.id,
      actorUserId: recruiterAdmin.claims.userId,
      entityType: "rolePermission",
      before: { role: "collaborator", permission: "talent.search", granted: false },
      after: { role: "collaborator", permission: "talent.search", granted: true },
    });
    expect(entries[1]).toMatchObject({ before: { granted: true }, after: { granted: false } });
  });

  it("lets an admin (who holds roles.manage) change a permission too", async () => {
    await setRolePermission(actor(admin), demo.id, { role: "recruiter", permission: "users.manage", granted: true });
    expect(await holds(demo.id, "recruiter", "users.manage")).toBe(true);
    await setRolePermission(actor(admin), demo.id, { role: "recruiter", permission: "users.manage", granted: false });
    expect(await holds(demo.id, "recruiter", "users.manage")).toBe(false);
  });

  it("changes and logs nothing when the switch is already in the asked state", async () => {
    const result = await setRolePermission(actor(recruiterAdmin), demo.id, { role: "recruiter", permission: "jobs.view", granted: true });
    expect(result).toEqual({ changed: false, granted: true });
    expect(await auditFor("recruiter:jobs.view")).toHaveLength(0);
  });

  it("never lets anyone take roles.manage from the recruiter admin", async () => {
    for (const who of [recruiterAdmin, admin]) {
      const e = await failure(setRolePermission(actor(who), demo.id, { role: "recruiterAdmin", permission: "roles.manage", granted: false }));
      expect(e.code).toBe(ERROR_CODES.permissionDenied);
    }
    expect(await holds(demo.id, "recruiterAdmin", "roles.manage")).toBe(true);
    expect(await auditFor("recruiterAdmin:roles.manage")).toHaveLength(0);
  });

  it("takes the rule away from a role at once: an admin whose role lost roles.manage is refused", async () => {
    await setRolePermission(actor(recruiterAdmin), demo.id, { role: "admin", permission: "roles.manage", granted: false });
    try {
      const e = await failure(setRolePermission(actor(admin), demo.id, { role: "recruiter", permission: "users.manage", granted: true }));
      expect(e.code).toBe(ERROR_CODES.permissionDenied);
    } finally {
      await setRolePermission(actor(recruiterAdmin), demo.id, { role: "admin", permission: "roles.manage", granted: true });
    }
    expect(await holds(demo.id, "recruiter", "users.manage")).toBe(false);
  });

  it("never touches another tenant's rows, even when asked for that tenant's id", async () => {
    const acmeBefore = await rows(acmeId);
    await setRolePermission(actor(recruiterAdmin), demo.id, { role: "collaborator", permission: "jobs.create", granted: true });
    await setRolePermission(actor(recruiterAdmin), demo.id, { role: "collaborator", permission: "jobs.create", granted: false });
    expect(await rows(acmeId)).toEqual(acmeBefore);
    const e = await failure(setRolePermission(actor(recruiterAdmin), acmeId, { role: "collaborator", permission: "jobs.create", granted: true }));
    expect(e.code).toBe(ERROR_CODES.permissionDenied);
    expect(await rows(acmeId)).toEqual(acmeBefore);
  });

  it("refuses unknown roles, permissions and malformed input with 10001", async () => {
    const before = await rows(demo.id);
    const bad: unknown[] = [
      { role: "superuser", permission: "jobs.view", granted: true },
      { role: "talent", permission: "jobs.view", granted: true },
      { role: "cloudAdmin", permission: "jobs.view", granted: true },
      { role: "recruiter", permission: "jobs.destroy", granted: true },
      { role: "recruiter", permission: "jobs.view'; delete from role_permissions; --", granted: true },
      { role: "recruiter", permission: "<script>alert(1)</script>", granted: true },
      { role: "recruiter", permission: "x".repeat(1024 * 1024), granted: true },
      { role: "recruiter", permission: "jobs.view", granted: "yes" },
      { role: "recruiter", permission: "jobs.view" },
      null,
      "recruiter",
    ];
    for (const input of bad) {
      const e = await failure(setRolePermission(actor(recruiterAdmin), demo.id, input));
      expect(e.code).toBe(ERROR_CODES.invalidRequest);
      expect(e.status).toBe(400);
    }
    expect(await rows(demo.id)).toEqual(before);
  });
});

describe("the action's access rule", () => {
  const rule = { portal: ["admin"], permission: "roles.manage" } as const;
  const headers = (s: TestSession) => new Headers({ cookie: s.cookie });

  it("lets the recruiter admin and the admin through and refuses recruiter, collaborator and talent with 10403", async () => {
    await expect(authorize(rule, demo, headers(recruiterAdmin))).resolves.toMatchObject({ role: "recruiterAdmin" });
    await expect(authorize(rule, demo, headers(admin))).resolves.toMatchObject({ role: "admin" });
    for (const who of [recruiter, collaborator, talent]) {
      await expect(authorize(rule, demo, headers(who))).rejects.toMatchObject({ code: ERROR_CODES.permissionDenied });
    }
    await expect(authorize(rule, demo, new Headers())).rejects.toMatchObject({ code: ERROR_CODES.sessionExpired });
  });
});
