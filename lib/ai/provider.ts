import type { Locale } from "@/lib/i18n/config";

/**
 * The one AI seam of the app. Features ask an `AiProvider` for text and never know which model or
 * service answers; `aiProvider()` (lib/ai/index.ts) returns null when none is configured, and the
 * feature then says so instead of inventing output.
 */
export type ChatRole = "system" | "user" | "assistant";
export type ChatMessage = { role: ChatRole; content: string };

export type CompleteOptions = {
  /** Upper bound of the answer, in tokens. */
  maxTokens?: number;
  temperature?: number;
  /** Asks for a JSON object (OpenAI's `response_format`); the caller still parses and validates it. */
  json?: boolean;
  signal?: AbortSignal;
};

export interface AiProvider {
  /** One chat completion: the assistant's text. Throws AiProviderError on any failure. */
  complete(messages: ChatMessage[], opts?: CompleteOptions): Promise<string>;
  /** Each text rewritten in clearer, professional wording, in the same order and language. */
  rephrase(texts: string[], locale: Locale): Promise<string[]>;
}

/** The provider was reached but gave no usable answer (status, timeout, shape, size). */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}
