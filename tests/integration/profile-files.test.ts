import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { closeDb, getDb } from "@/db/client";
import { storedFiles } from "@/db/schema";
import { GET as getFile } from "@/app/api/files/[id]/route";
import { POST as upload } from "@/app/api/candidate/uploads/route";
import { GET as getAttachment } from "@/app/api/candidate/profile/attachment/route";
import { GET as getAdminAttachment } from "@/app/api/admin/candidate/profile/attachment/route";
import { deleteFile, putFile, readFile, signedUrl } from "@/lib/storage";
import { apiRequest, callRoute } from "../support/api-request";
import { tinyDocx, tinyPdf, tinyPng } from "../support/files";
import { companyIdOf, makeTalent, multipartRequest, withTempStorage } from "../support/profiles";
import { findUser, sessionFor, type TestSession } from "../support/sessions";

const storageDir = withTempStorage();
const MB = 1024 * 1024;

let demoId: string;
let acmeId: string;
let talent: Awaited<ReturnType<typeof makeTalent>>;
let session: TestSession;

async function filesOf(userId: string) {
  return getDb().select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId));
}

function filesOnDisk(): number {
  let n = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = path.join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else n += 1;
    }
  };
  walk(storageDir);
  return n;
}

async function send(kind: string, file: { bytes: Uint8Array; name: string; type?: string } | null, cookie = session.cookie) {
  return callRoute(upload, await multipartRequest(`/api/candidate/uploads?kind=${kind}`, file, { cookie }));
}

/** Calls the file route with a URL the app signed (or a spoiled copy of it). */
async function fetchSigned(url: string, cookie: string, tenant = "demo") {
  const id = url.split("?")[0].split("/").pop()!;
  return callRoute(getFile, apiRequest(url, { cookie, tenant }), { id });
}

beforeAll(async () => {
  demoId = await companyIdOf("demo");
  acmeId = await companyIdOf("acme");
  talent = await makeTalent();
  session = await sessionFor(talent, "demo");
});

afterAll(async () => {
  await closeDb();
});

describe("lib/storage", () => {
  it("stores bytes under a random key with their hash, size and sniffed type, and reads them back", async () => {
    const bytes = tinyPdf();
    const row = await putFile({ companyId: demoId, ownerUserId: talent.id, kind: "certificate", fileName: "../../secret/cert.pdf", bytes });
    expect(row.fileName).toBe("cert.pdf");
    expect(row.contentType).toBe("application/pdf");
    expect(row.sizeBytes).toBe(bytes.byteLength);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.storageKey).toMatch(new RegExp(`^${demoId}/[0-9a-f]{32}$`));
    expect((await readFile(demoId, row.id)).bytes).toEqual(bytes);
    await expect(readFile(acmeId, row.id)).rejects.toMatchObject({ code: 10404 });
    expect(await deleteFile(demoId, row.id)).toBe(true);
    await expect(readFile(demoId, row.id)).rejects.toMatchObject({ code: 10404 });
  });
});

