import "server-only";
import { DEFAULT_AI_TIMEOUT_MS, OpenAiCompatibleProvider } from "./openai-compatible";
import type { AiProvider } from "./provider";

export type { AiProvider, ChatMessage, ChatRole, CompleteOptions } from "./provider";
export { AiProviderError } from "./provider";
export { parseJsonAnswer } from "./json";
export { OpenAiCompatibleProvider } from "./openai-compatible";

type Env = Record<string, string | undefined>;

/**
 * The configured provider, or null: `AI_BASE_URL` (an http(s) URL of an OpenAI-compatible API,
 * e.g. https://api.openai.com/v1) and `AI_MODEL` are required, `AI_API_KEY` is sent as a bearer
 * token when set, `AI_TIMEOUT_MS` bounds each call. Read on every call, so an operator's change
 * of environment (and a test's) takes effect without a rebuild.
 */
export function aiProvider(env: Env = process.env): AiProvider | null {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl || !model || !/^https?:\/\/[^\s]+$/i.test(baseUrl)) return null;
  const timeout = Number(env.AI_TIMEOUT_MS);
  return new OpenAiCompatibleProvider({
    baseUrl,
    model,
    apiKey: env.AI_API_KEY?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_AI_TIMEOUT_MS,
  });
}

export function aiConfigured(env: Env = process.env): boolean {
  return aiProvider(env) !== null;
}
