import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, jobPrompts } from "@/db/schema";
import { AiGenerationError, AiNotConfiguredError, generateJobFromPrompt, jobGenerator } from "@/lib/jobs/ai";
import { promptHistory } from "@/lib/jobs/queries";
import { makeJobsWorld, type JobsWorld } from "../support/jobs";

let world: JobsWorld;
let server: Server;
let baseUrl: string;
/** What the local model answers next: an HTTP status and the assistant message's content. */
let answer: { status: number; content: string } = { status: 200, content: "{}" };
type Seen = { path: string; body: { model: string; messages: { role: string; content: string }[]; response_format?: { type: string } } };
const received: Seen[] = [];

beforeAll(async () => {
  world = await makeJobsWorld("jobs-ai");
  // A real server on loopback speaking the OpenAI chat-completions API, the app's one AI seam.
  server = createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      const body = JSON.parse(data);
      received.push({ path: req.url ?? "", body });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(
        answer.status === 200
          ? JSON.stringify({ id: "chatcmpl-1", object: "chat.completion", model: body.model, choices: [{ index: 0, message: { role: "assistant", content: answer.content }, finish_reason: "stop" }] })
          : JSON.stringify({ error: { message: "overloaded" } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

function configure(): void {
  process.env.AI_BASE_URL = baseUrl;
  process.env.AI_MODEL = "local-test-model";
}

afterAll(async () => {
  delete process.env.AI_BASE_URL;
  delete process.env.AI_MODEL;
  await new Promise((resolve) => server.close(resolve));
  await closeDb();
});

const prompts = async () => getDb().select().from(jobPrompts).where(eq(jobPrompts.companyId, world.companyId));

describe("AI job generator", () => {
  it("is not configured without AI_BASE_URL and AI_MODEL, and stores no prompt then", async () => {
    delete process.env.AI_BASE_URL;
    delete process.env.AI_MODEL;
    expect(jobGenerator()).toBeNull();
    await expect(generateJobFromPrompt(world.actor, "a QA engineer")).rejects.toBeInstanceOf(AiNotConfiguredError);
    expect(await prompts()).toEqual([]);
  });

  it("sends the prompt to the configured chat model, returns its job as a draft and keeps the prompt in the history", async () => {
    configure();
    // Models wrap JSON in a fence now and then; the draft is read from inside it.
    answer = {
      status: 200,
      content: "```json\n" + JSON.stringify({ title: "QA Engineer", description: "Test things.", workplaceType: "REMOTE", mustHaveSkills: [{ stack: "Playwright", years: 2 }], departmentId: world.departments[0], assigneeId: world.recruiter }) + "\n```",
    };
    const draft = await generateJobFromPrompt(world.actor, "a remote QA engineer");
    const sent = received.at(-1)!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.body.model).toBe("local-test-model");
    expect(sent.body.response_format).toEqual({ type: "json_object" });
    // The recruiter's text travels alone as the user message; the instructions name the form's fields.
    expect(sent.body.messages.at(-1)).toEqual({ role: "user", content: "a remote QA engineer" });
    expect(sent.body.messages[0].role).toBe("system");
    expect(sent.body.messages[0].content).toContain("mustHaveSkills");
    expect(draft).toMatchObject({ title: "QA Engineer", workplaceType: "REMOTE", mustHaveSkills: [{ stack: "Playwright", years: 2 }] });
    // The model cannot choose this company's people or departments.
    expect(draft).toMatchObject({ departmentId: null, assigneeId: null, collaboratorIds: [] });
    const history = await promptHistory(world.companyId, world.recruiterAdmin);
    expect(history.map((p) => p.prompt)).toEqual(["a remote QA engineer"]);
    const logs = await getDb()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.companyId, world.companyId), eq(activityLog.action, "jobs.aiPrompt")));
    expect(logs).toHaveLength(1);
  });

  it("keeps the prompt even when the provider fails or answers nonsense", async () => {
    configure();
    answer = { status: 500, content: "" };
    await expect(generateJobFromPrompt(world.actor, "broken one")).rejects.toBeInstanceOf(AiGenerationError);
    answer = { status: 200, content: "Sure! Here is a great job for you." };
    await expect(generateJobFromPrompt(world.actor, "prose one")).rejects.toBeInstanceOf(AiGenerationError);
    answer = { status: 200, content: JSON.stringify({ title: 42, salary: "lots" }) };
    await expect(generateJobFromPrompt(world.actor, "nonsense one")).rejects.toBeInstanceOf(AiGenerationError);
    const history = await promptHistory(world.companyId, world.recruiterAdmin);
    expect(history.map((p) => p.prompt)).toEqual(["nonsense one", "prose one", "broken one", "a remote QA engineer"]);
  });
});