describe("POST /api/candidate/uploads", () => {
  it("accepts a resume PDF, DOCX and a certificate PDF and records them as the talent's", async () => {
    const pdf = await send("resume", { bytes: tinyPdf(), name: "Jane CV.pdf", type: "application/pdf" });
    expect(pdf.status).toBe(200);
    expect(pdf.json).toMatchObject({ results: { fileName: "Jane CV.pdf", contentType: "application/pdf" } });
    const docx = await send("resume", { bytes: tinyDocx(), name: "cv.docx" });
    expect((docx.json as { results: { contentType: string } }).results.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const cert = await send("certificate", { bytes: tinyPdf(), name: "aws.pdf" });
    expect(cert.status).toBe(200);
    const rows = await filesOf(talent.id);
    expect(rows.filter((r) => r.kind === "resume")).toHaveLength(2);
    expect(rows.every((r) => r.companyId === demoId)).toBe(true);
  });

  it("refuses a PNG named .pdf by its content, writing nothing", async () => {
    const before = [await filesOf(talent.id), filesOnDisk()];
    const asResume = await send("resume", { bytes: tinyPng(), name: "cv.pdf", type: "application/pdf" });
    expect([asResume.status, asResume.code]).toEqual([415, 10456]);
    const asCert = await send("certificate", { bytes: tinyPng(), name: "cert.pdf", type: "application/pdf" });
    expect([asCert.status, asCert.code]).toEqual([400, 10001]);
    expect((asCert.json as { details: { reason: string } }).details.reason).toBe("fileType");
    // Right bytes, wrong name: a PDF called photo.png is refused too.
    const misnamed = await send("certificate", { bytes: tinyPdf(), name: "photo.png" });
    expect(misnamed.code).toBe(10001);
    const html = await send("certificate", { bytes: new TextEncoder().encode("%PDX<script>alert(1)</script>"), name: "x.pdf" });
    expect(html.code).toBe(10001);
    expect([await filesOf(talent.id), filesOnDisk()]).toEqual(before);
  });

  it("refuses files over the limit of their kind with 10413, writing nothing", async () => {
    const before = [await filesOf(talent.id), filesOnDisk()];
    const big = new Uint8Array(2 * MB + 1);
    big.set(tinyPdf());
    const resume = await send("resume", { bytes: big, name: "cv.pdf" });
    expect([resume.status, resume.code]).toEqual([413, 10413]);
    expect((resume.json as { details: { maxBytes: number } }).details.maxBytes).toBe(2 * MB);
    const photo = new Uint8Array(MB + 10);
    photo.set(tinyPng());
    const p = await send("photo", { bytes: photo, name: "me.png" });
    expect([p.status, p.code]).toEqual([413, 10413]);
    expect((p.json as { details: { maxBytes: number } }).details.maxBytes).toBe(MB);
    // A body that grows past the cap while streaming, with no length announced up front.
    const huge = new Uint8Array(5 * MB);
    const req = await multipartRequest("/api/candidate/uploads?kind=certificate", { bytes: huge, name: "a.pdf" }, { cookie: session.cookie });
    req.headers.delete("content-length");
    const streamed = await callRoute(upload, req);
    expect(streamed.code).toBe(10413);
    expect([await filesOf(talent.id), filesOnDisk()]).toEqual(before);
  });

  it("re-encodes a photo: a real square image without metadata comes out", async () => {
    const src = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#3366aa" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps" } } })
      .toBuffer();
    const out = await send("photo", { bytes: new Uint8Array(src), name: "me.jpg" });
    expect(out.status).toBe(200);
    const id = (out.json as { results: { fileId: string } }).results.fileId;
    const { bytes } = await readFile(demoId, id);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 512, 512, undefined]);
    expect(Buffer.from(bytes).includes("secret-gps")).toBe(false);
  });

  it("refuses a missing file, a bad kind and a non-multipart body with 10001", async () => {
    expect((await send("resume", null)).code).toBe(10001);
    expect((await send("script", { bytes: tinyPdf(), name: "a.pdf" })).code).toBe(10001);
    const json = await callRoute(upload, apiRequest("/api/candidate/uploads?kind=resume", { method: "POST", cookie: session.cookie, json: { file: "x" } }));
    expect(json.code).toBe(10001);
  });

  it("lets only a talent of this company upload", async () => {
    expect((await send("resume", { bytes: tinyPdf(), name: "a.pdf" }, "")).code).toBe(10231);
    const admin = await sessionFor(await findUser("admin@demo.test", "demo"), "demo");
    expect((await send("resume", { bytes: tinyPdf(), name: "a.pdf" }, admin.cookie)).code).toBe(10403);
  });
});

