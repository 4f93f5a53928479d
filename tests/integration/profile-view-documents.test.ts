import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import mammoth from "mammoth";
import { extractText } from "unpdf";
import { closeDb, getDb } from "@/db/client";
import { activityLog, moduleRestrictions, talentProfiles } from "@/db/schema";
import { GET as adminDownload } from "@/app/api/admin/candidate/profile/download/route";
import { GET as talentDownload } from "@/app/api/candidate/profile/download/route";
import { isAppError, type AppError } from "@/lib/errors/app-error";
import { saveSection } from "@/lib/profiles/commands";
import { PUBLIC_PROFILE_SHARE, PUBLIC_PROFILE_TTL_SEC, createPublicProfileLink, openPublicProfileLink } from "@/lib/profiles/public-link";
import { BUILDER_STEPS } from "@/lib/profiles/rules";
import { loadViewedProfile } from "@/lib/profiles/view-queries";
import { putFile } from "@/lib/storage";
import { findTenantBySlug, type Tenant } from "@/lib/tenancy/queries";
import { apiRequest, type RouteHandler } from "../support/api-request";
import { tinyPdf } from "../support/files";
import { makeTalent, validSections, withTempStorage } from "../support/profiles";
import { ensureUser, sessionFor, signInAs, type TestSession } from "../support/sessions";
import { readZipEntry } from "../support/unzip";

withTempStorage();

let demo: Tenant;
let acme: Tenant;
let complete: { id: string; email: string; resumeBytes: Uint8Array };
let talentSession: TestSession;
let partialSession: TestSession;
let recruiter: TestSession;

async function failure(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!isAppError(e)) throw new Error(`expected an AppError, got ${String(e)}`);
  return e;
}

