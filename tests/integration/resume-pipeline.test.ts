import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { registerWorkers, stopQueue } from "@/lib/queue";
import { createResumeParse, queueResumeParse, startResumeParse } from "@/lib/resume/commands";
import { getResumeParse, latestResumeParse } from "@/lib/resume/queries";
import { serverWorkers } from "@/lib/server-workers";
import { LocalDiskDriver, setStorageDriver, type StorageDriver } from "@/lib/storage/driver";
import { makeCompany, makeTalent, parseRow, RESUME_FIXTURES, resumeFixture, settled, uploadResume } from "../support/resume-pipeline";
import { codeOf } from "../support/codes";

/**
 * The resume pipeline end to end on the real database and the real queue: files stored through
 * lib/storage on disk, the worker started the way the server starts it (registerWorkers), jobs
 * polled from Postgres. A storage driver wrapper lets a test watch or slow down the read.
 */
let storageDir: string;
let onRead: ((key: string) => Promise<void>) | null = null;
const reads: string[] = [];
let companyA: string;
let companyB: string;
let talentA: string;
let talentA2: string;
let talentB: string;

beforeAll(async () => {
  process.env.QUEUE_POLL_SECONDS = "0.5";
  storageDir = mkdtempSync(path.join(os.tmpdir(), "resume-storage-"));
  const disk = new LocalDiskDriver(storageDir);
  const watched: StorageDriver = {
    put: (k, b) => disk.put(k, b),
    get: async (k) => {
      reads.push(k);
      if (onRead) await onRead(k);
      return disk.get(k);
    },
    stream: (k) => disk.stream(k),
    delete: (k) => disk.delete(k),
  };
  setStorageDriver(watched);
  companyA = await makeCompany("resume-a");
  companyB = await makeCompany("resume-b");
  talentA = await makeTalent(companyA);
  talentA2 = await makeTalent(companyA);
  talentB = await makeTalent(companyB);
  await registerWorkers(serverWorkers());
});

afterAll(async () => {
  await stopQueue();
  setStorageDriver(null);
  rmSync(storageDir, { recursive: true, force: true });
  await closeDb();
});

