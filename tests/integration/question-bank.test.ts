import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, assistQuestions, codeQuestions, jobOsiQuestions, osiQuestions } from "@/db/schema";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { attachJobQuestion, moveJobQuestion } from "@/lib/questions/commands";
import { jobQuestions, listAssistQuestions, listCodeQuestions, listOsiQuestions } from "@/lib/questions/queries";
import { QUESTION_MESSAGES } from "@/lib/questions/limits";
import { sessionFor } from "../support/sessions";
import { codeOf } from "../support/codes";
import { createTestOrg, insertJob, insertUser, useTempOutbox, type TestOrg } from "../support/org";

/**
 * The question bank through its server actions (tenant → session → permission → zod → command)
 * against the real database: CRUD of the three kinds, the spec's required-field texts, tenant
 * isolation, the delete rule (10520) and a job's ordered attached questions (10522, 10523, a
 * double submit, reorder).
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const actions = await import("@/lib/questions/actions");

type Result = { data?: unknown; serverError?: { code: number; message: string }; validationErrors?: { formErrors: string[]; fieldErrors: Record<string, string[]> } };

let org: TestOrg;
let other: TestOrg;
let recruiterCookie: string;
let collaboratorCookie: string;
let otherCookie: string;

function as(cookie: string | null, slug = org.slug) {
  request.headers = new Headers({ host: `${slug}.localhost:3000`, ...(cookie ? { cookie } : {}) });
}

const q = { q: "", page: 1, size: 100 };
const assist = { questionnaireTitle: "Backend screen", question: "What is an index?", answer: "A structure that speeds up lookups.", difficulty: "BEGINNER", tags: "PostgreSQL, SQL", category: "Databases" };
const code = { code: "arr-001", title: "Two sum", difficulty: "INTERMEDIATE", tag: "arrays", prompt: "Return the indices of two numbers adding up to target.", language: "python", starterCode: "def two_sum(nums, target):\n    pass\n" };

async function newOsi(question: string, minutes = 1, seconds = 30): Promise<string> {
  as(recruiterCookie);
  const r = (await actions.createOsiQuestionAction({ question, minutes, seconds })) as Result;
  expect(r.serverError ?? r.validationErrors).toBeUndefined();
  return (r.data as { id: string }).id;
}

beforeAll(async () => {
  useTempOutbox();
  org = await createTestOrg();
  other = await createTestOrg();
  const recruiter = await insertUser(org, { role: "recruiter" });
  const collaborator = await insertUser(org, { role: "collaborator" });
  const otherRecruiter = await insertUser(other, { role: "recruiter" });
  recruiterCookie = (await sessionFor(recruiter, org.slug)).cookie;
  collaboratorCookie = (await sessionFor(collaborator, org.slug)).cookie;
  otherCookie = (await sessionFor(otherRecruiter, other.slug)).cookie;
});

afterAll(async () => {
  await closeDb();
});

describe("access", () => {
  it("answers 10231 without a session and 10403 to a collaborator (no jobs.edit), writing nothing", async () => {
    as(null);
    expect(((await actions.createAssistQuestionAction(assist as never)) as Result).serverError?.code).toBe(ERROR_CODES.sessionExpired);
    as(collaboratorCookie);
    expect(((await actions.createAssistQuestionAction(assist as never)) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect(((await actions.createOsiQuestionAction({ question: "x", minutes: 1, seconds: 0 })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    expect((await listAssistQuestions(org.companyId, q)).total).toBe(0);
  });
});

describe("recruiter-assist questions", () => {
  it("answers the spec's required-field texts for an empty form", async () => {
    as(recruiterCookie);
    const r = (await actions.createAssistQuestionAction({ questionnaireTitle: " ", question: "", answer: "   ", difficulty: "" as never })) as Result;
    expect(r.validationErrors?.fieldErrors).toEqual({
      questionnaireTitle: [QUESTION_MESSAGES.questionnaireTitleRequired],
      question: [QUESTION_MESSAGES.questionRequired],
      answer: [QUESTION_MESSAGES.answerRequired],
      difficulty: [QUESTION_MESSAGES.difficultyRequired],
    });
  });

  it("caps lengths at the spec's general limits (500 for the title, 2000 for question and answer)", async () => {
    as(recruiterCookie);
    const r = (await actions.createAssistQuestionAction({ ...assist, questionnaireTitle: "t".repeat(501), question: "q".repeat(2001) } as never)) as Result;
    expect(r.validationErrors?.fieldErrors.questionnaireTitle).toEqual([QUESTION_MESSAGES.tooLong500]);
    expect(r.validationErrors?.fieldErrors.question).toEqual([QUESTION_MESSAGES.tooLong2000]);
    const edge = (await actions.createAssistQuestionAction({ ...assist, questionnaireTitle: "t".repeat(500), question: "q".repeat(2000) } as never)) as Result;
    expect(edge.serverError ?? edge.validationErrors).toBeUndefined();
    await actions.deleteAssistQuestionAction({ id: (edge.data as { id: string }).id });
  });

  it("creates, lists, searches, edits and deletes, logging each change", async () => {
    as(recruiterCookie);
    const created = (await actions.createAssistQuestionAction(assist as never)) as Result;
    const id = (created.data as { id: string }).id;
    const [row] = await getDb().select().from(assistQuestions).where(eq(assistQuestions.id, id));
    expect(row).toMatchObject({ companyId: org.companyId, tags: ["PostgreSQL", "SQL"], category: "Databases", difficulty: "BEGINNER" });

    expect((await listAssistQuestions(org.companyId, { ...q, q: "index" })).rows.map((r) => r.id)).toEqual([id]);
    expect((await listAssistQuestions(org.companyId, { ...q, q: "postgres" })).rows.map((r) => r.id)).toEqual([id]);
    expect((await listAssistQuestions(org.companyId, { ...q, q: "kubernetes" })).total).toBe(0);
    // LIKE wildcards are literal.
    expect((await listAssistQuestions(org.companyId, { ...q, q: "%" })).total).toBe(0);

    const edited = (await actions.updateAssistQuestionAction({ id, values: { ...assist, difficulty: "EXPERT", tags: [] } as never })) as Result;
    expect(edited.serverError ?? edited.validationErrors).toBeUndefined();
    const [after] = await getDb().select().from(assistQuestions).where(eq(assistQuestions.id, id));
    expect(after).toMatchObject({ difficulty: "EXPERT", tags: [] });

    expect(((await actions.deleteAssistQuestionAction({ id })) as Result).data).toEqual({ ok: true });
    expect((await listAssistQuestions(org.companyId, q)).total).toBe(0);
    const log = await getDb().select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, id)).orderBy(activityLog.createdAt);
    expect(log.map((l) => l.action)).toEqual(["questions.assist.create", "questions.assist.update", "questions.assist.delete"]);
  });

  it("lists newest edit first and paginates in the database", async () => {
    as(recruiterCookie);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(((await actions.createAssistQuestionAction({ ...assist, question: `Paged ${i}` } as never)) as { data: { id: string } }).data.id);
    await actions.updateAssistQuestionAction({ id: ids[0], values: { ...assist, question: "Paged 0 edited" } as never });
    const first = await listAssistQuestions(org.companyId, { q: "Paged", page: 1, size: 10 });
    expect(first.rows.map((r) => r.id)).toEqual([ids[0], ids[2], ids[1]]);
    const second = await listAssistQuestions(org.companyId, { q: "Paged", page: 2, size: 10 });
    expect(second).toEqual({ rows: [], total: 3 });
    for (const id of ids) await actions.deleteAssistQuestionAction({ id });
  });
});

describe("OSI questions", () => {
  it("asks the response time in minutes and seconds and stores seconds (1 s .. 60 min)", async () => {
    as(recruiterCookie);
    const empty = (await actions.createOsiQuestionAction({ question: "", minutes: "", seconds: "" })) as Result;
    expect(empty.validationErrors?.fieldErrors).toEqual({ question: [QUESTION_MESSAGES.questionRequired], minutes: [QUESTION_MESSAGES.responseTimeRequired] });
    for (const [minutes, seconds] of [[0, 0], [60, 1], [61, 0], [0, 60], [-1, 30], [1.5, 0]] as const) {
      const r = (await actions.createOsiQuestionAction({ question: "Range", minutes, seconds })) as Result;
      const fe = r.validationErrors?.fieldErrors ?? {};
      expect([...(fe.minutes ?? []), ...(fe.seconds ?? [])], `${minutes}:${seconds}`).toEqual([QUESTION_MESSAGES.responseTimeRange]);
    }
    const id = await newOsi("Tell us about a hard bug you fixed.", 2, 5);
    const [row] = await getDb().select().from(osiQuestions).where(eq(osiQuestions.id, id));
    expect(row.responseSeconds).toBe(125);
    const max = await newOsi("Longest", 60, 0);
    const min = await newOsi("Shortest", 0, 1);
    const rows = (await listOsiQuestions(org.companyId, q)).rows;
    expect(rows.find((r) => r.id === max)?.responseSeconds).toBe(3600);
    expect(rows.find((r) => r.id === min)?.responseSeconds).toBe(1);

    const edited = (await actions.updateOsiQuestionAction({ id, values: { question: "Tell us about a hard bug.", minutes: "3", seconds: "" } })) as Result;
    expect(edited.serverError ?? edited.validationErrors).toBeUndefined();
    expect((await listOsiQuestions(org.companyId, { ...q, q: "hard bug" })).rows[0]).toMatchObject({ id, responseSeconds: 180 });
  });
});

describe("code questions", () => {
  it("answers required texts, stores the code upper-case, refuses a taken code with 10521 and an unknown language", async () => {
    as(recruiterCookie);
    const empty = (await actions.createCodeQuestionAction({ code: "", title: "", difficulty: "" as never, prompt: "", language: "" as never })) as Result;
    expect(Object.keys(empty.validationErrors?.fieldErrors ?? {}).sort()).toEqual(["code", "difficulty", "language", "prompt", "title"]);
    expect(empty.validationErrors?.fieldErrors.code).toEqual([QUESTION_MESSAGES.codeRequired]);
    const bad = (await actions.createCodeQuestionAction({ ...code, language: "cobol" } as never)) as Result;
    expect(bad.validationErrors?.fieldErrors.language).toEqual([QUESTION_MESSAGES.languageRequired]);

    const created = (await actions.createCodeQuestionAction(code as never)) as Result;
    const id = (created.data as { id: string }).id;
    const [row] = await getDb().select().from(codeQuestions).where(eq(codeQuestions.id, id));
    expect(row).toMatchObject({ code: "ARR-001", language: "python", starterCode: code.starterCode });
    expect(((await actions.createCodeQuestionAction({ ...code, code: "Arr-001" } as never)) as Result).serverError?.code).toBe(ERROR_CODES.codeQuestionCodeTaken);

    const second = ((await actions.createCodeQuestionAction({ ...code, code: "STR-001", title: "Reverse a string" } as never)) as { data: { id: string } }).data.id;
    expect(((await actions.updateCodeQuestionAction({ id: second, values: { ...code, code: "arr-001" } as never })) as Result).serverError?.code).toBe(ERROR_CODES.codeQuestionCodeTaken);
    // Keeping its own code is no conflict.
    expect(((await actions.updateCodeQuestionAction({ id, values: { ...code, title: "Two sum (hash map)" } as never })) as Result).serverError).toBeUndefined();
    expect((await listCodeQuestions(org.companyId, { ...q, q: "hash" })).rows.map((r) => r.code)).toEqual(["ARR-001"]);

    // Another company may use the same code.
    as(otherCookie, other.slug);
    expect(((await actions.createCodeQuestionAction(code as never)) as Result).serverError).toBeUndefined();

    as(recruiterCookie);
    expect(((await actions.deleteCodeQuestionAction({ id: second })) as Result).data).toEqual({ ok: true });
    expect((await listCodeQuestions(org.companyId, q)).rows.map((r) => r.code)).toEqual(["ARR-001"]);
  });
});

describe("tenant isolation", () => {
  it("answers 10404 for another company's question on edit and delete, and changes nothing", async () => {
    const mine = await newOsi("Mine only", 1, 0);
    as(otherCookie, other.slug);
    expect(((await actions.updateOsiQuestionAction({ id: mine, values: { question: "Stolen", minutes: 1, seconds: 0 } })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect(((await actions.deleteOsiQuestionAction({ id: mine })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect(((await actions.deleteAssistQuestionAction({ id: mine })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    const [row] = await getDb().select().from(osiQuestions).where(eq(osiQuestions.id, mine));
    expect(row.question).toBe("Mine only");
    expect((await listOsiQuestions(other.companyId, q)).rows.some((r) => r.id === mine)).toBe(false);

    // Nor can it attach my question to its own job, or my job take its question.
    const theirJob = await insertJob(other);
    expect(((await actions.attachJobQuestionAction({ jobId: theirJob.id, questionId: mine })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    const myJob = await insertJob(org);
    const theirs = ((await actions.createOsiQuestionAction({ question: "Theirs", minutes: 1, seconds: 0 })) as { data: { id: string } }).data.id;
    expect(((await actions.attachJobQuestionAction({ jobId: myJob.id, questionId: theirs })) as Result).serverError?.code).toBe(ERROR_CODES.jobNoLongerExists);
    as(recruiterCookie);
    expect(((await actions.attachJobQuestionAction({ jobId: myJob.id, questionId: theirs })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
    expect(await getDb().select().from(jobOsiQuestions).where(eq(jobOsiQuestions.jobId, myJob.id))).toEqual([]);
  });
});

describe("a job's attached questions", () => {
  it("appends in order, refuses a duplicate (10523), and numbers stay 1..n after detach", async () => {
    const job = await insertJob(org);
    const [a, b, c] = [await newOsi("Alpha"), await newOsi("Bravo"), await newOsi("Charlie")];
    as(recruiterCookie);
    for (const id of [a, b, c]) expect(((await actions.attachJobQuestionAction({ jobId: job.id, questionId: id })) as Result).serverError).toBeUndefined();
    expect(((await actions.attachJobQuestionAction({ jobId: job.id, questionId: b })) as Result).serverError?.code).toBe(ERROR_CODES.questionAlreadyAttached);
    expect((await jobQuestions(org.companyId, job.id)).map((x) => [x.questionNumber, x.question])).toEqual([
      [1, "Alpha"],
      [2, "Bravo"],
      [3, "Charlie"],
    ]);

    // Deleting an attached question is refused with 10520; the bank keeps it.
    expect(((await actions.deleteOsiQuestionAction({ id: b })) as Result).serverError?.code).toBe(ERROR_CODES.questionAttachedToJob);
    expect((await getDb().select().from(osiQuestions).where(eq(osiQuestions.id, b))).length).toBe(1);

    const detached = (await actions.detachJobQuestionAction({ jobId: job.id, questionId: b })) as Result;
    expect((detached.data as { questions: { questionNumber: number; question: string }[] }).questions.map((x) => [x.questionNumber, x.question])).toEqual([
      [1, "Alpha"],
      [2, "Charlie"],
    ]);
    // Once detached everywhere, it may go.
    expect(((await actions.deleteOsiQuestionAction({ id: b })) as Result).data).toEqual({ ok: true });
    expect(((await actions.detachJobQuestionAction({ jobId: job.id, questionId: b })) as Result).serverError?.code).toBe(ERROR_CODES.recordNotFound);
  });

  it("moves a question up and down, and leaves the ends where they are", async () => {
    const job = await insertJob(org);
    const ids = [await newOsi("One"), await newOsi("Two"), await newOsi("Three")];
    for (const id of ids) await attachJobQuestion(org.actor, job.id, id);
    as(recruiterCookie);
    await actions.moveJobQuestionAction({ jobId: job.id, questionId: ids[2], direction: "up" });
    expect((await jobQuestions(org.companyId, job.id)).map((x) => x.question)).toEqual(["One", "Three", "Two"]);
    await actions.moveJobQuestionAction({ jobId: job.id, questionId: ids[0], direction: "down" });
    expect((await jobQuestions(org.companyId, job.id)).map((x) => x.question)).toEqual(["Three", "One", "Two"]);
    await actions.moveJobQuestionAction({ jobId: job.id, questionId: ids[2], direction: "up" });
    await actions.moveJobQuestionAction({ jobId: job.id, questionId: ids[1], direction: "down" });
    const list = await jobQuestions(org.companyId, job.id);
    expect(list.map((x) => [x.questionNumber, x.question])).toEqual([
      [1, "Three"],
      [2, "One"],
      [3, "Two"],
    ]);
    const moves = await getDb().select().from(activityLog).where(and(eq(activityLog.entityId, job.id), eq(activityLog.action, "questions.job.move")));
    expect(moves.length).toBe(2);
  });

  it("stops at 20 with 10522", async () => {
    const job = await insertJob(org);
    for (let i = 1; i <= 20; i += 1) await attachJobQuestion(org.actor, job.id, await newOsi(`Cap ${i}`));
    const extra = await newOsi("Cap 21");
    as(recruiterCookie);
    expect(((await actions.attachJobQuestionAction({ jobId: job.id, questionId: extra })) as Result).serverError?.code).toBe(ERROR_CODES.tooManyJobQuestions);
    const list = await jobQuestions(org.companyId, job.id);
    expect(list.length).toBe(20);
    expect(list.map((x) => x.questionNumber)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("turns a double submit of one attach into one row (the other answers 10523)", async () => {
    const job = await insertJob(org);
    const first = await newOsi("Double first");
    const id = await newOsi("Double");
    await attachJobQuestion(org.actor, job.id, first);
    const codes = await Promise.all([codeOf(attachJobQuestion(org.actor, job.id, id)), codeOf(attachJobQuestion(org.actor, job.id, id))]);
    expect(codes.sort()).toEqual([ERROR_CODES.questionAlreadyAttached, "ok"].sort());
    const rows = await getDb().select().from(jobOsiQuestions).where(eq(jobOsiQuestions.jobId, job.id));
    expect(rows.map((r) => r.position).sort()).toEqual([1, 2]);
  });

  it("keeps positions 1..n when different attaches and moves race on one job", async () => {
    const job = await insertJob(org);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await newOsi(`Race ${i}`));
    await attachJobQuestion(org.actor, job.id, ids[0]);
    await attachJobQuestion(org.actor, job.id, ids[1]);
    const results = await Promise.all([
      codeOf(attachJobQuestion(org.actor, job.id, ids[2])),
      codeOf(attachJobQuestion(org.actor, job.id, ids[3])),
      codeOf(moveJobQuestion(org.actor, job.id, ids[1], "up")),
      codeOf(attachJobQuestion(org.actor, job.id, ids[4])),
      codeOf(attachJobQuestion(org.actor, job.id, ids[5])),
    ]);
    expect(results).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    const list = await jobQuestions(org.companyId, job.id);
    expect(list.map((x) => x.questionNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(list.map((x) => x.questionId)).size).toBe(6);
  });

  it("refuses a collaborator (no jobs.edit) and a malformed job id without writing", async () => {
    const job = await insertJob(org);
    const id = await newOsi("Guarded");
    as(collaboratorCookie);
    expect(((await actions.attachJobQuestionAction({ jobId: job.id, questionId: id })) as Result).serverError?.code).toBe(ERROR_CODES.permissionDenied);
    as(recruiterCookie);
    expect(((await actions.attachJobQuestionAction({ jobId: "' or 1=1 --", questionId: id })) as Result).serverError?.code).toBe(ERROR_CODES.jobNoLongerExists);
    expect(((await actions.attachJobQuestionAction({ jobId: job.id, questionId: "nope" })) as Result).validationErrors).toBeDefined();
    expect(await getDb().select().from(jobOsiQuestions).where(eq(jobOsiQuestions.jobId, job.id))).toEqual([]);
  });
});

describe("hostile input never reaches a command", () => {
  const MB = "x".repeat(1024 * 1024);
  const cases: [string, () => Promise<unknown>][] = [
    ["a 1 MB question", () => actions.createOsiQuestionAction({ question: MB, minutes: 1, seconds: 0 })],
    ["a number as question", () => actions.createAssistQuestionAction({ ...assist, question: 42 } as never)],
    ["a NUL in an answer", () => actions.createAssistQuestionAction({ ...assist, answer: "a\u0000b" } as never)],
    ["10 000 tags", () => actions.createAssistQuestionAction({ ...assist, tags: Array.from({ length: 10_000 }, (_, i) => `t${i}`) } as never)],
    ["a 1 MB tag line", () => actions.createAssistQuestionAction({ ...assist, tags: MB } as never)],
    ["an unknown difficulty", () => actions.createCodeQuestionAction({ ...code, difficulty: "GURU" } as never)],
    ["a code with spaces", () => actions.createCodeQuestionAction({ ...code, code: "a b" } as never)],
    ["a 1 MB starter code", () => actions.createCodeQuestionAction({ ...code, code: "BIG-1", starterCode: MB } as never)],
    ["an object as id", () => actions.deleteOsiQuestionAction({ id: { $ne: null } as never })],
    ["a move direction that does not exist", () => actions.moveJobQuestionAction({ jobId: org.companyId, questionId: org.companyId, direction: "sideways" as never })],
    ["a string as OSI input", () => actions.createOsiQuestionAction("question" as never)],
  ];
  for (const [label, call] of cases) {
    it(`rejects ${label} with validation errors and writes nothing`, async () => {
      as(recruiterCookie);
      const count = async () => (await getDb().select().from(activityLog).where(eq(activityLog.companyId, org.companyId))).length;
      const before = await count();
      const r = (await call()) as Result;
      expect(r.validationErrors).toBeDefined();
      expect(r.data).toBeUndefined();
      expect(await count()).toBe(before);
    });
  }
});
