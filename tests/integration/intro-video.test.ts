import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, storedFiles, talentProfiles } from "@/db/schema";
import { GET as getVideo, DELETE as deleteVideo } from "@/app/api/candidate/introvideo/route";
import { POST as postUploadUrl } from "@/app/api/candidate/introvideo/upload-url/route";
import { PUT as putUpload } from "@/app/api/uploads/[token]/route";
import { GET as getFile } from "@/app/api/files/[id]/route";
import { INTRO_VIDEO_MAX_BYTES } from "@/lib/intro-video/rules";
import { signUploadToken, verifyUploadToken } from "@/lib/storage/upload-url";
import enIntro from "@/messages/en/introVideo.json";
import frIntro from "@/messages/fr/introVideo.json";
import { apiRequest, callRoute, nextTestIp } from "../support/api-request";
import { tinyPng } from "../support/files";
import { companyIdOf, makeTalent, withTempStorage } from "../support/profiles";
import { sessionFor, type TestSession } from "../support/sessions";
import { fromAddress } from "../support/peer";

const storageDir = withTempStorage();

/** The first bytes of a WebM file (EBML header with DocType "webm"), then filler frames. */
function webmBytes(size = 4096, seed = 1): Uint8Array {
  const head = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84, ...Buffer.from("webm")];
  const out = new Uint8Array(size);
  out.set(head);
  for (let i = head.length; i < size; i++) out[i] = (i * 31 + seed) & 0xff;
  return out;
}

/** An ISO media file (MP4) of brand isom. */
function mp4Bytes(size = 2048): Uint8Array {
  const out = new Uint8Array(size);
  out.set([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  return out;
}

const ANSWERS = [
  { questionNumber: 1, startTime: 0, endTime: 2.1 },
  { questionNumber: 2, startTime: 2.1, endTime: 4.25 },
  { questionNumber: 3, startTime: 4.25, endTime: 6 },
  { questionNumber: 4, startTime: 6, endTime: 29.9 },
];

type Talent = Awaited<ReturnType<typeof makeTalent>>;
let demoId: string;
let acmeId: string;
let talent: Talent;
let session: TestSession;
let other: TestSession;
let acmeTalent: Talent;
let acmeSession: TestSession;

async function uploadUrl(s: TestSession, json: unknown = { answers: ANSWERS }, tenant = "demo", extraCookie = "") {
  return callRoute(postUploadUrl, apiRequest("/api/candidate/introvideo/upload-url", { method: "POST", cookie: s.cookie + extraCookie, tenant, json }));
}

function putRequest(url: string, bytes: Uint8Array | null, o: { cookie?: string; tenant?: string; length?: string | null } = {}): NextRequest {
  const headers: Record<string, string> = { "x-tenant": o.tenant ?? "demo", ...fromAddress(nextTestIp()), "content-type": "video/webm" };
  if (o.cookie) headers.cookie = o.cookie;
  const length = o.length === undefined ? String(bytes?.byteLength ?? 0) : o.length;
  if (length !== null) headers["content-length"] = length;
  return new NextRequest(`http://localhost${url}`, { method: "PUT", headers, body: bytes as BodyInit | null });
}

async function put(url: string, bytes: Uint8Array | null, o: { cookie?: string; tenant?: string; length?: string | null } = {}) {
  const token = url.split("/").pop()!;
  return callRoute(putUpload, putRequest(url, bytes, { cookie: session.cookie, ...o }), { token });
}

async function grantFor(s: TestSession = session): Promise<string> {
  const a = await uploadUrl(s);
  expect(a.status).toBe(200);
  return (a.json as { results: { uploadUrl: string } }).results.uploadUrl;
}

async function profileOf(userId: string) {
  const [row] = await getDb().select().from(talentProfiles).where(eq(talentProfiles.userId, userId));
  return row;
}

async function videoFilesOf(userId: string) {
  return getDb()
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerUserId, userId), eq(storedFiles.kind, "introVideo")));
}

const onDisk = (key: string) => existsSync(path.join(storageDir, ...key.split("/")));

