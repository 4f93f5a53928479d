import compile from "icu-minify/compile";

/**
 * ICU messages are compiled before any translator sees them (D77). The app's translators format
 * with use-intl's `format-message/format-only` (aliased in next.config.ts and vitest.config.ts),
 * which formats the compact arrays icu-minify produces and leaves the ICU parser
 * (intl-messageformat, ≈ 12 kB gzip) out of every page's JavaScript. A message with no argument
 * compiles to the same string; one with arguments, plurals, selects or tags to an array.
 *
 * The price: every messages object given to a translator (the request config, the client
 * provider, the e-mail and export translators) must go through here; a raw message given to the
 * format-only formatter comes out as written, braces and all. tests/unit/i18n-compiled.test.ts
 * formats every message of both locales both ways and fails on any difference.
 */
type Tree = { [key: string]: unknown };

/** Each source object compiled once: message modules are loaded once per process. */
const cache = new WeakMap<object, Tree>();

/**
 * icu-minify builds a plural's or select's cases as a null-prototype object; React refuses those
 * as props of a client component (NextIntlClientProvider's messages), so the result is rebuilt
 * from plain objects and arrays (what next-intl's own loader does by going through JSON).
 */
function plain(compiled: unknown): unknown {
  return typeof compiled === "string" ? compiled : JSON.parse(JSON.stringify(compiled));
}

export function compileMessages<T extends object>(messages: T): T {
  const hit = cache.get(messages);
  if (hit) return hit as T;
  const out: Tree = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") out[key] = plain(compile(value));
    else if (value !== null && typeof value === "object" && !Array.isArray(value)) out[key] = compileMessages(value);
    else out[key] = value;
  }
  cache.set(messages, out);
  return out as T;
}

