/**
 * The one normaliser shared by the search document (SQL function `search_normalize` in migration
 * 0006_search_document) and the query compiler. Both sides must produce the same lexemes, so the
 * rules are few and written identically here and in SQL:
 *
 * 1. lower case (the `simple` dictionary lower-cases again, so the database has the last word on
 *    letters outside ASCII);
 * 2. technology names whose meaning lives in punctuation get words: `c++` → `cplusplus`,
 *    `c#` → `csharp`, `.net` → `dotnet` (`notepad++`, `f#` follow the same two rules);
 * 3. every other ASCII punctuation character separates words, so `node.js` is `node js` and
 *    `full-stack` is `full stack` (a phrase of two lexemes on both sides). Whitespace is left to
 *    the text-search parser (a `[[:space:]]` class costs the database more than the rest together).
 *
 * The query side additionally drops anything that is not a letter, digit or combining mark, so
 * the tsquery text it builds can only contain lexemes of those characters (see compile.ts).
 */

const DOT_NET = /(?<![a-z0-9])\.net(?![a-z0-9])/g;
const PLUS_PLUS = /([a-z0-9])\+\+/g;
const PLUS = /([a-z0-9])\+/g;
const SHARP = /([a-z0-9])#/g;
/** ASCII punctuation: the same class as the SQL function's `[!-/:-@[-`{-~]`. */
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]+/g;
/** What a query lexeme may contain; everything else splits it. */
const NOT_LEXEME_CHAR = /[^\p{L}\p{N}\p{M}]+/gu;

/** Rules 1–3: what the database does to document text before `to_tsvector('simple', …)`. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(DOT_NET, " dotnet ")
    .replace(PLUS_PLUS, "$1plusplus")
    .replace(PLUS, "$1plus")
    .replace(SHARP, "$1sharp")
    .replace(ASCII_PUNCTUATION, " ");
}

/** The lexemes of a query word or phrase, in order; empty when it holds nothing searchable. */
export function lexemesOf(text: string): string[] {
  return normalizeText(text.normalize("NFC"))
    .replace(NOT_LEXEME_CHAR, " ")
    .split(" ")
    .filter(Boolean);
}
