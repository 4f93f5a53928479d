import "server-only";
import { getDb } from "@/db/client";
import { jobPrompts } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import type { JobActor } from "./commands";
import { jobDraftSchema, type JobDraft } from "./schemas";

/**
 * The AI generator tab: a prompt in, a draft of the job form out. The product ships no model;
 * an operator points AI_PROVIDER_URL at a service that answers `POST { prompt }` with the job's
 * fields (the names of the job form, as JSON, optionally under `job`). Without it the tab says
 * the generator is not configured.
 */
export interface AiProvider {
  generateJob(prompt: string): Promise<JobDraft>;
}

export class AiNotConfiguredError extends Error {
  constructor() {
    super("AI provider not configured");
  }
}

export class AiGenerationError extends Error {}

const TIMEOUT_MS = 30_000;
const MAX_ANSWER_BYTES = 256 * 1024;

export class HttpAiProvider implements AiProvider {
  constructor(
    private readonly url: string,
    private readonly apiKey?: string,
  ) {}

  async generateJob(prompt: string): Promise<JobDraft> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}) },
        body: JSON.stringify({ prompt }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: "error",
      });
    } catch {
      throw new AiGenerationError("provider unreachable");
    }
    if (!res.ok) throw new AiGenerationError(`provider answered ${res.status}`);
    const text = await res.text();
    if (text.length > MAX_ANSWER_BYTES) throw new AiGenerationError("answer too large");
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AiGenerationError("answer is not JSON");
    }
    const fields = body && typeof body === "object" && "job" in body ? (body as { job: unknown }).job : body;
    const parsed = jobDraftSchema.safeParse(fields);
    if (!parsed.success) throw new AiGenerationError("answer does not describe a job");
    // The model cannot know this company's ids: people and departments are chosen in the form.
    return { ...parsed.data, departmentId: null, assigneeId: null, collaboratorIds: [] };
  }
}

export function aiProvider(): AiProvider | null {
  const url = process.env.AI_PROVIDER_URL?.trim();
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new HttpAiProvider(url, process.env.AI_PROVIDER_KEY?.trim() || undefined);
}

/**
 * Stores the prompt in the user's history (and the activity log) first, in its own transaction,
 * so the history keeps prompts whose generation failed; then asks the provider.
 */
export async function generateJobFromPrompt(actor: JobActor, prompt: string, provider: AiProvider | null = aiProvider()): Promise<JobDraft> {
  if (!provider) throw new AiNotConfiguredError();
  await getDb().transaction(async (tx) => {
    const [row] = await tx.insert(jobPrompts).values({ companyId: actor.companyId, userId: actor.actorUserId, prompt }).returning({ id: jobPrompts.id });
    await logActivity(tx, { companyId: actor.companyId, actorUserId: actor.actorUserId, action: "jobs.aiPrompt", entityType: "jobPrompt", entityId: row.id, before: null, after: { prompt } });
  });
  return provider.generateJob(prompt);
}
