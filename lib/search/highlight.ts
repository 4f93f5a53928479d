import type { HighlightTerm } from "./compile";
import { lexemesOf } from "./normalize";

/**
 * Matches shown to the recruiter, as plain text segments (never HTML): ts_headline wraps matches
 * in two private-use characters (the database strips them from profile text first), and fields
 * the headline does not cover are marked here with the query's own lexemes.
 */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

export type Segment = { text: string; marked: boolean };

/** Splits ts_headline output on its markers. */
export function splitMarked(snippet: string): Segment[] {
  const out: Segment[] = [];
  let marked = false;
  let buffer = "";
  for (const ch of snippet) {
    if (ch === MARK_START || ch === MARK_END) {
      if (buffer) out.push({ text: buffer, marked });
      buffer = "";
      marked = ch === MARK_START;
    } else {
      buffer += ch;
    }
  }
  if (buffer) out.push({ text: buffer, marked });
  return out;
}

const WORD = /[\p{L}\p{N}\p{M}+#.]+/gu;

function matches(word: string, terms: readonly HighlightTerm[]): boolean {
  const lexemes = lexemesOf(word);
  return lexemes.some((l) => terms.some((t) => (t.prefix ? l.startsWith(t.lexeme) : l === t.lexeme)));
}

/** Marks the words of `text` that the query's (non-negated) terms match, as the search does. */
export function markTerms(text: string, terms: readonly HighlightTerm[]): Segment[] {
  if (!terms.length || !text) return text ? [{ text, marked: false }] : [];
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    if (!matches(m[0], terms)) continue;
    if (start > last) out.push({ text: text.slice(last, start), marked: false });
    out.push({ text: m[0], marked: true });
    last = start + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), marked: false });
  return out;
}
