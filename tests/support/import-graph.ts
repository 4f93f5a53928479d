import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The source import graph the client-code tests walk (client-messages, client-weight): files are
 * read as text once, imports are found by pattern (type-only imports carry no code), and `@/` and
 * relative specifiers resolve to files of this repository; a package specifier stays its name.
 */
export const root = path.resolve(import.meta.dirname, "../..");
export const appDir = path.join(root, "app");

/** Every file below `dir`. */
export function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

const sources = new Map<string, string>();
/** A file's text, read once. */
export function source(file: string): string {
  let s = sources.get(file);
  if (s === undefined) {
    s = readFileSync(file, "utf8");
    sources.set(file, s);
  }
  return s;
}

/** A repository file for `@/…` and relative specifiers (null when none exists), else the package name. */
export function resolveImport(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return spec;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.(tsx?|mjs|js)$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * What `file` imports: static value imports and re-exports, plus `import("…")` when `dynamic` is
 * set. Repository files come back as absolute paths, packages as their names.
 */
export function importsOf(file: string, opts: { dynamic: boolean }): string[] {
  const text = source(file);
  const specs = new Set<string>();
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm)) specs.add(m[1]);
  if (opts.dynamic) for (const m of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) specs.add(m[1]);
  return [...specs].map((s) => resolveImport(s, file)).filter((f): f is string => f !== null);
}

/** Whether the file starts (after comments) with the directive ("use client", "use server"). */
export function hasDirective(file: string, name: "use client" | "use server"): boolean {
  return new RegExp(`^(?:\\s*//[^\\n]*\\n|\\s*/\\*[\\s\\S]*?\\*/)*\\s*["']${name}["']`).test(source(file));
}
