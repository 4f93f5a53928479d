import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { resumeParses } from "@/db/schema";
import { GET } from "@/app/api/candidate/resume/parse-status/route";
import { putFile } from "@/lib/storage";
import { apiRequest, callRoute } from "../support/api-request";
import { companyIdOf, makeTalent, withTempStorage } from "../support/profiles";
import { sessionFor, type TestSession } from "../support/sessions";

withTempStorage();

type Talent = Awaited<ReturnType<typeof makeTalent>>;
type Status = { status: string | null; errorCode: number | null };

let demoId: string;
let mine: Talent;
let theirs: Talent;
let mySession: TestSession;
let theirSession: TestSession;

async function resume(companyId: string, userId: string, name = "cv.pdf") {
  return putFile({ companyId, ownerUserId: userId, kind: "resume", fileName: name, bytes: new TextEncoder().encode(`%PDF-1.4\n${name}\n%%EOF`) });
}

async function parse(companyId: string, userId: string, fileId: string, status: "queued" | "parsing" | "parsed" | "failed", errorCode: number | null = null) {
  await getDb().insert(resumeParses).values({ companyId, userId, fileId, status, errorCode });
}

async function statusOf(s: TestSession): Promise<Status> {
  const a = await callRoute(GET, apiRequest("/api/candidate/resume/parse-status", { cookie: s.cookie }));
  expect(a.status).toBe(200);
  return (a.json as { results: Status }).results;
}

beforeAll(async () => {
  demoId = await companyIdOf("demo");
  mine = await makeTalent("demo");
  theirs = await makeTalent("demo");
  mySession = await sessionFor(mine, "demo");
  theirSession = await sessionFor(theirs, "demo");
});

afterAll(async () => {
  await closeDb();
});

describe("GET /api/candidate/resume/parse-status", () => {
  it("answers { status: null } for a talent with no resume, even when another talent's parse has failed", async () => {
    const file = await resume(demoId, theirs.id);
    await parse(demoId, theirs.id, file.id, "failed", 10460);
    expect(await statusOf(mySession)).toEqual({ status: null, errorCode: null });
    expect(await statusOf(theirSession)).toEqual({ status: "failed", errorCode: 10460 });
  });

  it("answers the caller's own latest parse of the current resume, never another user's newer one", async () => {
    const file = await resume(demoId, mine.id);
    await parse(demoId, mine.id, file.id, "parsing");
    const theirFile = await resume(demoId, theirs.id, "newer.pdf");
    await parse(demoId, theirs.id, theirFile.id, "parsed");
    expect(await statusOf(mySession)).toEqual({ status: "parsing", errorCode: null });
    await new Promise((r) => setTimeout(r, 5));
    await parse(demoId, mine.id, file.id, "parsed");
    expect(await statusOf(mySession)).toEqual({ status: "parsed", errorCode: null });
    expect(await statusOf(theirSession)).toEqual({ status: "parsed", errorCode: null });
  });

  it("answers failed with its catalogued code, and a newer resume's parse replaces an older resume's", async () => {
    const older = await resume(demoId, mine.id, "older.pdf");
    await parse(demoId, mine.id, older.id, "parsed");
    await new Promise((r) => setTimeout(r, 5));
    const current = await resume(demoId, mine.id, "scan.pdf");
    expect(await statusOf(mySession)).toEqual({ status: null, errorCode: null });
    await parse(demoId, mine.id, current.id, "failed", 10458);
    expect(await statusOf(mySession)).toEqual({ status: "failed", errorCode: 10458 });
  });

  it("refuses a request without a session (10231)", async () => {
    const a = await callRoute(GET, apiRequest("/api/candidate/resume/parse-status"));
    expect(a.status).toBe(440);
    expect((a.json as { code: number }).code).toBe(10231);
  });
});
