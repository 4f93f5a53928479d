import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import { LOCALES, NAMESPACES } from "@/lib/i18n/config";

// D77: the app formats compiled messages with use-intl's format-only formatter (aliased in
// next.config.ts and vitest.config.ts). This test formats every message of both locales through
// that path and through use-intl's full ICU formatter (intl-messageformat, what the app used
// before) and fails on any difference, so a message construct the compact formatter renders
// differently (a named date or number format, say) cannot slip in.

const root = path.resolve(import.meta.dirname, "../..");
const fullFormatterPath = path.join(root, "node_modules/use-intl/dist/esm/production/format-message/index.js");

type Tree = { [key: string]: unknown };
type Leaf = { key: string; message: string; compiled: unknown };

function leaves(raw: Tree, compiled: Tree, prefix = ""): Leaf[] {
  return Object.entries(raw).flatMap(([k, v]) =>
    typeof v === "string" ? [{ key: `${prefix}${k}`, message: v, compiled: compiled[k] }] : v && typeof v === "object" ? leaves(v as Tree, compiled[k] as Tree, `${prefix}${k}.`) : [],
  );
}

/**
 * Values for every argument a compiled message names (icu-minify's shape: a message is a string or
 * a list of parts; a part is text, 0 for `#`, or a node: [name] an argument, [name, type, cases]
 * a select (1), plural (2) or ordinal (3), [name, ...children] a tag): text, a select's first
 * named case, a count of 2, a tag that wraps its children.
 */
function valuesFor(parts: unknown, out: Record<string, unknown> = {}): Record<string, unknown> {
  if (!Array.isArray(parts)) return out;
  for (const part of parts) {
    if (!Array.isArray(part)) continue;
    const [name, type, ...rest] = part as [string, unknown, ...unknown[]];
    if (part.length === 1) out[name] ??= `<${name}>`;
    else if (type === 1 || type === 2 || type === 3) {
      const cases = rest[0] as Record<string, unknown>;
      const named = Object.keys(cases).filter((c) => c !== "other" && !c.startsWith("="));
      out[name] ??= type === 1 ? (named[0] ?? "zzz") : 2;
      for (const branch of Object.values(cases)) valuesFor(branch, out);
    } else if (typeof type === "number" && type !== 0) out[name] ??= 1;
    else {
      out[name] ??= (chunks: unknown) => `<${name}>${Array.isArray(chunks) ? chunks.join("") : String(chunks)}</${name}>`;
      valuesFor([type, ...rest], out);
    }
  }
  return out;
}

describe("precompiled messages (D77)", () => {
  it("the formatter in use is the compact one (the alias took effect)", () => {
    const t = createTranslator({ locale: "en", messages: { x: { raw: "Hello {name}" } }, namespace: "x", onError: () => {} });
    // The compact formatter returns an uncompiled message as written: that is the alias at work.
    expect(t("raw", { name: "Ann" })).toBe("Hello {name}");
    const c = createTranslator({ locale: "en", messages: compileMessages({ x: { m: "Hello {name}" } }), namespace: "x" });
    expect(c("m", { name: "Ann" })).toBe("Hello Ann");
  });

  it("builds compiled messages from plain objects and arrays only (React passes nothing else to a client component)", () => {
    const odd: string[] = [];
    const walk = (v: unknown, at: string) => {
      if (v === null || typeof v !== "object") return;
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== Array.prototype) odd.push(at);
      for (const [k, child] of Object.entries(v)) walk(child, `${at}.${k}`);
    };
    for (const locale of LOCALES) {
      const dir = path.join(root, "messages", locale);
      for (const file of readdirSync(dir)) walk(compileMessages(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Tree), `${locale}/${file}`);
    }
    walk(compileMessages({ m: "{count, plural, =0 {none} one {# item} other {# items}} {kind, select, a {A} other {B}}" }), "sample");
    expect(odd).toEqual([]);
  });

  it("compiles each source object once", () => {
    const source = { a: "One {n}" };
    expect(compileMessages(source)).toBe(compileMessages(source));
  });

  for (const locale of LOCALES) {
    it(`formats every ${locale} message exactly as the full ICU formatter does`, async () => {
      const full = ((await import(/* @vite-ignore */ fullFormatterPath)) as { default: (...args: unknown[]) => unknown }).default;
      const formatters = {
        getNumberFormat: (l: string, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat(l, o),
        getPluralRules: (l: string, o?: Intl.PluralRulesOptions) => new Intl.PluralRules(l, o),
        getDateTimeFormat: (l: string, o?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(l, o),
      };
      const dir = path.join(root, "messages", locale);
      const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
      expect(files.length).toBe(NAMESPACES.length);
      let checked = 0;
      const differences: string[] = [];
      for (const file of files) {
        const raw = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Tree;
        const ns = file.replace(/\.json$/, "");
        const t = createTranslator({ locale, messages: { [ns]: compileMessages(raw) }, namespace: ns, onError: (e) => differences.push(`${ns}: ${String(e)}`) }) as unknown as {
          rich(key: string, values?: Record<string, unknown>): unknown;
        };
        for (const leaf of leaves(raw, compileMessages(raw))) {
          const values = valuesFor(leaf.compiled);
          const compact = t.rich(leaf.key, values);
          const reference = full(`${ns}.${leaf.key}`, leaf.message, values, { cache: { message: {} }, formatters, locale, timeZone: "UTC" });
          const norm = (v: unknown) => (Array.isArray(v) ? v.join("") : String(v));
          if (norm(compact) !== norm(reference)) differences.push(`${ns}.${leaf.key}: ${JSON.stringify(norm(compact))} ≠ ${JSON.stringify(norm(reference))}`);
          checked++;
        }
      }
      expect(differences).toEqual([]);
      // Both locales hold well over a thousand messages; a walk that found few would prove nothing.
      expect(checked).toBeGreaterThan(1000);
    });
  }
});
