/**
 * Text rephrase rules (second document §5: "Text rephrase needs at least 6 words or 30 non-space
 * characters"). Pure, so the button checks before sending and the route decides the same way.
 */
export const REPHRASE_MIN_WORDS = 6;
export const REPHRASE_MIN_NON_SPACE_CHARS = 30;
/** Texts per request, and characters per text (the spec's longer general text limit). */
export const REPHRASE_MAX_TEXTS = 10;
export const REPHRASE_MAX_CHARS = 2000;

export const REPHRASE_TOO_SHORT_MESSAGE = "Text rephrase needs at least 6 words or 30 non-space characters";

export function wordCount(text: string): number {
  return text.trim().split(/\s+/u).filter(Boolean).length;
}

export function nonSpaceLength(text: string): number {
  return [...text.replace(/\s+/gu, "")].length;
}

/** True when the text is long enough to be worth rephrasing. */
export function canRephrase(text: string): boolean {
  return wordCount(text) >= REPHRASE_MIN_WORDS || nonSpaceLength(text) >= REPHRASE_MIN_NON_SPACE_CHARS;
}