describe("resume pipeline", () => {
  it("moves a parse initialized → queued → parsing → parsed and stores the builder's fields", async () => {
    const file = await uploadResume(companyA, talentA, "alex-morgan.pdf");
    const created = await createResumeParse(companyA, talentA, file.id);
    expect(created.status).toBe("initialized");
    expect((await parseRow(created.id)).status).toBe("initialized");

    // Seen from inside the worker, at the moment it reads the bytes.
    let statusWhileReading: string | null = null;
    onRead = async (key) => {
      if (key === file.storageKey) statusWhileReading = (await parseRow(created.id)).status;
    };
    const queued = await queueResumeParse(companyA, created.id);
    expect(queued?.status).toBe("queued");
    const jobs = await getDb().execute(sql`select state from pgboss.job where name = 'resume.parse' and data ->> 'parseId' = ${created.id}`);
    expect(jobs.rows).toHaveLength(1);

    const done = await settled(created.id);
    onRead = null;
    expect(statusWhileReading).toBe("parsing");
    expect(done.status).toBe("parsed");
    expect(done.errorCode).toBeNull();

    const view = await getResumeParse(companyA, talentA, created.id);
    const expected = JSON.parse(readFileSync(path.join(RESUME_FIXTURES, "alex-morgan.pdf.expected.json"), "utf8")).fields;
    const r = view!.result!;
    expect(r.version).toBe(1);
    expect(r.file).toMatchObject({ type: "pdf", sha256: file.sha256 });
    expect(r.personal).toMatchObject({ firstName: expected.firstName, lastName: expected.lastName, emailId: expected.email, phoneNumber: { value: "4155550132", country: "US", dialCode: "+1" } });
    expect(r.personal.linkedInProfileUrl).toBe("https://www.linkedin.com/in/alexmorgan");
    expect(r.expertise.stackArray).toEqual(expect.arrayContaining(expected.skills));
    expect(r.expertise.stacks.Language).toEqual(expect.arrayContaining([{ technology: "TypeScript", experience: expect.any(Number) }]));
    expect(r.workExperience.experience.map((e) => [e.company, e.designation?.label, e.from, e.current])).toEqual([
      ["Brightpay Inc.", "Senior Software Engineer", "2020-01", true],
      ["Shoplane", "Software Engineer", "2016-06", false],
    ]);
    expect(r.education.groupedEducation.UNDERGRADUATE[0]).toMatchObject({ courseName: "B.Sc. in Computer Science", completion: "2016", status: "COMPLETED" });
    expect((await latestResumeParse(companyA, talentA))?.id).toBe(created.id);
  });

  it("parses a Word resume in French the same way", async () => {
    const file = await uploadResume(companyA, talentA2, "jean-pierre-dupont.docx");
    const started = await startResumeParse(companyA, talentA2, file.id);
    expect(started.status).toBe("queued");
    const done = await settled(started.id);
    expect(done.status).toBe("parsed");
    const view = await getResumeParse(companyA, talentA2, started.id);
    expect(view?.result?.language).toBe("fr");
    expect(view?.result?.personal).toMatchObject({ firstName: "Jean-Pierre", lastName: "Dupont", phoneNumber: { value: "612345678", country: "FR", dialCode: "+33" } });
    expect(view?.result?.education.groupedEducation.MASTERS[0]?.institution).toBe("INSA Lyon");
  });

  it.each([
    ["error-legacy.doc", 10456],
    ["error-image-named.pdf", 10456],
    ["error-damaged.pdf", 10457],
    ["error-damaged.docx", 10457],
    ["error-scan-no-text.pdf", 10458],
    ["error-password-protected.pdf", 10460],
    ["sam-taylor-no-email.pdf", 10461],
  ])("fails %s with %i and stores no result", async (name, code) => {
    const talent = await makeTalent(companyA);
    const file = await uploadResume(companyA, talent, name);
    const started = await startResumeParse(companyA, talent, file.id);
    const done = await settled(started.id);
    expect(done.status).toBe("failed");
    expect(done.errorCode).toBe(code);
    expect(done.result).toBeNull();
  });

  it("fails a file over 2 MB with 10459 without reading its bytes", async () => {
    const talent = await makeTalent(companyA);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(resumeFixture("alex-morgan.pdf"));
    const file = await uploadResume(companyA, talent, "big.pdf", big);
    const started = await startResumeParse(companyA, talent, file.id);
    const done = await settled(started.id);
    expect([done.status, done.errorCode]).toEqual(["failed", 10459]);
    expect(reads).not.toContain(file.storageKey);
  });

  it("fails with 10462 when reading the file takes longer than the time limit", async () => {
    const talent = await makeTalent(companyA);
    const file = await uploadResume(companyA, talent, "emily-nguyen.pdf");
    process.env.RESUME_PARSE_TIMEOUT_MS = "300";
    onRead = async (key) => {
      if (key === file.storageKey) await new Promise((r) => setTimeout(r, 1500));
    };
    try {
      const started = await startResumeParse(companyA, talent, file.id);
      const done = await settled(started.id);
      expect([done.status, done.errorCode]).toEqual(["failed", 10462]);
    } finally {
      onRead = null;
      delete process.env.RESUME_PARSE_TIMEOUT_MS;
    }
  });

  it("fails the same resume uploaded again by the same talent with 10463, but not another talent's copy", async () => {
    const talent = await makeTalent(companyA);
    const first = await startResumeParse(companyA, talent, (await uploadResume(companyA, talent, "wei-chen.docx")).id);
    expect((await settled(first.id)).status).toBe("parsed");
    const again = await startResumeParse(companyA, talent, (await uploadResume(companyA, talent, "wei-chen.docx")).id);
    const done = await settled(again.id);
    expect([done.status, done.errorCode]).toEqual(["failed", 10463]);

    const other = await makeTalent(companyA);
    const theirs = await startResumeParse(companyA, other, (await uploadResume(companyA, other, "wei-chen.docx")).id);
    expect((await settled(theirs.id)).status).toBe("parsed");
  });
});

describe("resume pipeline tenancy", () => {
  it("shows a parse only to its own talent in its own company", async () => {
    const parse = await latestResumeParse(companyA, talentA);
    expect(parse).not.toBeNull();
    expect(await getResumeParse(companyA, talentA, parse!.id)).not.toBeNull();
    expect(await getResumeParse(companyB, talentA, parse!.id)).toBeNull();
    expect(await getResumeParse(companyB, talentB, parse!.id)).toBeNull();
    expect(await getResumeParse(companyA, talentA2, parse!.id)).toBeNull();
    expect(await latestResumeParse(companyB, talentB)).toBeNull();
  });

  it("answers nothing for ids that are not ids, including SQL", async () => {
    expect(await getResumeParse(companyA, talentA, "not-a-uuid")).toBeNull();
    expect(await getResumeParse(companyA, talentA, "' or 1=1 --")).toBeNull();
    expect(await queueResumeParse(companyA, "x".repeat(1000))).toBeNull();
  });

  it("refuses to parse another company's or another talent's file with 10404, writing nothing", async () => {
    const fileB = await uploadResume(companyB, talentB, "olivia-brown.pdf");
    const fileA2 = await uploadResume(companyA, talentA2, "olivia-brown.docx");
    const before = await getDb().execute(sql`select count(*)::int as n from resume_parses`);
    expect(await codeOf(startResumeParse(companyA, talentA, fileB.id))).toBe(10404);
    expect(await codeOf(startResumeParse(companyA, talentA, fileA2.id))).toBe(10404);
    expect(await codeOf(startResumeParse(companyA, talentA, "../../etc/passwd"))).toBe(10404);
    const after = await getDb().execute(sql`select count(*)::int as n from resume_parses`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});
