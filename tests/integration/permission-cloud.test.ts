import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { companies, moduleRestrictions } from "@/db/schema";
import { GET } from "@/app/api/permission/cloud/route";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { CLOUD_STORAGE_RESTRICTION } from "@/lib/tenancy/cloud-storage";
import { apiRequest, callRoute } from "@/tests/support/api-request";
import { signInAs, type TestSession } from "@/tests/support/sessions";

let demoId: string;
let talent: TestSession;
let recruiter: TestSession;
let acmeTalent: TestSession;

async function ask(session: TestSession | null, tenant: string | null = "demo") {
  return callRoute(GET, apiRequest("/api/permission/cloud", { tenant, cookie: session?.cookie }));
}

async function restrict(companyId: string, on: boolean) {
  const row = { companyId, ...CLOUD_STORAGE_RESTRICTION };
  if (on) await getDb().insert(moduleRestrictions).values(row).onConflictDoNothing();
  else
    await getDb()
      .delete(moduleRestrictions)
      .where(and(eq(moduleRestrictions.companyId, companyId), eq(moduleRestrictions.moduleType, row.moduleType), eq(moduleRestrictions.restriction, row.restriction)));
}

beforeAll(async () => {
  const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.slug, "demo"));
  demoId = demo.id;
  talent = await signInAs("talent@demo.test", "demo");
  recruiter = await signInAs("recruiter@demo.test", "demo");
  acmeTalent = await signInAs("talent@acme.test", "acme");
});

afterAll(async () => {
  await restrict(demoId, false);
  await getDb().update(companies).set({ status: "active" }).where(eq(companies.id, demoId));
  await closeDb();
});

describe("GET /api/permission/cloud", () => {
  it("answers results.storagePermission true for a signed-in talent of an active company", async () => {
    const res = await ask(talent);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ results: { storagePermission: true } });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers admin-portal sessions too", async () => {
    const res = await ask(recruiter);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ results: { storagePermission: true } });
  });

  it("answers false once the company's cloud storage restriction is set, and only for that company", async () => {
    await restrict(demoId, true);
    try {
      expect((await ask(talent)).json).toEqual({ results: { storagePermission: false } });
      expect((await ask(acmeTalent, "acme")).json).toEqual({ results: { storagePermission: true } });
    } finally {
      await restrict(demoId, false);
    }
    expect((await ask(talent)).json).toEqual({ results: { storagePermission: true } });
  });

  it("answers false while the company's plan has expired", async () => {
    await getDb().update(companies).set({ status: "expired" }).where(eq(companies.id, demoId));
    try {
      expect((await ask(talent)).json).toEqual({ results: { storagePermission: false } });
    } finally {
      await getDb().update(companies).set({ status: "active" }).where(eq(companies.id, demoId));
    }
  });

  it("refuses a request without a session with 10231 (HTTP 440)", async () => {
    const res = await ask(null);
    expect(res.status).toBe(440);
    expect(res.code).toBe(ERROR_CODES.sessionExpired);
  });

  it("does not accept a session issued for another tenant", async () => {
    const res = await ask(talent, "acme");
    expect(res.status).toBe(440);
    expect(res.code).toBe(ERROR_CODES.sessionExpired);
  });

  it("answers an unknown tenant with 10002", async () => {
    const res = await ask(talent, "no-such-company");
    expect(res.code).toBe(ERROR_CODES.unknownCompany);
    expect(res.status).toBe(404);
  });
});