beforeAll(async () => {
  demoId = await companyIdOf("demo");
  acmeId = await companyIdOf("acme");
  talent = await makeTalent("demo");
  session = await sessionFor(talent, "demo");
  other = await sessionFor(await makeTalent("demo"), "demo");
  acmeTalent = await makeTalent("acme");
  acmeSession = await sessionFor(acmeTalent, "acme");
});

afterAll(async () => {
  await closeDb();
});

describe("intro video upload by signed PUT", () => {
  it("signs a short-lived PUT URL bound to the talent, the kind, the byte cap and the answers", async () => {
    const a = await uploadUrl(session);
    expect(a.status).toBe(200);
    const { uploadUrl: url, maxBytes, expiresAt } = (a.json as { results: { uploadUrl: string; maxBytes: number; expiresAt: string } }).results;
    expect(url).toMatch(/^\/api\/uploads\/u1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(maxBytes).toBe(INTRO_VIDEO_MAX_BYTES);
    const ttl = new Date(expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    const grant = verifyUploadToken(url.split("/").pop()!);
    expect(grant).toMatchObject({ companyId: demoId, userId: talent.id, kind: "introVideo", maxBytes: INTRO_VIDEO_MAX_BYTES, meta: { locale: "en", answers: ANSWERS } });
  });

  it("stores the PUT body, points the profile at it with the question overlay, and serves it back by a signed URL", async () => {
    const bytes = webmBytes(8192);
    const a = await put(await grantFor(), bytes);
    expect(a.status).toBe(200);
    const results = (a.json as { results: { signedUrl: string; overlay: { question: string; questionNumber: number; startTime: number; endTime: number }[] } }).results;
    expect(results.overlay).toEqual([
      { question: enIntro.questions.q1, questionNumber: 1, startTime: 0, endTime: 2.1 },
      { question: enIntro.questions.q2, questionNumber: 2, startTime: 2.1, endTime: 4.25 },
      { question: enIntro.questions.q3, questionNumber: 3, startTime: 4.25, endTime: 6 },
      { question: enIntro.questions.q4, questionNumber: 4, startTime: 6, endTime: 29.9 },
    ]);
    const profile = await profileOf(talent.id);
    const files = await videoFilesOf(talent.id);
    expect(files).toHaveLength(1);
    expect(profile.introVideoFileId).toBe(files[0].id);
    expect(profile.introVideoResponse).toEqual(results.overlay);
    expect(files[0]).toMatchObject({ companyId: demoId, contentType: "video/webm", sizeBytes: 8192, fileName: "intro-video.webm" });

    const got = await callRoute(getVideo, apiRequest("/api/candidate/introvideo", { cookie: session.cookie }));
    const view = (got.json as { results: { signedUrl: string; overlay: unknown[] } }).results;
    expect(view.overlay).toHaveLength(4);
    expect(view.signedUrl).toMatch(new RegExp(`^/api/files/${files[0].id}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const file = await callRoute(getFile, apiRequest(view.signedUrl, { cookie: session.cookie }), { id: files[0].id });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("video/webm");
    expect(file.headers.get("content-length")).toBe("8192");

    const log = await getDb()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, talent.id), eq(activityLog.action, "profile.introVideoSaved")));
    expect(log).toHaveLength(1);
  });

  it("replaces an earlier video and removes its file and bytes after the commit", async () => {
    const [before] = await videoFilesOf(talent.id);
    expect(onDisk(before.storageKey)).toBe(true);
    const a = await put(await grantFor(), mp4Bytes());
    expect(a.status).toBe(200);
    const after = await videoFilesOf(talent.id);
    expect(after).toHaveLength(1);
    expect(after[0].id).not.toBe(before.id);
    expect(after[0].contentType).toBe("video/mp4");
    expect(onDisk(before.storageKey)).toBe(false);
    expect((await profileOf(talent.id)).introVideoFileId).toBe(after[0].id);
  });

  it("stores the questions in the language the recorder was shown in", async () => {
    const t = await makeTalent("demo");
    const s = await sessionFor(t, "demo");
    const grant = await uploadUrl(s, { answers: ANSWERS }, "demo", "; NEXT_LOCALE=fr");
    const url = (grant.json as { results: { uploadUrl: string } }).results.uploadUrl;
    const a = await put(url, webmBytes(), { cookie: s.cookie });
    expect(a.status).toBe(200);
    expect((await profileOf(t.id)).introVideoResponse.map((o) => o.question)).toEqual([frIntro.questions.q1, frIntro.questions.q2, frIntro.questions.q3, frIntro.questions.q4]);
  });
});

describe("intro video upload refusals", () => {
  it("refuses a tampered token with 10221 and an expired one with 10222, before reading the body", async () => {
    const url = await grantFor();
    const [v, payload, sig] = url.split("/").pop()!.split(".");
    const decoded = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, m: 10 * INTRO_VIDEO_MAX_BYTES })).toString("base64url");
    expect((await put(`/api/uploads/${v}.${forged}.${sig}`, webmBytes())).code).toBe(10221);
    expect((await put(`/api/uploads/${v}.${payload}.${sig.slice(0, -2)}AA`, webmBytes())).code).toBe(10221);
    expect((await put("/api/uploads/not-a-token", webmBytes())).code).toBe(10221);
    expect((await put(`/api/uploads/${"u1.".repeat(3000)}`, webmBytes())).code).toBe(10221);

    const { token } = signUploadToken({ companyId: demoId, userId: talent.id, kind: "introVideo", maxBytes: 1000, meta: { locale: "en", answers: ANSWERS } }, 60, Date.now() - 120_000);
    const expired = await put(`/api/uploads/${token}`, webmBytes());
    expect([expired.status, expired.code]).toEqual([410, 10222]);
  });

  it("refuses another user of the same company with 10403 and leaves both profiles alone", async () => {
    const url = await grantFor();
    const before = await profileOf(talent.id);
    const a = await put(url, webmBytes(), { cookie: other.cookie });
    expect([a.status, a.code]).toEqual([403, 10403]);
    expect((await profileOf(talent.id)).introVideoFileId).toBe(before.introVideoFileId);
  });

  it("gives another tenant nothing: a demo grant is refused on acme's host, by acme's talent and by a replayed demo session", async () => {
    const url = await grantFor();
    const acme = await put(url, webmBytes(), { cookie: acmeSession.cookie, tenant: "acme" });
    expect([acme.status, acme.code]).toEqual([403, 10403]);
    const replayed = await put(url, webmBytes(), { cookie: session.cookie, tenant: "acme" });
    expect(replayed.status).toBe(440);
    expect(await videoFilesOf(acmeTalent.id)).toEqual([]);
    // Acme's talent reads only their own (empty) video.
    const got = await callRoute(getVideo, apiRequest("/api/candidate/introvideo", { cookie: acmeSession.cookie, tenant: "acme" }));
    expect((got.json as { results: unknown }).results).toEqual({ signedUrl: null, overlay: [] });
    // And the demo file's signed URL is a 404 for an acme session.
    const view = (await callRoute(getVideo, apiRequest("/api/candidate/introvideo", { cookie: session.cookie }))).json as { results: { signedUrl: string } };
    const id = view.results.signedUrl.split("?")[0].split("/").pop()!;
    const cross = await callRoute(getFile, apiRequest(view.results.signedUrl, { cookie: acmeSession.cookie, tenant: "acme" }), { id });
    expect(cross.status).toBe(404);
    expect(acmeId).not.toBe(demoId);
  });

  it("refuses a disguised file (PNG bytes) with 10001 and stores nothing", async () => {
    const filesBefore = await getDb().select().from(storedFiles);
    const before = await profileOf(talent.id);
    const a = await put(await grantFor(), tinyPng());
    expect([a.status, a.code]).toEqual([400, 10001]);
    expect((a.json as { details: { reason: string } }).details.reason).toBe("fileType");
    expect((await getDb().select().from(storedFiles)).length).toBe(filesBefore.length);
    expect((await profileOf(talent.id)).introVideoFileId).toBe(before.introVideoFileId);
    // An HEIC still image also starts with "ftyp".
    const heic = mp4Bytes();
    heic.set(Buffer.from("heic"), 8);
    expect((await put(await grantFor(), heic)).code).toBe(10001);
  });

  it("refuses a body over the cap with 10413 without reading it, and a body cut short or without a length with 10001", async () => {
    const url = await grantFor();
    const declared = await put(url, webmBytes(1024), { length: String(INTRO_VIDEO_MAX_BYTES + 1) });
    expect([declared.status, declared.code]).toEqual([413, 10413]);
    expect((declared.json as { details: { maxBytes: number } }).details.maxBytes).toBe(INTRO_VIDEO_MAX_BYTES);

    const big = new Uint8Array(INTRO_VIDEO_MAX_BYTES + 1);
    big.set(webmBytes(64));
    const real = await put(url, big);
    expect([real.status, real.code]).toEqual([413, 10413]);

    const short = await put(url, webmBytes(1024), { length: "4096" });
    expect([short.status, short.code, (short.json as { details: { reason: string } }).details.reason]).toEqual([400, 10001, "lengthMismatch"]);
    const none = await put(url, webmBytes(1024), { length: null });
    expect(none.code).toBe(10001);
    const empty = await put(url, new Uint8Array(0));
    expect(empty.code).toBe(10001);
  });

  it("refuses answers that are not four ordered answers under 30 seconds, hostile strings and a 1 MB body with a 4xx", async () => {
    const bad = [
      { answers: ANSWERS.slice(0, 3) },
      { answers: ANSWERS.map((a, i) => (i === 3 ? { ...a, endTime: 40 } : a)) },
      { answers: ANSWERS.map((a) => ({ ...a, questionNumber: "1; drop table users" })) },
      { answers: "<script>alert(1)</script>" },
      { answers: ANSWERS.map((a) => ({ ...a, startTime: "\u0000" })) },
      {},
    ];
    for (const json of bad) {
      const a = await uploadUrl(session, json);
      expect([a.status, a.code], JSON.stringify(json).slice(0, 80)).toEqual([400, 10001]);
    }
    const huge = await callRoute(
      postUploadUrl,
      apiRequest("/api/candidate/introvideo/upload-url", { method: "POST", cookie: session.cookie, rawBody: JSON.stringify({ answers: ANSWERS, pad: "x".repeat(1024 * 1024) }), headers: { "content-type": "application/json" } }),
    );
    expect([huge.status, huge.code]).toEqual([413, 10413]);
  });
});

describe("DELETE /api/candidate/introvideo", () => {
  it("removes the video, its file and bytes and answers deleted; a second delete answers alreadyDeleted", async () => {
    const [file] = await videoFilesOf(talent.id);
    expect(file).toBeDefined();
    const a = await callRoute(deleteVideo, apiRequest("/api/candidate/introvideo", { method: "DELETE", cookie: session.cookie }));
    expect(a.status).toBe(200);
    expect((a.json as { results: unknown }).results).toEqual({ code: "deleted" });
    const profile = await profileOf(talent.id);
    expect(profile.introVideoFileId).toBeNull();
    expect(profile.introVideoResponse).toEqual([]);
    expect(await videoFilesOf(talent.id)).toEqual([]);
    expect(onDisk(file.storageKey)).toBe(false);
    const again = await callRoute(deleteVideo, apiRequest("/api/candidate/introvideo", { method: "DELETE", cookie: session.cookie }));
    expect((again.json as { results: unknown }).results).toEqual({ code: "alreadyDeleted" });
    const got = await callRoute(getVideo, apiRequest("/api/candidate/introvideo", { cookie: session.cookie }));
    expect((got.json as { results: unknown }).results).toEqual({ signedUrl: null, overlay: [] });
  });

  it("never touches another talent's video", async () => {
    const url = await grantFor();
    expect((await put(url, webmBytes())).status).toBe(200);
    const mine = (await profileOf(talent.id)).introVideoFileId;
    const a = await callRoute(deleteVideo, apiRequest("/api/candidate/introvideo", { method: "DELETE", cookie: other.cookie }));
    expect((a.json as { results: unknown }).results).toEqual({ code: "alreadyDeleted" });
    const acme = await callRoute(deleteVideo, apiRequest("/api/candidate/introvideo", { method: "DELETE", cookie: acmeSession.cookie, tenant: "acme" }));
    expect((acme.json as { results: unknown }).results).toEqual({ code: "alreadyDeleted" });
    expect((await profileOf(talent.id)).introVideoFileId).toBe(mine);
  });
});
