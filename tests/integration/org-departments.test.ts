import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { companies, departments } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { createDepartment, deleteDepartment, renameDepartment, setDefaultRecruiter } from "@/lib/org/commands";
import { departmentDetails, listDepartments } from "@/lib/org/queries";
import { activityCount, activityOf, createTestOrg, insertJob, insertUser, type TestOrg } from "../support/org";
import { codeOf } from "../support/codes";

let org: TestOrg;

async function departmentRow(id: string) {
  const [row] = await getDb().select().from(departments).where(eq(departments.id, id));
  return row;
}

beforeAll(async () => {
  org = await createTestOrg();
});

afterAll(async () => {
  await closeDb();
});

describe("creating and renaming departments", () => {
  it("creates a department and logs who created it with the new name", async () => {
    const created = await createDepartment(org.actor, { name: "Product" });
    expect(created.name).toBe("Product");
    const log = await activityOf(created.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "department.create", actorUserId: org.adminId, companyId: org.companyId, before: null, after: { name: "Product" } });
  });

  it("refuses a name that exists in another case with 10005 and writes nothing", async () => {
    const before = await activityCount(org.companyId);
    expect(await codeOf(createDepartment(org.actor, { name: "engineering" }))).toBe(ERROR_CODES.departmentExists);
    expect(await codeOf(createDepartment(org.actor, { name: "ENGINEERING" }))).toBe(ERROR_CODES.departmentExists);
    const [{ n }] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(departments)
      .where(and(eq(departments.companyId, org.companyId), sql`lower(${departments.name}) = 'engineering'`));
    expect(n).toBe(1);
    expect(await activityCount(org.companyId)).toBe(before);
  });

  it("allows the same name in another company (the rule is per tenant)", async () => {
    const other = await createTestOrg();
    expect(await codeOf(createDepartment(other.actor, { name: "Product" }))).toBe("ok");
  });

  it("renames with before and after in the log, and refuses a rename onto an existing name with 10005", async () => {
    const dept = await createDepartment(org.actor, { name: "Ops" });
    await renameDepartment(org.actor, { id: dept.id, name: "Operations" });
    expect((await departmentRow(dept.id)).name).toBe("Operations");
    const log = await activityOf(dept.id);
    expect(log.at(-1)).toMatchObject({ action: "department.rename", before: { name: "Ops" }, after: { name: "Operations" } });
    expect(await codeOf(renameDepartment(org.actor, { id: dept.id, name: "sales" }))).toBe(ERROR_CODES.departmentExists);
    expect((await departmentRow(dept.id)).name).toBe("Operations");
    // Changing only the case of its own name is not a clash with itself.
    expect(await codeOf(renameDepartment(org.actor, { id: dept.id, name: "OPERATIONS" }))).toBe("ok");
  });
});

describe("deleting departments", () => {
  it("refuses a department with an active job with 10012 and deletes nothing", async () => {
    const dept = await createDepartment(org.actor, { name: "Jobs Dept" });
    await insertJob(org, { departmentId: dept.id, status: "active" });
    const before = await activityCount(org.companyId);
    expect(await codeOf(deleteDepartment(org.actor, { id: dept.id }))).toBe(ERROR_CODES.departmentHasActiveJobs);
    expect(await departmentRow(dept.id)).toBeDefined();
    expect(await activityCount(org.companyId)).toBe(before);
  });

  it("refuses a department with an active user with 10013 and deletes nothing", async () => {
    const dept = await createDepartment(org.actor, { name: "People Dept" });
    const user = await insertUser(org, { departmentIds: [dept.id] });
    expect(await codeOf(deleteDepartment(org.actor, { id: dept.id }))).toBe(ERROR_CODES.departmentHasActiveUsers);
    expect(await departmentRow(dept.id)).toBeDefined();
    // The same department goes once its only user is no longer active.
    await getDb().execute(sql`update users set state = 'inactive' where id = ${user.id}`);
    expect(await codeOf(deleteDepartment(org.actor, { id: dept.id }))).toBe("ok");
    expect(await departmentRow(dept.id)).toBeUndefined();
    const log = await activityOf(dept.id);
    expect(log.at(-1)).toMatchObject({ action: "department.delete", before: { name: "People Dept" }, after: null });
  });

  it("keeps a department whose jobs are closed, since those jobs still name it (10012)", async () => {
    const dept = await createDepartment(org.actor, { name: "History Dept" });
    await insertJob(org, { departmentId: dept.id, status: "fulfilled" });
    expect(await codeOf(deleteDepartment(org.actor, { id: dept.id }))).toBe(ERROR_CODES.departmentHasActiveJobs);
    expect(await departmentRow(dept.id)).toBeDefined();
  });

  it("deletes an empty department", async () => {
    const dept = await createDepartment(org.actor, { name: "Empty Dept" });
    await deleteDepartment(org.actor, { id: dept.id });
    expect(await departmentRow(dept.id)).toBeUndefined();
  });
});

