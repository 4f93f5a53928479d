import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, authTokens, companies, departments, userDepartments, users } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { POST } from "@/app/api/admin/users/bulk/route";
import { apiRequest, callRoute } from "../support/api-request";
import { findUser, sessionFor } from "../support/sessions";
import { INVITATION_LINK, activityCount, countUsers, createTestOrg, insertUser, outboxMailsTo, useTempOutbox, userByEmail, type TestOrg } from "../support/org";

let org: TestOrg;
let outbox: string;
let adminCookie: string;

type Answer = { status: number; code: number | undefined; json: Record<string, unknown> };

async function multipart(parts: { file?: { name: string; content: string | Uint8Array; type?: string }; departmentId?: string }) {
  const fd = new FormData();
  if (parts.file) fd.set("file", new File([parts.file.content as BlobPart], parts.file.name, { type: parts.file.type ?? "text/csv" }));
  if (parts.departmentId !== undefined) fd.set("departmentId", parts.departmentId);
  const req = new Request("http://localhost/", { method: "POST", body: fd });
  return { body: new Uint8Array(await req.arrayBuffer()), type: req.headers.get("content-type")! };
}

async function upload(
  parts: Parameters<typeof multipart>[0],
  opts: { tenant?: string; cookie?: string | null } = {},
): Promise<Answer> {
  const { body, type } = await multipart(parts);
  const cookie = opts.cookie === null ? undefined : (opts.cookie ?? adminCookie);
  const a = await callRoute(POST, apiRequest("/api/admin/users/bulk", { method: "POST", tenant: opts.tenant ?? org.slug, cookie, headers: { "content-type": type }, rawBody: body }));
  return { status: a.status, code: a.code, json: (a.json ?? {}) as Record<string, unknown> };
}

const csv = (...lines: string[]) => lines.join("\n") + "\n";

beforeAll(async () => {
  outbox = useTempOutbox();
  org = await createTestOrg({ seats: 25 });
  await insertUser(org, { email: `known@${org.slug}.test`, role: "collaborator" });
  adminCookie = (await sessionFor(await findUser(`admin@${org.slug}.test`, org.slug), org.slug)).cookie;
});

afterAll(async () => {
  await closeDb();
});

