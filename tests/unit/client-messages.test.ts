import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pickMessages } from "@/lib/i18n/pick";
import { appDir, hasDirective, importsOf, root, source, walk } from "../support/import-graph";

/**
 * Each page sends its client components only the message namespaces they render (decision D3x
 * (weight), components/i18n/client-messages.tsx). This walks the import graph of every page and
 * layout, finds the client components (a "use client" file and everything it imports), collects
 * their `useTranslations("…")` names, and checks that the nearest `<ClientMessages namespaces={[…]}>`
 * (the file itself, else the closest layout above it) lists each of them.
 */
const isClientFile = (file: string) => hasDirective(file, "use client");

/** The names passed to useTranslations in `file` (the translator of a client component). */
function namesUsed(file: string): string[] {
  const text = source(file);
  const names = [...text.matchAll(/useTranslations\(\s*(?:["']([^"']*)["'])?\s*\)/g)].map((m) => m[1] ?? "");
  // The other next-intl hooks need a provider too (any ClientMessages gives one), though no messages.
  if (/\buse(?:Formatter|Locale|Now|TimeZone|Messages)\(/.test(text)) names.push(PROVIDER);
  return names;
}

/** Namespaces the client components reachable from `entry` use (not crossing into `stop` files). */
function clientNamespaces(entry: string): Map<string, string> {
  const used = new Map<string, string>(); // name → file that uses it
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const key = `${file}|${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const client = inClient || isClientFile(file);
    if (client) for (const n of namesUsed(file)) if (!used.has(n)) used.set(n, path.relative(root, file));
    for (const dep of importsOf(file, { dynamic: true })) if (path.isAbsolute(dep)) visit(dep, client);
  };
  visit(entry, false);
  return used;
}

function declared(file: string): string[] | null {
  const m = /<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/.exec(source(file));
  if (!m) return null;
  return [...m[1].matchAll(/["']([^"']+)["']/g)].map((x) => x[1]);
}

/** The declaration that covers `file`: its own, else the nearest layout's above its folder. */
function coveringDeclaration(file: string): { names: string[]; from: string } | null {
  const own = declared(file);
  if (own) return { names: own, from: file };
  let dir = path.dirname(file);
  if (path.basename(file).startsWith("layout.")) dir = path.dirname(dir);
  for (; dir.startsWith(appDir); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (existsSync(layout) && layout !== file) {
      const names = declared(layout);
      if (names) return { names, from: layout };
    }
  }
  return null;
}

const PROVIDER = "(a provider: useFormatter, useLocale, useNow, useTimeZone or useMessages)";
const covers = (names: string[], used: string) => (used === PROVIDER ? true : used !== "" && names.some((n) => used === n || used.startsWith(`${n}.`)));

const entries = walk(appDir).filter((f) => /\/(page|layout|not-found|error|loading|template)\.tsx$/.test(f));

describe("client message namespaces", () => {
  it("finds the pages and their client translators", () => {
    expect(entries.length).toBeGreaterThan(30);
    // The login page renders the credentials form, a client component translating "auth".
    expect([...clientNamespaces(path.join(appDir, "(public)/login/page.tsx")).keys()]).toContain("auth");
  });

  for (const file of entries) {
    it(`${path.relative(appDir, file)} declares every namespace its client components render`, () => {
      const used = clientNamespaces(file);
      const decl = coveringDeclaration(file);
      const missing = [...used].filter(([name]) => !decl || !covers(decl.names, name)).map(([name, where]) => `${name || "(no namespace)"} (used in ${where})`);
      expect(missing, `declared by ${decl ? path.relative(root, decl.from) : "nothing"}`).toEqual([]);
    });
  }
});

it.skipIf(!process.env.PRINT_NAMESPACES)("prints", () => {
  for (const file of entries) {
    const used = [...clientNamespaces(file).keys()].filter((n) => n && n !== PROVIDER);
    const tops = new Set(used.filter((u) => !u.includes(".")));
    const names = [...new Set(used.filter((u) => !tops.has(u.split(".")[0])).concat([...tops]))].sort();
    console.log(`NS ${path.relative(appDir, file)} ${JSON.stringify(names)}`);
  }
});

describe("pickMessages", () => {
  const messages = { auth: { a: "A", b: { c: "C", d: "D" } }, jobs: { form: { x: "X" }, list: { y: "Y" } } };
  it("keeps whole namespaces and single branches, nothing else", () => {
    expect(pickMessages(messages, ["auth", "jobs.form"])).toEqual({ auth: messages.auth, jobs: { form: { x: "X" } } });
    expect(pickMessages(messages, ["auth.b.c", "auth.a"])).toEqual({ auth: { b: { c: "C" }, a: "A" } });
    expect(pickMessages(messages, [])).toEqual({});
    expect(pickMessages(messages, ["missing", "jobs.none"])).toEqual({});
  });
});