describe("default recruiter", () => {
  it("refuses a recruiter who has not accepted the invitation, and records nothing", async () => {
    const pending = await insertUser(org, { role: "recruiter", accepted: false });
    const before = await activityCount(org.companyId);
    expect(await codeOf(setDefaultRecruiter(org.actor, { departmentId: org.departments.engineering, userId: pending.id }))).toBe(ERROR_CODES.invalidRequest);
    expect((await departmentRow(org.departments.engineering)).defaultRecruiterId).toBeNull();
    expect(await activityCount(org.companyId)).toBe(before);
  });

  it("refuses a collaborator and an inactive recruiter even when they accepted", async () => {
    const collaborator = await insertUser(org, { role: "collaborator" });
    const inactive = await insertUser(org, { role: "recruiter", state: "inactive" });
    expect(await codeOf(setDefaultRecruiter(org.actor, { departmentId: org.departments.engineering, userId: collaborator.id }))).toBe(ERROR_CODES.invalidRequest);
    expect(await codeOf(setDefaultRecruiter(org.actor, { departmentId: org.departments.engineering, userId: inactive.id }))).toBe(ERROR_CODES.invalidRequest);
  });

  it("refuses a recruiter who is not a member of the department (10404)", async () => {
    const salesRecruiter = await insertUser(org, { role: "recruiter", departmentIds: [org.departments.sales] });
    expect(await codeOf(setDefaultRecruiter(org.actor, { departmentId: org.departments.engineering, userId: salesRecruiter.id }))).toBe(ERROR_CODES.recordNotFound);
  });

  it("sets an accepted recruiter, logs before → after, and can clear it again", async () => {
    const recruiter = await insertUser(org, { role: "recruiter", fullName: "Rita Recruiter" });
    await setDefaultRecruiter(org.actor, { departmentId: org.departments.engineering, userId: recruiter.id });
    expect((await departmentRow(org.departments.engineering)).defaultRecruiterId).toBe(recruiter.id);
    const list = await listDepartments(org.companyId);
    expect(list.find((d) => d.id === org.departments.engineering)?.defaultRecruiterName).toBe("Rita Recruiter");
    await setDefaultRecruiter(org.actor, { departmentId: org.departments.engineering, userId: null });
    const log = (await activityOf(org.departments.engineering)).filter((l) => l.action === "department.setDefaultRecruiter");
    expect(log.map((l) => [l.before, l.after])).toEqual([
      [{ defaultRecruiterId: null }, { defaultRecruiterId: recruiter.id }],
      [{ defaultRecruiterId: recruiter.id }, { defaultRecruiterId: null }],
    ]);
  });

  it("lists members with only accepted active recruiters marked eligible", async () => {
    const details = await departmentDetails(org.companyId, org.departments.engineering);
    expect(details).not.toBeNull();
    for (const m of details!.members) {
      expect(m.eligibleAsDefaultRecruiter).toBe((m.role === "recruiter" || m.role === "recruiterAdmin") && m.state === "active" && m.invitationAcceptedAt !== null);
    }
    expect(details!.members.some((m) => m.eligibleAsDefaultRecruiter)).toBe(true);
    expect(details!.members.some((m) => !m.eligibleAsDefaultRecruiter)).toBe(true);
  });
});

describe("tenant isolation", () => {
  it("treats another company's department as not found (10404) for every command and leaves it untouched", async () => {
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    const [acmeDept] = await getDb().select().from(departments).where(eq(departments.companyId, acme.id)).limit(1);
    expect(await codeOf(renameDepartment(org.actor, { id: acmeDept.id, name: "Hijacked" }))).toBe(ERROR_CODES.recordNotFound);
    expect(await codeOf(deleteDepartment(org.actor, { id: acmeDept.id }))).toBe(ERROR_CODES.recordNotFound);
    expect(await codeOf(setDefaultRecruiter(org.actor, { departmentId: acmeDept.id, userId: null }))).toBe(ERROR_CODES.recordNotFound);
    const after = (await getDb().select().from(departments).where(eq(departments.id, acmeDept.id)))[0];
    expect(after).toEqual(acmeDept);
    expect(await departmentDetails(org.companyId, acmeDept.id)).toBeNull();
    expect((await listDepartments(org.companyId)).some((d) => d.id === acmeDept.id)).toBe(false);
  });
});
