import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { logger } from "@/lib/log";
import { aiProvider } from "./index";
import { AiProviderError, type AiProvider } from "./provider";

/** Second document §8 other messages; messages/{en,fr}/errors.json → other.rephraseFailed. */
export const REPHRASE_FAILED_MESSAGE = "Error in rephrasing text";
export const REPHRASE_NOT_CONFIGURED_MESSAGE = "Text rephrasing is not configured for this site.";

/**
 * Rephrases through the configured provider. No provider → 10028 (the feature is not enabled
 * here, decision D29); a provider failure → 10001 with the spec's "Error in rephrasing text" and
 * status 422, so the client shows that text rather than a generic failure. Never a made-up answer.
 */
export async function rephraseTexts(texts: string[], locale: Locale, provider: AiProvider | null = aiProvider()): Promise<{ texts: string[] }> {
  if (!provider) throw appError(ERROR_CODES.moduleNotEnabled, REPHRASE_NOT_CONFIGURED_MESSAGE, { reason: "aiNotConfigured" });
  try {
    const out = await provider.rephrase(texts, locale);
    if (out.length !== texts.length) throw new AiProviderError("answer count differs");
    return { texts: out };
  } catch (e) {
    // The texts themselves are the candidate's writing: logged never, only why the call failed.
    logger.warn({ reason: e instanceof Error ? e.message : String(e), status: e instanceof AiProviderError ? e.status : undefined }, "rephrase failed");
    throw new AppError(ERROR_CODES.invalidRequest, 422, REPHRASE_FAILED_MESSAGE, { reason: "rephraseFailed" });
  }
}
