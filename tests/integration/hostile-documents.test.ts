import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { storedFiles } from "@/db/schema";
import { POST as parseFile } from "@/app/api/admin/jobs/parse-file/route";
import { POST as upload } from "@/app/api/candidate/uploads/route";
import { parseInWorker } from "@/lib/parse/thread";
import { createResumeParse } from "@/lib/resume/commands";
import { processResumeParse } from "@/lib/resume/worker";
import { putFile } from "@/lib/storage";
import { callRoute, nextTestIp } from "../support/api-request";
import { tinyDocx } from "../support/files";
import { companyIdOf, makeTalent, multipartRequest, withTempStorage } from "../support/profiles";
import { parseRow } from "../support/resume-pipeline";
import { sessionFor, signInAs, type TestSession } from "../support/sessions";
import { longTextDocx, lyingDocx, mismatchedDocx, zip64Docx } from "../support/zip";

/**
 * Issue 11 §1–2 at every entry point that takes a Word file: the candidate upload, the resume
 * parse job, and the job-description parse request. The ZIP64 bomb, the archive that lies about
 * its sizes and the 900 KB-text résumé each get their catalogued code, fast, on a real database.
 */
withTempStorage();

type Case = [string, number, () => Buffer | Promise<Buffer>];
const hostile: Case[] = [
  ["a ZIP64 DOCX whose classic directory is a decoy for 80 MB", 10457, () => zip64Docx({ megabytes: 80, classic: "decoy" })],
  ["a ZIP64 DOCX that unpacks to 80 MB", 10459, () => zip64Docx({ megabytes: 80, classic: "markers" })],
  ["a DOCX lying about its sizes (50 MB behind 4 KB)", 10457, () => lyingDocx({ megabytes: 50 })],
  ["a DOCX whose local header and directory disagree", 10457, () => mismatchedDocx()],
];
const longText: Case = ["the 900 KB-text DOCX", 10459, () => longTextDocx()];

let demoId: string;
let talent: Awaited<ReturnType<typeof makeTalent>>;
let session: TestSession;

beforeAll(async () => {
  demoId = await companyIdOf("demo");
  talent = await makeTalent();
  session = await sessionFor(talent, "demo");
  // The first parse thread loads its code through tsx (tests only): start it before the timings.
  await parseInWorker({ kind: "resume", bytes: tinyDocx(), catalogue: [] }, { timeoutMs: 60_000 }).catch(() => {});
}, 90_000);

afterAll(async () => {
  await closeDb();
});

function jobFile(bytes: Uint8Array, cookie: string): NextRequest {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "job.docx");
  return new NextRequest("http://localhost/api/admin/jobs/parse-file", { method: "POST", headers: { "x-tenant": "demo", "x-forwarded-for": nextTestIp(), cookie }, body: form });
}

describe("POST /api/candidate/uploads", () => {
  it.each(hostile)("refuses %s with %i, storing nothing", async (_, code, make) => {
    const before = await getDb().select().from(storedFiles).where(eq(storedFiles.ownerUserId, talent.id));
    const res = await callRoute(upload, await multipartRequest("/api/candidate/uploads?kind=resume", { bytes: await make(), name: "cv.docx" }, { cookie: session.cookie }));
    expect(res.code).toBe(code);
    expect(await getDb().select().from(storedFiles).where(eq(storedFiles.ownerUserId, talent.id))).toEqual(before);
  });
});

describe("the resume parse job", () => {
  it.each([...hostile, longText])(
    "fails %s with %i, fast",
    async (_, code, make) => {
      // Stored as an upload from before the archive check would have been.
      const file = await putFile({ companyId: demoId, ownerUserId: talent.id, kind: "resume", fileName: "cv.docx", bytes: await make() });
      const parse = await createResumeParse(demoId, talent.id, file.id);
      const start = performance.now();
      await processResumeParse({ parseId: parse.id, companyId: demoId });
      const ms = performance.now() - start;
      const row = await parseRow(parse.id);
      expect([row.status, row.errorCode]).toEqual(["failed", code]);
      // The goal for the 900 KB text is 2 s; the archives are refused before any inflating worth the name.
      expect(ms).toBeLessThan(code === 10459 && make === longText[2] ? 2000 : 5000);
    },
    60_000,
  );
});

describe("POST /api/admin/jobs/parse-file", () => {
  it.each([...hostile, longText])(
    "refuses %s with %i",
    async (_, code, make) => {
      const { cookie } = await signInAs("recruiter@demo.test", "demo");
      const bytes = await make();
      const start = performance.now();
      const res = await callRoute(parseFile, jobFile(bytes, cookie));
      expect(res.code).toBe(code);
      expect(performance.now() - start).toBeLessThan(4000);
    },
    60_000,
  );
});
