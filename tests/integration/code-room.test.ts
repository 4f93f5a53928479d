import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { collab, getClientID, getSyncedVersion } from "@codemirror/collab";
import { ChangeSet, EditorState } from "@codemirror/state";
import { and, asc, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { codeEvents, codeQuestions, codeSessions, codeUpdates } from "@/db/schema";
import { GET as historyRoute } from "@/app/api/interviews/[interviewId]/code-history/route";
import { GET as questionsRoute } from "@/app/api/interviews/[interviewId]/code-questions/route";
import { authSecret } from "@/lib/auth/secret";
import { pushMessage, receiveWire } from "@/lib/code-editor/sync";
import type { ServerMessage } from "@/lib/code-editor/protocol";
import { createCodeHandler } from "@/realtime/code";
import { replayLog } from "@/realtime/code/authority";
import type { RealtimeServer } from "@/realtime/server";
import { apiRequest, callRoute } from "../support/api-request";
import { interviewFor, makeReviewWorld, type ReviewCase, type ReviewWorld } from "../support/interview-reviews";
import { createTestOrg, userById } from "../support/org";
import { openSocket, startSidecar, tokenFor, upgradeStatus, type TestSocket } from "../support/realtime";
import { sessionFor } from "../support/sessions";

/**
 * The code room (issue 15) over real websockets on an in-process sidecar and the real PostgreSQL:
 * the collab authority, its log, the debounced session save, the blocked-attempt feed, language
 * and question messages, and what closes a socket (only that one). Clients are real
 * @codemirror/collab states driven through lib/code-editor/sync.ts, the editor's own code.
 */
const SECRET = authSecret();
const silentLog = { info: () => {}, warn: () => {} };
const sockets: TestSocket[] = [];
let server: RealtimeServer;
let handler: ReturnType<typeof createCodeHandler>;
let w: ReviewWorld;
let other: ReviewWorld;

async function startCode(debounce = 100) {
  handler = createCodeHandler({ log: silentLog, saveDebounceMs: debounce });
  server = await startSidecar({ secret: SECRET, bus: { kind: "poll", databaseUrl: process.env.DATABASE_URL, pollMs: 1000 }, roomHandlers: { code: handler } });
}

function codeUrl(interviewId: string, claims: { companyId: string; userId: string; role: "moderator" | "talent"; readonly?: boolean; tokenInterview?: string }, ttl?: number) {
  const token = tokenFor(SECRET, { companyId: claims.companyId, userId: claims.userId, tenant: "demo", interview: { id: claims.tokenInterview ?? interviewId, role: claims.role, readonly: claims.readonly ?? false } }, ttl);
  return `ws://127.0.0.1:${server.port}/code/${interviewId}?token=${encodeURIComponent(token)}&tenant=demo`;
}

/** A collab peer on a socket: applies every `updates` message, pushes on demand, pulls after a refusal. */
type Peer = TestSocket & { state: EditorState; edit(from: number, to: number, insert: string): void; push(): void; synced(): Promise<void>; doc(): string };

async function peer(interviewId: string, claims: Parameters<typeof codeUrl>[1]): Promise<Peer> {
  const s = await openSocket(codeUrl(interviewId, claims));
  sockets.push(s);
  const init = (await s.next("init")) as unknown as Extract<ServerMessage, { type: "init" }>;
  const clientID = `${claims.userId.slice(0, 6)}-${Math.random().toString(36).slice(2, 8)}`;
  const p = s as Peer;
  p.state = EditorState.create({ doc: init.doc, extensions: [collab({ startVersion: init.version, clientID })] });
  p.ws.on("message", (data) => {
    const m = JSON.parse(data.toString()) as ServerMessage;
    if (m.type === "updates") {
      const { tr, gap } = receiveWire(p.state, m.version, m.updates);
      if (gap) p.ws.send(JSON.stringify({ type: "pull", version: getSynced(p) }));
      if (tr) p.state = tr.state;
      p.push();
    } else if (m.type === "pushRefused") {
      p.ws.send(JSON.stringify({ type: "pull", version: getSynced(p) }));
    }
  });
  p.edit = (from, to, insert) => {
    p.state = p.state.update({ changes: { from, to, insert } }).state;
  };
  p.push = () => {
    const msg = pushMessage(p.state, getClientID(p.state));
    if (msg) p.ws.send(JSON.stringify(msg));
  };
  p.doc = () => p.state.doc.toString();
  p.synced = async () => {
    for (let i = 0; i < 200; i++) {
      if (!pushMessage(p.state, clientID)) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error("peer never synced");
  };
  return p;
}

function getSynced(p: Peer): number {
  return getSyncedVersion(p.state);
}

const until = async (cond: () => boolean | Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("condition not met in time");
};

async function logOf(interviewId: string) {
  return getDb().select().from(codeUpdates).where(eq(codeUpdates.interviewId, interviewId)).orderBy(asc(codeUpdates.version));
}
async function sessionOf(interviewId: string) {
  const [row] = await getDb().select().from(codeSessions).where(eq(codeSessions.interviewId, interviewId));
  return row;
}

let iv: ReviewCase;
const now = () => new Date();

beforeAll(async () => {
  w = await makeReviewWorld(await createTestOrg());
  other = await makeReviewWorld(await createTestOrg());
  await startCode();
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.ws.terminate();
});
afterAll(async () => {
  await server?.close();
  await closeDb();
});

const open = async () => interviewFor(w, { startsAt: new Date(now().getTime() - 10 * 60_000), endsAt: new Date(now().getTime() + 50 * 60_000) });
const mod = (userId = w.alice.id) => ({ companyId: w.companyId, userId, role: "moderator" as const });
const tal = (c: ReviewCase) => ({ companyId: w.companyId, userId: c.candidateId, role: "talent" as const });

describe("the code room converges and keeps its log", () => {
  it("two clients typing concurrently converge with the authority; every change is in the log in order and replays to the document", async () => {
    iv = await open();
    const a = await peer(iv.interviewId, mod());
    const b = await peer(iv.interviewId, tal(iv));
    a.edit(0, 0, "function add(a, b) {\n");
    b.edit(0, 0, "// candidate\n");
    a.push();
    b.push();
    await Promise.all([a.synced(), b.synced()]);
    a.edit(a.doc().length, a.doc().length, "  return a + b;\n}");
    b.edit(0, 2, "##");
    a.push();
    b.push();
    await Promise.all([a.synced(), b.synced()]);
    await until(() => a.doc() === b.doc() && a.doc().includes("return a + b") && a.doc().startsWith("##"));
    const log = await logOf(iv.interviewId);
    expect(log.map((r) => r.version)).toEqual(log.map((_, i) => i));
    expect(replayLog("", log)).toBe(a.doc());
    expect(new Set(log.map((r) => r.userId))).toEqual(new Set([w.alice.id, iv.candidateId]));
    expect(log.every((r) => r.companyId === w.companyId)).toBe(true);
  });

  it("refuses a push at a stale version; the client pulls, rebases and its change lands on top", async () => {
    iv = await open();
    const a = await peer(iv.interviewId, mod());
    a.edit(0, 0, "first");
    a.push();
    await a.synced();
    // A raw socket that still thinks the document is empty at version 0.
    const raw = await openSocket(codeUrl(iv.interviewId, mod(w.bob.id)));
    sockets.push(raw);
    await raw.next("init");
    raw.ws.send(JSON.stringify({ type: "push", version: 0, clientID: "stale", updates: [{ changes: ChangeSet.of({ from: 0, insert: "x" }, 0).toJSON() }] }));
    expect(await raw.next("pushRefused")).toEqual({ type: "pushRefused", version: 1 });
    expect((await logOf(iv.interviewId)).length).toBe(1);
    // The collab client's way: it had a local change made on version 0 and catches up.
    const b = await peer(iv.interviewId, mod(w.bob.id));
    b.state = EditorState.create({ doc: "", extensions: [collab({ startVersion: 0, clientID: "late" })] });
    b.edit(0, 0, "second ");
    b.push();
    await b.synced();
    await until(() => a.doc() === b.doc() && a.doc().length === "first".length + "second ".length);
    expect(replayLog("", await logOf(iv.interviewId))).toBe(a.doc());
  });

  it("saves the session debounced and reloads the document, version and language after a restart", async () => {
    iv = await open();
    const a = await peer(iv.interviewId, mod());
    a.edit(0, 0, "print('hi')");
    a.push();
    await a.synced();
    a.ws.send(JSON.stringify({ type: "language", name: "python" }));
    await a.next("language");
    await until(async () => (await sessionOf(iv.interviewId))?.version === 1 && (await sessionOf(iv.interviewId))?.language === "python", 3000);
    // Another change that only the log has when the sidecar stops.
    a.edit(11, 11, "\n");
    a.push();
    await a.synced();
    await server.close();
    await startCode(10_000);
    const b = await peer(iv.interviewId, mod(w.bob.id));
    expect(b.messages[0]).toMatchObject({ type: "init", doc: "print('hi')\n", version: 2, language: "python" });
    const saved = await sessionOf(iv.interviewId);
    expect(saved).toMatchObject({ doc: "print('hi')\n", version: 2, language: "python" });
  });

  it("flushes the session when the last socket leaves, before the debounce", async () => {
    iv = await open();
    await server.close();
    await startCode(60_000);
    const a = await peer(iv.interviewId, mod());
    a.edit(0, 0, "SELECT 1;");
    a.push();
    await a.synced();
    expect((await sessionOf(iv.interviewId))?.version).toBe(0);
    a.ws.close();
    await until(async () => (await sessionOf(iv.interviewId))?.doc === "SELECT 1;");
    await until(() => handler.roomCount() === 0);
    await server.close();
    await startCode();
  });
});

describe("two sidecar instances on one room (which deployment must avoid)", () => {
  it("never corrupt the log: the instance that loses a version reloads from the log, refuses the push and its client catches up", async () => {
    iv = await open();
    const a = await peer(iv.interviewId, mod());
    const second = await startSidecar({ secret: SECRET, bus: { kind: "poll", databaseUrl: process.env.DATABASE_URL, pollMs: 1000 }, roomHandlers: { code: createCodeHandler({ log: silentLog }) } });
    try {
      const viaSecond = (claims: Parameters<typeof codeUrl>[1]) => codeUrl(iv.interviewId, claims).replace(`:${server.port}/`, `:${second.port}/`);
      const bSock = await openSocket(viaSecond(mod(w.bob.id)));
      sockets.push(bSock);
      await bSock.next("init");
      // Both instances loaded version 0; the first writes version 0 first.
      a.edit(0, 0, "from A");
      a.push();
      await a.synced();
      bSock.ws.send(JSON.stringify({ type: "push", version: 0, clientID: "b", updates: [{ changes: ChangeSet.of({ from: 0, insert: "from B" }, 0).toJSON() }] }));
      expect(await bSock.next("pushRefused")).toEqual({ type: "pushRefused", version: 1 });
      // The second instance brought its socket up to the log.
      expect(await bSock.next("updates")).toMatchObject({ version: 0, updates: [{ clientID: expect.any(String) }] });
      const log = await logOf(iv.interviewId);
      expect(log.map((r) => r.version)).toEqual([0]);
      expect(replayLog("", log)).toBe("from A");
    } finally {
      await second.close();
    }
  });
});

describe("who may do what in the code room", () => {
  it("lets a read-only socket pull but closes it (4405) when it pushes", async () => {
    iv = await open();
    const a = await peer(iv.interviewId, mod());
    a.edit(0, 0, "kept");
    a.push();
    await a.synced();
    const ro = await openSocket(codeUrl(iv.interviewId, { ...mod(w.bob.id), readonly: true }));
    sockets.push(ro);
    expect(await ro.next("init")).toMatchObject({ doc: "kept", readonly: true });
    ro.ws.send(JSON.stringify({ type: "pull", version: 0 }));
    expect(await ro.next("updates")).toMatchObject({ version: 0, updates: [{ changes: expect.any(Array) }] });
    ro.ws.send(JSON.stringify({ type: "push", version: 1, clientID: "ro", updates: [{ changes: [4, [0, "!"]] }] }));
    expect((await ro.closed).code).toBe(4405);
    expect((await logOf(iv.interviewId)).length).toBe(1);
    expect(a.ws.readyState).toBe(a.ws.OPEN);
  });

  it("closes with 4403 a socket for another company's interview, and the upgrade refuses an expired token or one for another interview", async () => {
    iv = await open();
    const foreign = await openSocket(codeUrl(iv.interviewId, { companyId: other.companyId, userId: other.alice.id, role: "moderator" }));
    sockets.push(foreign);
    expect((await foreign.closed).code).toBe(4403);
    const expired = codeUrl(iv.interviewId, mod(), 1);
    await new Promise((r) => setTimeout(r, 2100));
    expect(await upgradeStatus(expired)).toBe(401);
    const otherIv = await open();
    expect(await upgradeStatus(codeUrl(iv.interviewId, { ...mod(), tokenInterview: otherIv.interviewId }))).toBe(403);
    expect(await getDb().select().from(codeSessions).where(and(eq(codeSessions.interviewId, iv.interviewId), eq(codeSessions.companyId, other.companyId)))).toEqual([]);
  });

  it("closes only the offending socket on malformed JSON, a frame over the limit, a message outside the protocol, or changes past the document's end", async () => {
    iv = await open();
    const a = await peer(iv.interviewId, mod());
    a.edit(0, 0, "abc");
    a.push();
    await a.synced();
    const bad = async (payload: string) => {
      const s = await openSocket(codeUrl(iv.interviewId, mod(w.bob.id)));
      sockets.push(s);
      await s.next("init");
      s.ws.send(payload);
      return (await s.closed).code;
    };
    expect(await bad("{not json")).toBe(4400);
    expect(await bad(JSON.stringify({ type: "push", version: 1, clientID: "x", updates: [{ changes: [3, [0, "x".repeat(300 * 1024)]] }] }))).toBe(1009);
    expect(await bad(JSON.stringify({ type: "shout", text: "hi" }))).toBe(4400);
    expect(await bad(JSON.stringify({ type: "push", version: 1, clientID: "x", updates: [{ changes: [10, [0, "x"]] }] }))).toBe(4400);
    expect(await bad(JSON.stringify({ type: "push", version: 1, clientID: "x", updates: [{ changes: [3, [0, "x".repeat(199_998)]] }] }))).toBe(4400);
    expect(a.ws.readyState).toBe(a.ws.OPEN);
    a.edit(3, 3, "d");
    a.push();
    await a.synced();
    expect(replayLog("", await logOf(iv.interviewId))).toBe("abcd");
  });

  it("stores the candidate's blocked attempts and delivers them to the moderators only", async () => {
    iv = await open();
    const m = await peer(iv.interviewId, mod());
    const t = await peer(iv.interviewId, tal(iv));
    const t2 = await peer(iv.interviewId, tal(iv));
    t.ws.send(JSON.stringify({ type: "attempt", kind: "paste" }));
    t.ws.send(JSON.stringify({ type: "attempt", kind: "contextmenu" }));
    const first = (await m.next("attempt")) as unknown as Extract<ServerMessage, { type: "attempt" }>;
    expect(first.attempt).toMatchObject({ kind: "paste", userId: iv.candidateId, version: 0 });
    await m.next("attempt");
    // A moderator's copy is no attempt; a talent hears nothing of them.
    m.ws.send(JSON.stringify({ type: "attempt", kind: "copy" }));
    await new Promise((r) => setTimeout(r, 200));
    expect([...t.messages, ...t2.messages].some((x) => x.type === "attempt")).toBe(false);
    const rows = await getDb().select().from(codeEvents).where(eq(codeEvents.interviewId, iv.interviewId)).orderBy(asc(codeEvents.at));
    expect(rows.map((r) => [r.kind, r.userId, r.companyId])).toEqual([
      ["paste", iv.candidateId, w.companyId],
      ["contextmenu", iv.candidateId, w.companyId],
    ]);
    // A moderator who joins later gets the list.
    const late = await peer(iv.interviewId, mod(w.bob.id));
    expect((late.messages[0] as unknown as { attempts: unknown[] }).attempts).toHaveLength(2);
    expect((t2.messages[0] as unknown as { attempts?: unknown }).attempts).toBeUndefined();
  });

  it("changes the language for everyone (moderators only, known names only) and persists it", async () => {
    iv = await open();
    const m = await peer(iv.interviewId, mod());
    const t = await peer(iv.interviewId, tal(iv));
    t.ws.send(JSON.stringify({ type: "language", name: "go" }));
    expect(await t.next("error")).toEqual({ type: "error", code: "forbidden" });
    m.ws.send(JSON.stringify({ type: "language", name: "cobol" }));
    expect(await m.next("error")).toEqual({ type: "error", code: "languageUnknown" });
    m.ws.send(JSON.stringify({ type: "language", name: "go" }));
    expect(await t.next("language")).toMatchObject({ name: "go", userId: w.alice.id });
    await until(async () => (await sessionOf(iv.interviewId))?.language === "go");
    const [ev] = await getDb().select().from(codeEvents).where(eq(codeEvents.interviewId, iv.interviewId));
    expect(ev).toMatchObject({ kind: "language", detail: { from: "javascript", to: "go" } });
  });

  it("loads a question of the company through the authority (rebasing a candidate's pending edit), refuses another company's", async () => {
    iv = await open();
    const [q] = await getDb()
      .insert(codeQuestions)
      .values({ companyId: w.companyId, code: `Q-${iv.interviewId.slice(0, 4)}`, title: "Reverse", difficulty: "BEGINNER", prompt: "Reverse a list.", language: "python", starterCode: "def rev(xs):\n    pass" })
      .returning();
    const [foreignQ] = await getDb().insert(codeQuestions).values({ companyId: other.companyId, code: "F-1", title: "Secret", difficulty: "EXPERT" }).returning();
    const m = await peer(iv.interviewId, mod());
    const t = await peer(iv.interviewId, tal(iv));
    m.ws.send(JSON.stringify({ type: "question", questionId: foreignQ!.id }));
    expect(await m.next("error")).toEqual({ type: "error", code: "questionNotFound" });
    t.ws.send(JSON.stringify({ type: "question", questionId: q!.id }));
    expect(await t.next("error")).toEqual({ type: "error", code: "forbidden" });
    m.ws.send(JSON.stringify({ type: "question", questionId: q!.id }));
    expect(await t.next("question")).toMatchObject({ code: q!.code, title: "Reverse" });
    await until(() => t.doc().includes("def rev(xs):") && m.doc() === t.doc());
    expect(t.doc()).toMatch(/^# Q-.* · Reverse\n#\n# Reverse a list\.\n\ndef rev/);
    expect(await t.next("language")).toMatchObject({ name: "python" });
    const kinds = (await getDb().select().from(codeEvents).where(eq(codeEvents.interviewId, iv.interviewId))).map((e) => e.kind).sort();
    expect(kinds).toEqual(["language", "question"]);
  });
});

describe("the app routes of the code editor", () => {
  it("lists the company's code questions to the interview's staff, searched and paginated, and refuses the talent and another company", async () => {
    iv = await open();
    const db = getDb();
    await db.insert(codeQuestions).values(
      Array.from({ length: 12 }, (_, i) => ({ companyId: w.companyId, code: `LST-${String(i).padStart(2, "0")}`, title: i === 7 ? "Binary tree depth" : `List ${i}`, difficulty: "INTERMEDIATE" as const, tag: i % 2 ? "arrays" : "trees" })),
    );
    await db.insert(codeQuestions).values({ companyId: other.companyId, code: "LST-99", title: "Binary other company", difficulty: "BEGINNER" });
    const alice = await sessionFor(await userById(w.alice.id), w.slug);
    const get = (cookie: string, qs: string, slug = w.slug, id = iv.interviewId) =>
      callRoute(questionsRoute, apiRequest(`/api/interviews/${id}/code-questions${qs}`, { cookie, tenant: slug }), { interviewId: id });
    const page2 = await get(alice.cookie, "?q=LST-&page=2&pageSize=5");
    expect(page2.status).toBe(200);
    const r2 = (page2.json as { results: { items: { code: string }[]; total: number } }).results;
    expect(r2.total).toBe(12);
    expect(r2.items.map((i) => i.code)).toEqual(["LST-05", "LST-06", "LST-07", "LST-08", "LST-09"]);
    const search = (await get(alice.cookie, "?q=binary")).json as { results: { items: { code: string }[] } };
    expect(search.results.items.map((i) => i.code)).toEqual(["LST-07"]);
    const pct = (await get(alice.cookie, "?q=%25")).json as { results: { total: number } };
    expect(pct.results.total).toBe(0);
    expect((await get(alice.cookie, "?pageSize=500")).status).toBe(400);
    const talent = await sessionFor(await userById(iv.candidateId), w.slug);
    expect((await get(talent.cookie, "")).status).toBe(403);
    const outsider = await sessionFor(await userById(other.alice.id), other.slug);
    expect((await get(outsider.cookie, "", other.slug)).code).toBe(10404);
  });

  it("gives staff the ordered history with events, a page at a time, and refuses the talent", async () => {
    iv = await open();
    const a = await peer(iv.interviewId, mod());
    const t = await peer(iv.interviewId, tal(iv));
    for (const ch of ["a", "b", "c"]) {
      a.edit(a.doc().length, a.doc().length, ch);
      a.push();
      await a.synced();
    }
    t.ws.send(JSON.stringify({ type: "attempt", kind: "paste" }));
    await a.next("attempt");
    a.ws.send(JSON.stringify({ type: "language", name: "sql" }));
    await a.next("language");
    const alice = await sessionFor(await userById(w.alice.id), w.slug);
    const get = (cookie: string, qs: string) =>
      callRoute(historyRoute, apiRequest(`/api/interviews/${iv.interviewId}/code-history${qs}`, { cookie, tenant: w.slug }), { interviewId: iv.interviewId });
    const first = (await get(alice.cookie, "?limit=2")).json as { results: { updates: { version: number }[]; events: { kind: string }[]; nextFrom: number | null; version: number; initialLanguage: string } };
    expect(first.results).toMatchObject({ version: 3, nextFrom: 2, initialLanguage: "javascript" });
    expect(first.results.updates.map((u) => u.version)).toEqual([0, 1]);
    expect(first.results.events.map((e) => e.kind)).toEqual(["paste", "language"]);
    const second = (await get(alice.cookie, "?from=2&limit=2")).json as { results: { updates: { version: number; changes: unknown[] }[]; nextFrom: number | null; events: unknown[] } };
    expect(second.results).toMatchObject({ nextFrom: null, events: [] });
    expect(replayLog("", [...first.results.updates, ...second.results.updates] as unknown as { changes: unknown[] }[])).toBe("abc");
    const talent = await sessionFor(await userById(iv.candidateId), w.slug);
    expect((await get(talent.cookie, "")).status).toBe(403);
    expect((await get(alice.cookie, "?from=-1")).status).toBe(400);
  });
});