/** Calls a download route and keeps the body as bytes (documents are binary). */
async function download(handler: RouteHandler, path: string, session: TestSession | null, opts: { tenant?: string; locale?: string } = {}) {
  const res = await handler(apiRequest(path, { cookie: session?.cookie, tenant: opts.tenant, headers: opts.locale ? { "accept-language": opts.locale } : {} }), { params: Promise.resolve({}) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get("content-type")?.includes("json") ? (JSON.parse(bytes.toString("utf8")) as { code?: number }) : null;
  return { status: res.status, headers: res.headers, bytes, code: json?.code };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

beforeAll(async () => {
  demo = (await findTenantBySlug("demo"))!;
  acme = (await findTenantBySlug("acme"))!;
  const user = await makeTalent();
  const resumeBytes = tinyPdf("Bea Builder original resume");
  const resume = await putFile({ companyId: demo.id, ownerUserId: user.id, kind: "resume", fileName: "bea-cv.pdf", bytes: resumeBytes });
  const cert = await putFile({ companyId: demo.id, ownerUserId: user.id, kind: "certificate", fileName: "aws.pdf", bytes: tinyPdf("AWS") });
  const data = validSections({ resumeId: resume.id, certificateId: cert.id });
  for (const step of BUILDER_STEPS) await saveSection(demo.id, user.id, step, data[step]);
  complete = { id: user.id, email: user.email, resumeBytes };
  talentSession = await sessionFor(user, "demo");

  const other = await makeTalent();
  const otherResume = await putFile({ companyId: demo.id, ownerUserId: other.id, kind: "resume", fileName: "cv.pdf", bytes: tinyPdf() });
  const otherData = validSections({ resumeId: otherResume.id });
  await saveSection(demo.id, other.id, "resume", otherData.resume);
  await saveSection(demo.id, other.id, "personal", otherData.personal);
  partialSession = await sessionFor(other, "demo");
  recruiter = await signInAs("recruiter@demo.test", "demo");
});

afterAll(async () => {
  await closeDb();
});

describe("GET /api/candidate/profile/download (the talent's own documents)", () => {
  it("answers the printable profile as an A4 PDF attachment with the talent's name, jobs and contacts", async () => {
    const r = await download(talentDownload, "/api/candidate/profile/download?format=pdf", talentSession);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="Bea_Builder_Profile\.pdf"/);
    expect(r.headers.get("cache-control")).toContain("no-store");
    expect(r.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(r.bytes);
    expect(text).toContain("Bea Builder");
    expect(text).toContain("Shopify");
    expect(text).toContain("Wealthsimple");
    expect(text).toContain(complete.email);
    // The company logo (the tenant's local SVG, rasterised) is drawn as an image.
    expect(r.bytes.toString("latin1")).toMatch(/\/Subtype \/Image/);
  }, 60_000);

  it("answers a Word file with 0.8 inch margins for a completed (custom) profile", async () => {
    const r = await download(talentDownload, "/api/candidate/profile/download?format=docx", talentSession);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="Bea_Builder_Profile\.docx"/);
    expect(readZipEntry(r.bytes, "word/document.xml")!.toString()).toContain('w:left="1152"');
    const { value } = await mammoth.extractRawText({ buffer: r.bytes });
    expect(value).toContain("Bea Builder");
    expect(value).toContain("Shopify");
  });

  it("answers the original resume as it was uploaded", async () => {
    const r = await download(talentDownload, "/api/candidate/profile/download?format=resume", talentSession);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="bea-cv\.pdf"/);
    expect(Buffer.compare(r.bytes, Buffer.from(complete.resumeBytes))).toBe(0);
  });

  it("writes the document in the reader's language", async () => {
    const r = await download(talentDownload, "/api/candidate/profile/download?format=pdf", talentSession, { locale: "fr-FR,fr;q=0.9" });
    const text = await pdfText(r.bytes);
    expect(text).toContain("Expérience professionnelle");
  }, 60_000);

  it("refuses Word with 10404 while the profile is not a custom resume yet, but still gives the PDF", async () => {
    const word = await download(talentDownload, "/api/candidate/profile/download?format=docx", partialSession);
    expect([word.status, word.code]).toEqual([404, 10404]);
    const pdf = await download(talentDownload, "/api/candidate/profile/download?format=pdf", partialSession);
    expect(pdf.status).toBe(200);
  }, 60_000);

  it("refuses an unknown format with 10001", async () => {
    for (const format of ["exe", "", "PDF", "pdf%00", "../../etc/passwd"]) {
      const r = await download(talentDownload, `/api/candidate/profile/download?format=${encodeURIComponent(format)}`, talentSession);
      expect([r.status, r.code]).toEqual([400, 10001]);
    }
  });

  it("is refused without a session (10231) and to admin sessions (10403)", async () => {
    expect((await download(talentDownload, "/api/candidate/profile/download?format=pdf", null)).code).toBe(10231);
    expect((await download(talentDownload, "/api/candidate/profile/download?format=pdf", recruiter)).code).toBe(10403);
  });
});

describe("GET /api/admin/candidate/profile/download", () => {
  const path = (id: string, format = "pdf") => `/api/admin/candidate/profile/download?candidateId=${id}&format=${format}`;

  it("gives an admin viewer the printable profile with the e-mails and phones masked", async () => {
    const r = await download(adminDownload, path(complete.id), recruiter);
    expect(r.status).toBe(200);
    const text = await pdfText(r.bytes);
    expect(text).toContain("Bea Builder");
    expect(text).toContain("Shopify");
    expect(text).not.toContain(complete.email);
    expect(text).toMatch(/bu\*+@demo\.test/);
    expect(text).toContain("be*****@example.com");
    expect(text).not.toContain("4165550100");
    expect(text).toContain("+* ********00");
  }, 60_000);

  it("masks the Word file for an admin viewer too", async () => {
    const r = await download(adminDownload, path(complete.id, "docx"), recruiter);
    const { value } = await mammoth.extractRawText({ buffer: r.bytes });
    expect(value).toContain("Shopify");
    expect(value).not.toContain(complete.email);
  });

  it("answers 404 (10404) for another company's candidate and for an unknown id", async () => {
    const acmeAdmin = await signInAs("admin@acme.test", "acme");
    const foreign = await download(adminDownload, path(complete.id), acmeAdmin, { tenant: "acme" });
    expect([foreign.status, foreign.code]).toEqual([404, 10404]);
    const unknown = await download(adminDownload, path("5b0c7d1e-0000-4000-8000-000000000000"), recruiter);
    expect([unknown.status, unknown.code]).toEqual([404, 10404]);
    // A user of the company who is not a talent is no candidate either.
    const recruiterRow = await ensureUser({ tenant: "demo", email: "recruiter@demo.test", role: "recruiter" });
    expect((await download(adminDownload, path(recruiterRow.id), recruiter)).code).toBe(10404);
  });

  it("refuses a bad format or candidate id with 10001", async () => {
    expect((await download(adminDownload, path(complete.id, "zip"), recruiter)).code).toBe(10001);
    expect((await download(adminDownload, path("' or 1=1 --"), recruiter)).code).toBe(10001);
  });

  it("refuses roles without talent.search (10403) and talent sessions (10403)", async () => {
    const collaborator = await signInAs("collaborator@demo.test", "demo");
    expect((await download(adminDownload, path(complete.id), collaborator)).code).toBe(10403);
    expect((await download(adminDownload, path(complete.id), talentSession)).code).toBe(10403);
  });
});

describe("public candidate links", () => {
  it("seals a link that opens on this tenant only, and records who made it", async () => {
    const now = new Date();
    const { path, expiresAt } = await createPublicProfileLink(demo, complete.id, complete.id, now);
    expect(path).toMatch(/^\/public\/candidate\/[A-Za-z0-9_-]+$/);
    expect(new Date(expiresAt).getTime()).toBe(now.getTime() + PUBLIC_PROFILE_TTL_SEC * 1000);
    const token = path.split("/").pop()!;
    expect(token).not.toContain(complete.id);
    expect(await openPublicProfileLink(demo, token)).toBe(complete.id);
    expect(await openPublicProfileLink(acme, token)).toBeNull();
    expect(await openPublicProfileLink(demo, `${token.slice(0, -2)}AA`)).toBeNull();
    expect(await openPublicProfileLink(demo, token, now.getTime() + (PUBLIC_PROFILE_TTL_SEC + 1) * 1000)).toBeNull();
    expect(await openPublicProfileLink(demo, "x".repeat(1024 * 1024))).toBeNull();

    const [log] = await getDb()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, complete.id), eq(activityLog.action, "profile.publicLinkCreated")));
    expect(log.actorUserId).toBe(complete.id);
    expect(log.after).toEqual({ expiresAt });
  });

  it("refuses another company's talent or a non-talent with 10404, writing nothing", async () => {
    const acmeTalent = await makeTalent("acme");
    expect((await failure(createPublicProfileLink(demo, complete.id, acmeTalent.id))).code).toBe(10404);
    expect((await failure(createPublicProfileLink(demo, complete.id, "not-a-uuid"))).code).toBe(10404);
    const logs = await getDb().select().from(activityLog).where(eq(activityLog.entityId, acmeTalent.id));
    expect(logs).toHaveLength(0);
  });

  it("is unavailable without the PUBLIC_PROFILE_SHARE restriction, which also closes links given out", async () => {
    const { path } = await createPublicProfileLink(demo, complete.id, complete.id);
    const token = path.split("/").pop()!;
    const row = { companyId: demo.id, moduleType: "profileModule", restriction: PUBLIC_PROFILE_SHARE };
    await getDb()
      .delete(moduleRestrictions)
      .where(and(eq(moduleRestrictions.companyId, demo.id), eq(moduleRestrictions.restriction, PUBLIC_PROFILE_SHARE)));
    try {
      expect((await failure(createPublicProfileLink(demo, complete.id, complete.id))).code).toBe(10028);
      expect(await openPublicProfileLink(demo, token)).toBeNull();
    } finally {
      await getDb().insert(moduleRestrictions).values(row).onConflictDoNothing();
    }
    expect(await openPublicProfileLink(demo, token)).toBe(complete.id);
  });

  it("shows the profile through a link without certificates, resume or immigration", async () => {
    const view = (await loadViewedProfile(demo.id, complete.id, { kind: "public" }))!;
    const self = (await loadViewedProfile(demo.id, complete.id, { kind: "self" }))!;
    expect(self.profile.certification[0].certificates).toHaveLength(1);
    expect(view.profile.certification[0].certificates).toEqual([]);
    expect(view.profile.expertise.stackArray.flatMap((s) => s.certificates)).toEqual([]);
    expect(view.profile.personal.resume).toEqual([]);
    expect(view.profile.immigration).toBeNull();
    expect(self.flags.showImmigration).toBe(true);
    expect(view.displayName).toBe("Bea Builder");
  });

  it("hides the name when the candidate's name permission is off", async () => {
    await getDb().update(talentProfiles).set({ nameVisible: false }).where(eq(talentProfiles.userId, complete.id));
    try {
      const view = (await loadViewedProfile(demo.id, complete.id, { kind: "admin" }))!;
      expect(view.displayName).toBeNull();
      expect(view.profile.personal.emailId).not.toBe(complete.email);
      const pdf = await download(adminDownload, `/api/admin/candidate/profile/download?candidateId=${complete.id}&format=pdf`, recruiter);
      const text = await pdfText(pdf.bytes);
      expect(text).toContain("Confidential candidate");
      expect(text).not.toContain("Bea Builder");
      expect(pdf.headers.get("content-disposition")).toMatch(/filename="Candidate_B_\d+_\d+_Profile\.pdf"/);
    } finally {
      await getDb().update(talentProfiles).set({ nameVisible: true }).where(eq(talentProfiles.userId, complete.id));
    }
  }, 60_000);
});
