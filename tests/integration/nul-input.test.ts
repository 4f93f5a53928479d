import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { closeDb, getDb } from "@/db/client";
import { talentProfiles } from "@/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { LOG_OPTIONS } from "@/lib/log";
import { saveSection } from "@/lib/profiles/commands";
import { PROFILE_MESSAGES as M } from "@/lib/profiles/messages";
import { BUILDER_STEPS, type BuilderStep } from "@/lib/profiles/rules";
import { readSearchParams } from "@/lib/search/params";
import { putFile } from "@/lib/storage";
import { tinyPdf } from "../support/files";
import { companyIdOf, makeTalent, validSections, withTempStorage } from "../support/profiles";
import { sessionFor } from "../support/sessions";

/**
 * Issue 11 §8: U+0000 in a profile text reached Postgres and answered 10000, and the error log
 * then held the whole profile. Every text of every section is refused as 10001 before any query,
 * and a failed query's log line carries the SQL but none of the values.
 */
withTempStorage();

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));
const { saveSectionAction } = await import("@/lib/profiles/actions");

let demoId: string;
let user: Awaited<ReturnType<typeof makeTalent>>;
let data: ReturnType<typeof validSections>;

beforeAll(async () => {
  demoId = await companyIdOf("demo");
  user = await makeTalent();
  const resume = await putFile({ companyId: demoId, ownerUserId: user.id, kind: "resume", fileName: "cv.pdf", bytes: tinyPdf() });
  const cert = await putFile({ companyId: demoId, ownerUserId: user.id, kind: "certificate", fileName: "aws.pdf", bytes: tinyPdf("AWS") });
  data = validSections({ resumeId: resume.id, certificateId: cert.id });
  for (const step of BUILDER_STEPS) await saveSection(demoId, user.id, step, data[step]);
});

afterAll(async () => {
  await closeDb();
});

/** Every path to a string in a value, e.g. ["entries", 0, "courseName"]. */
function stringPaths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof v === "string") return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringPaths(x, [...at, i]));
  if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => stringPaths(x, [...at, k]));
  return [];
}

function withNul(v: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(v) as Record<string | number, unknown>;
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  o[last] = `${String(o[last])}\u0000x`;
  return copy;
}

async function profileOf(userId: string) {
  const [row] = await getDb().select().from(talentProfiles).where(eq(talentProfiles.userId, userId));
  return row;
}

describe("a NUL in any text of any builder section", () => {
  for (const step of BUILDER_STEPS) {
    it(`is refused as 10001 in every string field of ${step}, and the profile stays as it was`, async () => {
      const before = await profileOf(user.id);
      const paths = stringPaths(data[step as BuilderStep]);
      expect(paths.length).toBeGreaterThan(0);
      const answers: string[] = [];
      for (const path of paths) {
        const e = await saveSection(demoId, user.id, step as BuilderStep, withNul(data[step as BuilderStep], path)).then(
          () => "saved",
          (err: unknown) => (isAppError(err) ? String(err.code) : `threw ${String(err)}`),
        );
        if (e !== "10001") answers.push(`${path.join(".")}: ${e}`);
      }
      expect(answers).toEqual([]);
      expect(await profileOf(user.id)).toEqual(before);
    });
  }

  it("names the free-text fields with the builder's own message", async () => {
    const e = await saveSection(demoId, user.id, "personal", withNul(data.personal, ["summary"])).catch((err: unknown) => err);
    expect(isAppError(e) && e.message).toBe(M.textInvalid);
  });

  it("is refused by the server action as a validation failure (the client shows 10001) before any lookup", async () => {
    const { cookie } = await sessionFor(user, "demo");
    request.headers = new Headers({ host: "demo.localhost:3000", cookie });
    const result = await saveSectionAction({ section: "experience", data: withNul(data.experience, ["entries", 0, "responsibilities"]) });
    expect(result?.data).toBeUndefined();
    expect(result?.serverError).toBeUndefined();
    expect(result?.validationErrors).toBeTruthy();
    const other = await saveSectionAction({ section: "personal", data: { ...data.personal, ["k\u0000"]: 1 } });
    expect(other?.validationErrors).toBeTruthy();
    expect(other?.serverError).toBeUndefined();
  });
});

describe("the search page's params", () => {
  it("refuses a NUL in any of them instead of passing it to the query", () => {
    for (const [key, value] of [["q", "react\u0000"], ["speciality", "Back\u0000end"], ["keywords", "a\u0000b"], ["primary", "React\u0000:2"]]) {
      const r = readSearchParams(new URLSearchParams([[key, value]]));
      expect(r.errors.map((e) => e.param), key).toContain(key);
    }
  });
});

describe("the error log of a failed query", () => {
  it("keeps the SQL and drops the values (no personal data in logs)", async () => {
    const secret = "Jane Secret-Person jane.secret@example.com";
    const err = await getDb()
      .execute(sql`select ${`${secret}\u0000`}::text as x, ${"second value"}::text as y`)
      .then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message)).toContain(secret);
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const log = pino({ ...LOG_OPTIONS, level: "info" }, sink);
    log.error({ err, action: "profile.saveSection", input: { firstName: "Jane" }, user: { params: ["Jane"] } }, "server action failed");
    const out = lines.join("");
    expect(out).toContain("Failed query: select $1::text as x");
    expect(out).not.toContain("Jane");
    expect(out).not.toContain("second value");
    expect(out).toContain("[redacted]");
  });
});
