import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "@/lib/i18n/config";

function keys(obj: unknown, prefix = ""): string[] {
  if (obj === null || typeof obj !== "object") return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const load = (locale: string, ns: string) => JSON.parse(readFileSync(path.join("messages", locale, `${ns}.json`), "utf8"));

describe("message files", () => {
  it("every namespace file on disk is registered, and every registered one exists in en and fr", () => {
    const onDisk = readdirSync("messages/en").map((f) => f.replace(/\.json$/, "")).sort();
    expect(onDisk).toEqual([...NAMESPACES].sort());
    expect(readdirSync("messages/fr").map((f) => f.replace(/\.json$/, "")).sort()).toEqual(onDisk);
  });
  for (const ns of NAMESPACES) {
    it(`${ns}: fr has exactly the keys of en, none empty`, () => {
      const en = keys(load("en", ns)).sort();
      const fr = keys(load("fr", ns)).sort();
      expect(fr).toEqual(en);
      for (const k of fr) expect(String(k.split(".").reduce((o: Record<string, unknown>, p) => o[p] as Record<string, unknown>, load("fr", ns))).trim(), `${ns}.${k}`).not.toBe("");
    });
  }
});