describe("signed file URLs", () => {
  it("streams the file with its stored type, a safe name and nosniff", async () => {
    const row = await putFile({ companyId: demoId, ownerUserId: talent.id, kind: "certificate", fileName: 'ré"port.pdf', bytes: tinyPdf() });
    const a = await fetchSigned(signedUrl(row.id, 60), session.cookie);
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toBe("application/pdf");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("content-disposition")).toBe(`inline; filename="r__port.pdf"; filename*=UTF-8''r%C3%A9_port.pdf`);
    expect(a.text.startsWith("%PDF-")).toBe(true);
  });

  it("refuses a tampered signature (10221) and an expired URL (10222)", async () => {
    const row = await putFile({ companyId: demoId, ownerUserId: talent.id, kind: "certificate", fileName: "a.pdf", bytes: tinyPdf() });
    const url = signedUrl(row.id, 60);
    const flipped = url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === "0" ? "1" : "0"}`);
    expect((await fetchSigned(flipped, session.cookie)).code).toBe(10221);
    expect((await fetchSigned(url.replace(/exp=\d+/, "exp=9999999999"), session.cookie)).code).toBe(10221);
    expect((await fetchSigned(url.replace(/&sig=.*/, ""), session.cookie)).code).toBe(10221);
    const other = await putFile({ companyId: demoId, ownerUserId: talent.id, kind: "certificate", fileName: "b.pdf", bytes: tinyPdf() });
    // A signature is bound to its file: it does not open another one.
    expect((await fetchSigned(url.replace(row.id, other.id), session.cookie)).code).toBe(10221);
    const expired = signedUrl(row.id, 60, Date.now() - 10 * 60_000);
    const e = await fetchSigned(expired, session.cookie);
    expect([e.status, e.code]).toEqual([410, 10222]);
  });

  it("answers 404 for another company's file, even with a valid signature", async () => {
    const acmeTalent = await makeTalent("acme");
    const row = await putFile({ companyId: acmeId, ownerUserId: acmeTalent.id, kind: "resume", fileName: "acme.pdf", bytes: tinyPdf() });
    const a = await fetchSigned(signedUrl(row.id, 60), session.cookie);
    expect([a.status, a.code]).toEqual([404, 10404]);
    const acmeSession = await sessionFor(acmeTalent, "acme");
    expect((await fetchSigned(signedUrl(row.id, 60), acmeSession.cookie, "acme")).status).toBe(200);
  });

  it("needs a session of the file's company", async () => {
    const row = await putFile({ companyId: demoId, ownerUserId: talent.id, kind: "certificate", fileName: "a.pdf", bytes: tinyPdf() });
    expect((await fetchSigned(signedUrl(row.id, 60), "")).code).toBe(10231);
  });
});

describe("GET candidate/profile/attachment (talent and admin)", () => {
  it("gives the talent a signed URL for their own file of a section", async () => {
    const row = await putFile({ companyId: demoId, ownerUserId: talent.id, kind: "certificate", fileName: "degree.pdf", bytes: tinyPdf() });
    const a = await callRoute(getAttachment, apiRequest("/api/candidate/profile/attachment?sectionType=education&fileName=degree.pdf", { cookie: session.cookie }));
    expect(a.status).toBe(200);
    const url = (a.json as { results: { signedUrl: string } }).results.signedUrl;
    expect(url).toContain(`/api/files/${row.id}?exp=`);
    expect((await fetchSigned(url, session.cookie)).status).toBe(200);
  });

  it("does not reach another talent's file by name, nor a file of the wrong section", async () => {
    const other = await makeTalent();
    await putFile({ companyId: demoId, ownerUserId: other.id, kind: "certificate", fileName: "theirs.pdf", bytes: tinyPdf() });
    const a = await callRoute(getAttachment, apiRequest("/api/candidate/profile/attachment?sectionType=education&fileName=theirs.pdf", { cookie: session.cookie }));
    expect([a.status, a.code]).toEqual([404, 10404]);
    const wrong = await callRoute(getAttachment, apiRequest("/api/candidate/profile/attachment?sectionType=resume&fileName=degree.pdf", { cookie: session.cookie }));
    expect(wrong.code).toBe(10404);
  });

  it("lets an admin-portal user of the same company open a candidate's file, and no one else's", async () => {
    await putFile({ companyId: demoId, ownerUserId: talent.id, kind: "resume", fileName: "for-admin.pdf", bytes: tinyPdf() });
    const recruiter = await sessionFor(await findUser("recruiter@demo.test", "demo"), "demo");
    const q = `candidateId=${talent.id}&sectionType=resume&fileName=for-admin.pdf`;
    const ok = await callRoute(getAdminAttachment, apiRequest(`/api/admin/candidate/profile/attachment?${q}`, { cookie: recruiter.cookie }));
    expect(ok.status).toBe(200);
    const acmeTalent = await makeTalent("acme");
    await putFile({ companyId: acmeId, ownerUserId: acmeTalent.id, kind: "resume", fileName: "for-admin.pdf", bytes: tinyPdf() });
    const cross = await callRoute(getAdminAttachment, apiRequest(`/api/admin/candidate/profile/attachment?candidateId=${acmeTalent.id}&sectionType=resume&fileName=for-admin.pdf`, { cookie: recruiter.cookie }));
    expect([cross.status, cross.code]).toEqual([404, 10404]);
    const asTalent = await callRoute(getAdminAttachment, apiRequest(`/api/admin/candidate/profile/attachment?${q}`, { cookie: session.cookie }));
    expect(asTalent.code).toBe(10403);
    const [{ n }] = (await getDb().execute<{ n: string }>(sql`select count(*) as n from stored_files where company_id = ${acmeId}`)).rows;
    expect(Number(n)).toBeGreaterThan(0);
  });

  it("refuses hostile names and section types with 4xx", async () => {
    for (const q of ["sectionType=education&fileName=" + "x".repeat(2000), "sectionType=<script>&fileName=a.pdf", "sectionType=education&fileName=%27%20OR%201%3D1%20--", "sectionType=education"]) {
      const a = await callRoute(getAttachment, apiRequest(`/api/candidate/profile/attachment?${q}`, { cookie: session.cookie }));
      expect(a.status, q).toBeGreaterThanOrEqual(400);
      expect(a.status, q).toBeLessThan(500);
    }
    expect((await getDb().select().from(storedFiles).where(and(eq(storedFiles.companyId, demoId), eq(storedFiles.fileName, "' OR 1=1 --")))).length).toBe(0);
  });
});
