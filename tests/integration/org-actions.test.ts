import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { companies, departments, users } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { findUser, sessionFor } from "../support/sessions";
import { countUsers, createTestOrg, insertUser, useTempOutbox, userById, type TestOrg } from "../support/org";

/**
 * The server actions end to end: the one safe-action client (tenant → session → permission → zod)
 * in front of the commands. Next's request scope does not exist in a test, so `headers()` is
 * answered with the headers a browser request would carry (host, session cookie); everything
 * behind it is the real code against the real database.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/org/actions");

let org: TestOrg;
let adminCookie: string;

function as(cookie: string | null, host = `${org.slug}.localhost:3000`) {
  request.headers = new Headers({ host, ...(cookie ? { cookie } : {}), "accept-language": "fr" });
}

type Result = { data?: unknown; serverError?: { code: number; message: string }; validationErrors?: { formErrors: string[]; fieldErrors: Record<string, string[]> } };

beforeAll(async () => {
  useTempOutbox();
  org = await createTestOrg();
  adminCookie = (await sessionFor(await findUser(`admin@${org.slug}.test`, org.slug), org.slug)).cookie;
});

afterAll(async () => {
  await closeDb();
});

describe("access to the org actions", () => {
  it("answers 10231 without a session and 10403 to a collaborator, and writes nothing", async () => {
    as(null);
    expect(((await actions.createDepartmentAction({ name: "Nope" })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    const collaborator = await insertUser(org, { role: "collaborator" });
    as((await sessionFor(collaborator, org.slug)).cookie);
    expect(((await actions.createDepartmentAction({ name: "Nope" })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(((await actions.addUserAction({ fullName: "X", email: `x@${org.slug}.test`, role: "recruiter", departmentIds: [org.departments.engineering] })) as Result).serverError?.code).toBe(
      ERROR_CODES.permissionDenied,
    );
    expect(((await actions.changeUserStateAction({ userId: org.adminId, action: "inactivate" })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    const rows = await getDb().select().from(departments).where(eq(departments.companyId, org.companyId));
    expect(rows.some((d) => d.name === "Nope")).toBe(false);
    expect((await userById(org.adminId)).state).toBe("active");
  });

  it("lets a recruiter manage nothing here: departments and users need their permissions", async () => {
    const recruiter = await insertUser(org, { role: "recruiter" });
    as((await sessionFor(recruiter, org.slug)).cookie);
    expect(((await actions.deleteDepartmentAction({ id: org.departments.sales })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(((await actions.resendInvitationAction({ userId: recruiter.id })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
  });

  it("ignores a session replayed on another company's host (10231)", async () => {
    as(adminCookie, "acme.localhost:3000");
    expect(((await actions.createDepartmentAction({ name: "From elsewhere" })) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    const acmeDepts = await getDb().select().from(departments).where(eq(departments.companyId, acme.id));
    expect(acmeDepts.some((d) => d.name === "From elsewhere")).toBe(false);
  });
});

describe("the admin through the actions", () => {
  it("creates a department, and answers a duplicate with 10005", async () => {
    as(adminCookie);
    const ok = (await actions.createDepartmentAction({ name: "  Research  " })) as Result;
    expect(ok.data).toMatchObject({ name: "Research" });
    expect(((await actions.createDepartmentAction({ name: "research" })) as Result).serverError?.code).toBe(ERROR_CODES.departmentExists);
  });

  it("adds a user and answers the spec's validation texts for bad input", async () => {
    as(adminCookie);
    const empty = (await actions.addUserAction({ fullName: " ", email: "nope", role: "" as never, departmentIds: [] })) as Result;
    expect(empty.validationErrors?.fieldErrors).toEqual({
      fullName: ["Please enter full name"],
      email: ["Please enter valid email id"],
      role: ["Please select role"],
      departmentIds: ["Please select atleast one department"],
    });
    const ok = (await actions.addUserAction({ fullName: "Ola Action", email: `OLA@${org.slug}.test`, role: "collaborator", departmentIds: [org.departments.sales] })) as Result;
    expect(ok.serverError).toBeUndefined();
    const [row] = await getDb().select().from(users).where(eq(users.email, `ola@${org.slug}.test`));
    expect(row).toMatchObject({ fullName: "Ola Action", role: "collaborator", invitationAcceptedAt: null });
  });
});

describe("hostile input never reaches a command", () => {
  const MB = "x".repeat(1024 * 1024);
  const cases: [string, () => Promise<unknown>][] = [
    ["a 1 MB department name", () => actions.createDepartmentAction({ name: MB })],
    ["a number as department name", () => actions.createDepartmentAction({ name: 42 as never })],
    ["a NUL in a department name", () => actions.createDepartmentAction({ name: "Ops\u0000" })],
    ["a NUL in a full name", () => actions.addUserAction({ fullName: "Nu\u0000l", email: `nul@${org.slug}.test`, role: "recruiter", departmentIds: [org.departments.engineering] })],
    ["a 1 MB full name", () => actions.addUserAction({ fullName: MB, email: `big@${org.slug}.test`, role: "recruiter", departmentIds: [org.departments.engineering] })],
    ["a 1 MB e-mail", () => actions.addUserAction({ fullName: "Big", email: `${MB}@x.test`, role: "recruiter", departmentIds: [org.departments.engineering] })],
    ["an SQL string as department id", () => actions.addUserAction({ fullName: "Sql", email: `sql@${org.slug}.test`, role: "recruiter", departmentIds: ["' or 1=1 --"] })],
    ["an unknown role", () => actions.addUserAction({ fullName: "Role", email: `role@${org.slug}.test`, role: "cloudAdmin" as never, departmentIds: [org.departments.engineering] })],
    ["10 000 department ids", () => actions.addUserAction({ fullName: "Many", email: `many@${org.slug}.test`, role: "recruiter", departmentIds: Array.from({ length: 10_000 }, () => org.departments.engineering) })],
    ["a state action that does not exist", () => actions.changeUserStateAction({ userId: org.adminId, action: "delete" as never })],
    ["an object as user id", () => actions.changeUserStateAction({ userId: { $ne: null } as never, action: "archive" })],
    ["a 1 MB invitation token", () => actions.acceptInvitationAction({ token: MB, password: "abcdef", confirmPassword: "abcdef" })],
  ];
  for (const [label, call] of cases) {
    it(`rejects ${label} with validation errors and writes nothing`, async () => {
      as(adminCookie);
      const before = await countUsers(org.companyId);
      const r = (await call()) as Result;
      expect(r.validationErrors).toBeDefined();
      expect(r.data).toBeUndefined();
      expect(await countUsers(org.companyId)).toBe(before);
    });
  }

  it("answers another company's ids with 10404", async () => {
    as(adminCookie);
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    const [acmeDept] = await getDb().select().from(departments).where(eq(departments.companyId, acme.id)).limit(1);
    const [acmeUser] = await getDb().select().from(users).where(eq(users.companyId, acme.id)).limit(1);
    expect(((await actions.deleteDepartmentAction({ id: acmeDept.id })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect(((await actions.changeUserStateAction({ userId: acmeUser.id, action: "inactivate" })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect((await getDb().select().from(departments).where(eq(departments.id, acmeDept.id))).length).toBe(1);
    expect((await userById(acmeUser.id)).state).toBe(acmeUser.state);
  });
});