describe("bulk upload of users", () => {
  it("creates the 3 good rows, discards the 2 faulty ones and reports them with their reasons", async () => {
    const logsBefore = await activityCount(org.companyId);
    const a = await upload({
      file: {
        name: "team.csv",
        content: csv(
          "Full Name,Email,Role,Departments",
          `Ana Ruiz,ana@${org.slug}.test,recruiter,Engineering`,
          `Bo Chen,BO@${org.slug}.test,collaborator,engineering;Sales`,
          `Cy Diaz,cy@${org.slug}.test,,`,
          `,noname@${org.slug}.test,recruiter,`,
          `Dup Known,known@${org.slug}.test,recruiter,Sales`,
        ),
      },
      departmentId: org.departments.sales,
    });
    expect(a.status).toBe(200);
    const results = a.json.results as { created: { row: number; email: string }[]; faulty: { row: number; email: string; faults: string[] }[]; invitationFailed: string[] };
    expect(results.created.map((c) => c.email)).toEqual([`ana@${org.slug}.test`, `bo@${org.slug}.test`, `cy@${org.slug}.test`]);
    expect(results.faulty).toEqual([
      { row: 5, name: "", email: `noname@${org.slug}.test`, faults: ["nameRequired"] },
      { row: 6, name: "Dup Known", email: `known@${org.slug}.test`, faults: ["emailRegistered"] },
    ]);
    expect(results.invitationFailed).toEqual([]);

    const created = await getDb()
      .select()
      .from(users)
      .where(and(eq(users.companyId, org.companyId), inArray(users.email, results.created.map((c) => c.email))));
    expect(created).toHaveLength(3);
    expect(created.every((u) => u.state === "active" && u.invitationAcceptedAt === null && u.invitedById === org.adminId)).toBe(true);
    const bo = created.find((u) => u.email === `bo@${org.slug}.test`)!;
    expect(bo.role).toBe("collaborator");
    const cy = created.find((u) => u.email === `cy@${org.slug}.test`)!;
    expect(cy.role).toBe("recruiter");
    const membership = async (id: string) => (await getDb().select().from(userDepartments).where(eq(userDepartments.userId, id))).map((d) => d.departmentId).sort();
    expect(await membership(bo.id)).toEqual([org.departments.engineering, org.departments.sales].sort());
    // A row without departments gets the one chosen on the form.
    expect(await membership(cy.id)).toEqual([org.departments.sales]);
    expect(await userByEmail(org.companyId, `noname@${org.slug}.test`)).toBeUndefined();

    // One entry per user plus one for the upload.
    expect(await activityCount(org.companyId)).toBe(logsBefore + 4);
    const [summary] = await getDb().select().from(activityLog).where(and(eq(activityLog.companyId, org.companyId), eq(activityLog.action, "user.bulkUpload")));
    expect(summary).toMatchObject({ actorUserId: org.adminId, after: { created: 3, faulty: 2, fileName: "team.csv" } });

    for (const c of results.created) expect(INVITATION_LINK.exec(outboxMailsTo(outbox, c.email)[0] ?? "")?.[0]).toMatch(new RegExp(`^http://${org.slug}\\.localhost/admin/invitation/`));
  });

  it("refuses a file whose good rows outnumber the free seats with the spec message, and writes nothing", async () => {
    const small = await createTestOrg({ seats: 3 });
    const cookie = (await sessionFor(await findUser(`admin@${small.slug}.test`, small.slug), small.slug)).cookie;
    const usersBefore = await countUsers(small.companyId);
    const logsBefore = await activityCount(small.companyId);
    const a = await upload(
      { file: { name: "many.csv", content: csv("name,email", `A,a@${small.slug}.test`, `B,b@${small.slug}.test`, `C,c@${small.slug}.test`, "bad,") }, departmentId: small.departments.engineering },
      { tenant: small.slug, cookie },
    );
    expect(a.status).toBe(403);
    expect(a.code).toBe(ERROR_CODES.seatQuotaExceeded);
    expect(a.json.message).toBe("Only 2 users allowed for bulk upload. Contact admin for more seats.");
    expect(a.json.details).toMatchObject({ allowed: 2 });
    expect(await countUsers(small.companyId)).toBe(usersBefore);
    expect(await activityCount(small.companyId)).toBe(logsBefore);
    const [{ n }] = await getDb().select({ n: sql<number>`count(*)::int` }).from(authTokens).where(eq(authTokens.companyId, small.companyId));
    expect(n).toBe(0);
    // Exactly the free seats' worth goes through.
    const ok = await upload({ file: { name: "two.csv", content: csv("name,email", `A,a@${small.slug}.test`, `B,b@${small.slug}.test`) }, departmentId: small.departments.engineering }, { tenant: small.slug, cookie });
    expect(ok.status).toBe(200);
  });

  it("allows one recruiter admin per company even across a file (10021 rows are discarded)", async () => {
    const other = await createTestOrg();
    const cookie = (await sessionFor(await findUser(`admin@${other.slug}.test`, other.slug), other.slug)).cookie;
    const a = await upload(
      { file: { name: "ra.csv", content: csv("name,email,role", `R1,r1@${other.slug}.test,recruiter admin`, `R2,r2@${other.slug}.test,recruiterAdmin`) }, departmentId: other.departments.engineering },
      { tenant: other.slug, cookie },
    );
    expect(a.status).toBe(200);
    const results = a.json.results as { created: unknown[]; faulty: { faults: string[] }[] };
    expect(results.created).toHaveLength(1);
    expect(results.faulty[0].faults).toEqual(["recruiterAdminExists"]);
  });

  it("stores hostile-looking names literally and reports rows it cannot use, without a 500", async () => {
    const a = await upload({
      file: {
        name: "hostile.csv",
        content: csv("name,email", `"Robert'); DROP TABLE users;--",bobby@${org.slug}.test`, `<script>alert(1)</script>,xss@${org.slug}.test`, `=HYPERLINK("http://evil"),'; select 1;--`),
      },
      departmentId: org.departments.engineering,
    });
    expect(a.status).toBe(200);
    expect((await userByEmail(org.companyId, `bobby@${org.slug}.test`))?.fullName).toBe("Robert'); DROP TABLE users;--");
    expect((await userByEmail(org.companyId, `xss@${org.slug}.test`))?.fullName).toBe("<script>alert(1)</script>");
    const results = a.json.results as { faulty: { faults: string[] }[] };
    expect(results.faulty.map((f) => f.faults)).toEqual([["emailInvalid"]]);
  });
});

