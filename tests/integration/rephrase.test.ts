import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as rephrase } from "@/app/api/rephrase/route";
import { GET as status } from "@/app/api/rephrase/status/route";
import { aiProvider } from "@/lib/ai";
import { apiRequest, callRoute } from "../support/api-request";
import { findUser, sessionFor, type TestSession } from "../support/sessions";

/**
 * A local server speaking the OpenAI chat-completions API (POST /v1/chat/completions), so the
 * whole path runs for real: route → lib/ai client → HTTP → parsing. Its mode decides the answer.
 */
type Mode = "ok" | "error" | "garbage" | "noContent" | "slow" | "huge";
let mode: Mode = "ok";
let server: Server;
let baseUrl: string;
type Seen = { path: string; auth: string | undefined; body: { model: string; messages: { role: string; content: string }[]; max_tokens?: number } };
const seen: Seen[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });
}

let talent: TestSession;
let recruiter: TestSession;
const TEXT_A = "i has build many web app with react and node for five years";
const TEXT_B = "Je travaille comme développeuse depuis cinq ans dans la finance";

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    seen.push({ path: req.url ?? "", auth: req.headers.authorization, body });
    const user = body.messages.find((m: { role: string }) => m.role === "user")?.content ?? "";
    if (mode === "slow") await new Promise((r) => setTimeout(r, 1500));
    if (mode === "error") {
      res.writeHead(500, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: { message: "model overloaded" } }));
    }
    if (mode === "garbage") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html>proxy error</html>");
    }
    const content = mode === "noContent" ? null : mode === "huge" ? "word ".repeat(1000) : `"Polished: ${user.toUpperCase()}"`;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: "chatcmpl-1", object: "chat.completion", model: body.model, choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  talent = await sessionFor(await findUser("talent@demo.test", "demo"), "demo");
  recruiter = await sessionFor(await findUser("recruiter@demo.test", "demo"), "demo");
});

function configure(): void {
  process.env.AI_BASE_URL = baseUrl;
  process.env.AI_MODEL = "test-model";
  process.env.AI_API_KEY = "sk-local-test";
  process.env.AI_TIMEOUT_MS = "800";
}

afterEach(() => {
  mode = "ok";
  seen.length = 0;
  for (const k of ["AI_BASE_URL", "AI_MODEL", "AI_API_KEY", "AI_TIMEOUT_MS"]) delete process.env[k];
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeDb();
});

async function send(json: unknown, s: TestSession | null = talent, extra: { rawBody?: string; cookieSuffix?: string } = {}) {
  const req = apiRequest("/api/rephrase", {
    method: "POST",
    cookie: s ? s.cookie + (extra.cookieSuffix ?? "") : undefined,
    ...(extra.rawBody !== undefined ? { rawBody: extra.rawBody, headers: { "content-type": "application/json" } } : { json }),
  });
  return callRoute(rephrase, req);
}

