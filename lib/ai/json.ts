import { AiProviderError } from "./provider";

/**
 * The JSON object inside a model's answer. Models asked for JSON still often wrap it in a Markdown
 * fence or add a sentence around it, so the first `{ … }` span is taken; validating its shape is
 * the caller's job (zod), this only guarantees an object.
 */
export function parseJsonAnswer(text: string): Record<string, unknown> {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = (fenced ? fenced[1] : text).trim();
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  if (start < 0 || end <= start) throw new AiProviderError("answer holds no JSON object");
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.slice(start, end + 1));
  } catch {
    throw new AiProviderError("answer is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new AiProviderError("answer is not a JSON object");
  return parsed as Record<string, unknown>;
}