describe("bad uploads are refused with 4xx and write nothing", () => {
  const cases: [string, Parameters<typeof multipart>[0], number, number, string?][] = [
    ["no file", { departmentId: "" }, 400, ERROR_CODES.invalidRequest, "Please choose a csv file"],
    ["a file that is not a .csv", { file: { name: "users.xlsx", content: "name,email\nA,a@x.test\n" } }, 400, ERROR_CODES.invalidRequest, "Please choose a csv file"],
    ["a binary renamed to .csv", { file: { name: "users.csv", content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe]) } }, 400, ERROR_CODES.invalidRequest, "Please choose a csv file"],
    ["a CSV without name and email columns", { file: { name: "users.csv", content: "first,last\nA,B\n" } }, 400, ERROR_CODES.invalidRequest],
    ["a CSV with only a header", { file: { name: "users.csv", content: "name,email\n" } }, 400, ERROR_CODES.invalidRequest],
    ["more than 1000 rows", { file: { name: "users.csv", content: "name,email\n" + Array.from({ length: 1001 }, (_, i) => `U${i},u${i}@x.test`).join("\n") } }, 413, ERROR_CODES.payloadTooLarge],
    ["a file above 1 MB", { file: { name: "users.csv", content: "name,email\n" + "x".repeat(1024 * 1024 + 10) } }, 413, ERROR_CODES.payloadTooLarge],
  ];
  for (const [label, parts, status, code, message] of cases) {
    it(`refuses ${label} with ${code}`, async () => {
      const before = await countUsers(org.companyId);
      const a = await upload({ departmentId: org.departments.engineering, ...parts });
      expect(a.status).toBe(status);
      expect(a.code).toBe(code);
      if (message) expect(a.json.message).toBe(message);
      expect(await countUsers(org.companyId)).toBe(before);
    });
  }

  it("refuses a missing or malformed department with 10001 and another company's with 10404", async () => {
    const file = { name: "users.csv", content: csv("name,email", `Z,z@${org.slug}.test`) };
    expect((await upload({ file })).code).toBe(ERROR_CODES.invalidRequest);
    expect((await upload({ file, departmentId: "'; drop table users;--" })).code).toBe(ERROR_CODES.invalidRequest);
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    const [acmeDept] = await getDb().select().from(departments).where(eq(departments.companyId, acme.id)).limit(1);
    const a = await upload({ file, departmentId: acmeDept.id });
    expect(a.status).toBe(404);
    expect(a.code).toBe(ERROR_CODES.recordNotFound);
    expect(await userByEmail(org.companyId, `z@${org.slug}.test`)).toBeUndefined();
  });

  it("refuses a JSON body, a form without boundary and an oversized declared length", async () => {
    const json = await callRoute(POST, apiRequest("/api/admin/users/bulk", { method: "POST", tenant: org.slug, cookie: adminCookie, json: { file: "x" } }));
    expect([json.status, json.code]).toEqual([400, ERROR_CODES.invalidRequest]);
    const noBoundary = await callRoute(POST, apiRequest("/api/admin/users/bulk", { method: "POST", tenant: org.slug, cookie: adminCookie, headers: { "content-type": "multipart/form-data" }, rawBody: "x" }));
    expect([noBoundary.status, noBoundary.code]).toEqual([400, ERROR_CODES.invalidRequest]);
    const garbage = await callRoute(
      POST,
      apiRequest("/api/admin/users/bulk", { method: "POST", tenant: org.slug, cookie: adminCookie, headers: { "content-type": "multipart/form-data; boundary=zzz" }, rawBody: "not a multipart body" }),
    );
    expect([garbage.status, garbage.code]).toEqual([400, ERROR_CODES.invalidRequest]);
    const huge = await callRoute(
      POST,
      apiRequest("/api/admin/users/bulk", { method: "POST", tenant: org.slug, cookie: adminCookie, headers: { "content-type": "multipart/form-data; boundary=zzz", "content-length": String(50 * 1024 * 1024) }, rawBody: "x" }),
    );
    expect([huge.status, huge.code]).toEqual([413, ERROR_CODES.payloadTooLarge]);
  });
});

describe("who may upload", () => {
  const file = () => ({ name: "u.csv", content: csv("name,email", `Who,who@${org.slug}.test`) });

  it("answers 440 without a session and 403 to a role without users.manage", async () => {
    expect((await upload({ file: file(), departmentId: org.departments.engineering }, { cookie: null })).status).toBe(440);
    const collaborator = await insertUser(org, { role: "collaborator" });
    const recruiter = await insertUser(org, { role: "recruiter" });
    for (const u of [collaborator, recruiter]) {
      const cookie = (await sessionFor(u, org.slug)).cookie;
      const a = await upload({ file: file(), departmentId: org.departments.engineering }, { cookie });
      expect([a.status, a.code]).toEqual([403, ERROR_CODES.permissionDenied]);
    }
    expect(await userByEmail(org.companyId, `who@${org.slug}.test`)).toBeUndefined();
  });

  it("gives a demo admin's session nothing on this company (440)", async () => {
    const demoAdmin = await sessionFor(await findUser("admin@demo.test", "demo"), "demo");
    const a = await upload({ file: file(), departmentId: org.departments.engineering }, { cookie: demoAdmin.cookie });
    expect(a.status).toBe(440);
    expect(await userByEmail(org.companyId, `who@${org.slug}.test`)).toBeUndefined();
  });

  it("cannot write into another company by naming its department from its own tenant", async () => {
    const [acme] = await getDb().select().from(companies).where(eq(companies.slug, "acme"));
    const [acmeDept] = await getDb().select().from(departments).where(eq(departments.companyId, acme.id)).limit(1);
    const demoAdmin = await sessionFor(await findUser("admin@demo.test", "demo"), "demo");
    const a = await upload({ file: { name: "u.csv", content: csv("name,email", "Sneak,sneak@acme.test") }, departmentId: acmeDept.id }, { tenant: "demo", cookie: demoAdmin.cookie });
    expect(a.code).toBe(ERROR_CODES.recordNotFound);
    const sneaks = await getDb().select().from(users).where(sql`lower(${users.email}) = 'sneak@acme.test'`);
    expect(sneaks).toEqual([]);
  });
});