describe("POST /api/rephrase through an OpenAI-compatible provider", () => {
  it("returns the provider's rewrite of each text, in order, as results.texts", async () => {
    configure();
    const a = await send({ texts: [TEXT_A, TEXT_B] });
    expect(a.status).toBe(200);
    expect((a.json as { results: unknown }).results).toEqual({ texts: [`Polished: ${TEXT_A.toUpperCase()}`, `Polished: ${TEXT_B.toUpperCase()}`] });
    expect(seen).toHaveLength(2);
    for (const s of seen) {
      expect(s.path).toBe("/v1/chat/completions");
      expect(s.auth).toBe("Bearer sk-local-test");
      expect(s.body.model).toBe("test-model");
      expect(s.body.messages[0].role).toBe("system");
    }
    expect(seen.map((s) => s.body.messages[1].content).sort()).toEqual([TEXT_A, TEXT_B].sort());
  });

  it("is open to admin-portal users too, and hints the reader's language to the model", async () => {
    configure();
    const a = await send({ texts: [TEXT_A] }, recruiter, { cookieSuffix: "; NEXT_LOCALE=fr" });
    expect(a.status).toBe(200);
    expect(seen[0].body.messages[0].content).toContain("French");
  });

  it("answers the not-configured code 10028 when no provider is set, and the status route says so", async () => {
    const a = await send({ texts: [TEXT_A] });
    expect([a.status, a.code]).toEqual([403, 10028]);
    expect((a.json as { details: { reason: string } }).details.reason).toBe("aiNotConfigured");
    expect(seen).toHaveLength(0);
    const off = await callRoute(status, apiRequest("/api/rephrase/status", { cookie: talent.cookie }));
    expect((off.json as { results: unknown }).results).toEqual({ configured: false });
    configure();
    const on = await callRoute(status, apiRequest("/api/rephrase/status", { cookie: talent.cookie }));
    expect((on.json as { results: unknown }).results).toEqual({ configured: true });
  });

  it("refuses a text under 6 words and 30 non-space characters with the spec text, without calling the provider", async () => {
    configure();
    const a = await send({ texts: [TEXT_A, "too short to rephrase"] });
    expect([a.status, a.code]).toEqual([400, 10001]);
    expect((a.json as { message: string }).message).toBe("Text rephrase needs at least 6 words or 30 non-space characters");
    expect(seen).toHaveLength(0);
  });

  it("answers 'Error in rephrasing text' (422, 10001) when the provider fails, answers nonsense, nothing or too much, or is too slow", async () => {
    configure();
    for (const m of ["error", "garbage", "noContent", "huge", "slow"] as const) {
      mode = m;
      const a = await send({ texts: [TEXT_A] });
      expect([a.status, a.code, (a.json as { message: string }).message], m).toEqual([422, 10001, "Error in rephrasing text"]);
    }
  });

  it("answers the failure text when the configured provider cannot be reached at all", async () => {
    process.env.AI_BASE_URL = "http://127.0.0.1:9/v1";
    process.env.AI_MODEL = "m";
    const a = await send({ texts: [TEXT_A] });
    expect([a.status, a.code]).toEqual([422, 10001]);
  });

  it("refuses a 1 MB body, too many or too long texts, wrong types and NUL with a 4xx, never reaching the provider", async () => {
    configure();
    const huge = await send(null, talent, { rawBody: JSON.stringify({ texts: ["x ".repeat(512 * 1024)] }) });
    expect([huge.status, huge.code]).toEqual([413, 10413]);
    const bad: unknown[] = [{}, { texts: [] }, { texts: Array(11).fill(TEXT_A) }, { texts: ["word ".repeat(500)] }, { texts: [42] }, { texts: TEXT_A }, { texts: [{ $ne: null }] }, { texts: [`${TEXT_A}\u0000`] }];
    for (const json of bad) {
      const a = await send(json);
      expect([a.status, a.code], JSON.stringify(json).slice(0, 60)).toEqual([400, 10001]);
    }
    const malformed = await send(null, talent, { rawBody: "{texts:" });
    expect(malformed.code).toBe(10001);
    expect(seen).toHaveLength(0);
  });

  it("passes markup and SQL through as plain text: they are data to rewrite, not code", async () => {
    configure();
    const hostile = "<img src=x onerror=alert(1)> '; DROP TABLE users; -- please rewrite this";
    const a = await send({ texts: [hostile] });
    expect(a.status).toBe(200);
    expect(seen[0].body.messages[1].content).toBe(hostile);
    expect(a.headers.get("content-type")).toContain("application/json");
  });

  it("refuses a caller without a session with 440", async () => {
    configure();
    const a = await send({ texts: [TEXT_A] }, null);
    expect(a.status).toBe(440);
    expect(seen).toHaveLength(0);
  });

  it("builds no provider for a base URL that is not http(s)", () => {
    expect(aiProvider({ AI_BASE_URL: "javascript:alert(1)", AI_MODEL: "m" })).toBeNull();
  });
});
