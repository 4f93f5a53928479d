import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Every module specifier of a file, static or dynamic, resolved to a repo-relative path when it is one of ours. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((m) => m[1]);
  return specs.map((s) => (s.startsWith("@/") ? s.slice(2) : s.startsWith(".") ? path.relative(root, path.resolve(root, path.dirname(file), s)) : s));
}

describe("layering of lib/", () => {
  const files = sources("lib");

  it("finds the lib sources it checks", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(importsOf("lib/shell/user.ts")).toContain("lib/shell/types");
  });

  it.each([
    ["components/", "a screen's part"],
    ["db/seed", "seed data (reference data lives in lib/catalogue)"],
    ["app/", "a route"],
  ])("no lib file imports %s (%s)", (prefix) => {
    const offenders = files.flatMap((f) => importsOf(f).filter((s) => s === prefix.replace(/\/$/, "") || s.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`) || s === prefix).map((s) => `${f} → ${s}`));
    expect(offenders).toEqual([]);
  });
});
