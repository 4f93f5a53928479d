import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { activityLog, jobPrompts } from "@/db/schema";
import { AiGenerationError, AiNotConfiguredError, aiProvider, generateJobFromPrompt } from "@/lib/jobs/ai";
import { promptHistory } from "@/lib/jobs/queries";
import { makeJobsWorld, type JobsWorld } from "../support/jobs";

let world: JobsWorld;
let server: Server;
let url: string;
let answer: { status: number; body: string } = { status: 200, body: "{}" };
const received: unknown[] = [];

beforeAll(async () => {
  world = await makeJobsWorld("jobs-ai");
  // A real HTTP provider on loopback: the generator's contract is `POST { prompt }` → job fields.
  server = createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      received.push(JSON.parse(data));
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/generate`;
});

afterAll(async () => {
  delete process.env.AI_PROVIDER_URL;
  await new Promise((resolve) => server.close(resolve));
  await closeDb();
});

const prompts = async () => getDb().select().from(jobPrompts).where(eq(jobPrompts.companyId, world.companyId));

describe("AI job generator", () => {
  it("is not configured without AI_PROVIDER_URL, and stores no prompt then", async () => {
    delete process.env.AI_PROVIDER_URL;
    expect(aiProvider()).toBeNull();
    await expect(generateJobFromPrompt(world.actor, "a QA engineer")).rejects.toBeInstanceOf(AiNotConfiguredError);
    expect(await prompts()).toEqual([]);
  });

  it("sends the prompt to the configured provider, returns its job as a draft and keeps the prompt in the history", async () => {
    process.env.AI_PROVIDER_URL = url;
    answer = {
      status: 200,
      body: JSON.stringify({ job: { title: "QA Engineer", description: "Test things.", workplaceType: "REMOTE", mustHaveSkills: [{ stack: "Playwright", years: 2 }], departmentId: world.departments[0], assigneeId: world.recruiter } }),
    };
    const draft = await generateJobFromPrompt(world.actor, "a remote QA engineer");
    expect(received.at(-1)).toEqual({ prompt: "a remote QA engineer" });
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
    process.env.AI_PROVIDER_URL = url;
    answer = { status: 500, body: "oops" };
    await expect(generateJobFromPrompt(world.actor, "broken one")).rejects.toBeInstanceOf(AiGenerationError);
    answer = { status: 200, body: JSON.stringify({ title: 42, salary: "lots" }) };
    await expect(generateJobFromPrompt(world.actor, "nonsense one")).rejects.toBeInstanceOf(AiGenerationError);
    const history = await promptHistory(world.companyId, world.recruiterAdmin);
    expect(history.map((p) => p.prompt)).toEqual(["nonsense one", "broken one", "a remote QA engineer"]);
  });
});
