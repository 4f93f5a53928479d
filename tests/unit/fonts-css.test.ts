import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * D88: app/fonts.css declares Rubik's Latin and Latin Extended faces with their unicode-range, so
 * a page downloads only the subset its text needs. The package's own per-subset files carry no
 * unicode-range, and with them a browser fetched both subsets of every weight before the text.
 */
const root = path.resolve(__dirname, "../..");
const css = readFileSync(path.join(root, "app/fonts.css"), "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => {
  const body = m[1];
  const get = (prop: string) => new RegExp(`${prop}:\\s*([^;]+);`).exec(body)?.[1].trim();
  return { weight: get("font-weight"), src: get("src") ?? "", range: get("unicode-range") ?? "", display: get("font-display") };
});

function parseRanges(range: string): Array<[number, number]> {
  return range.split(",").map((part) => {
    const [lo, hi] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(lo, 16), parseInt(hi ?? lo, 16)];
  });
}
const inRanges = (ranges: Array<[number, number]>, cp: number) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** The unicode-range fontsource gives a subset at a weight, from the package's all-subsets file. */
function fontsourceRange(subset: string, weight: string): string | undefined {
  const all = readFileSync(path.join(root, `node_modules/@fontsource/rubik/${weight}.css`), "utf8");
  const m = new RegExp(`/\\* rubik-${subset}-${weight}-normal \\*/[^}]*unicode-range:\\s*([^;]+);`).exec(all);
  return m?.[1].trim();
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe("app/fonts.css (Rubik faces)", () => {
  it("declares both subsets of each weight the app uses, swap, each with fontsource's unicode-range and an existing woff2", () => {
    const seen = new Set<string>();
    for (const face of faces) {
      const m = /rubik-(latin(?:-ext)?)-(\d{3})-normal\.woff2/.exec(face.src);
      expect(m, face.src).not.toBeNull();
      const [, subset, weight] = m!;
      expect(face.weight).toBe(weight);
      expect(face.display).toBe("swap");
      expect(face.range, `${subset} ${weight}`).toBe(fontsourceRange(subset, weight));
      const url = /url\("([^"]+)"\)/.exec(face.src)![1];
      expect(existsSync(path.join(root, "app", url)), url).toBe(true);
      seen.add(`${subset}-${weight}`);
    }
    expect([...seen].sort()).toEqual(["300", "400", "500", "600"].flatMap((w) => [`latin-${w}`, `latin-ext-${w}`]).sort());
  });

  it("never needs the Latin Extended file for a text of the English and French messages", () => {
    const latin = parseRanges(faces.find((f) => /rubik-latin-400/.test(f.src))!.range);
    const ext = parseRanges(faces.find((f) => /rubik-latin-ext-400/.test(f.src))!.range);
    // A character in neither (an arrow) has no Rubik glyph at all: the system font draws it.
    const outside = new Set<string>();
    for (const locale of ["en", "fr"]) {
      const dir = path.join(root, "messages", locale);
      for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
        for (const text of strings(JSON.parse(readFileSync(path.join(dir, file), "utf8")))) {
          for (const ch of text) if (!inRanges(latin, ch.codePointAt(0)!) && inRanges(ext, ch.codePointAt(0)!)) outside.add(`${locale}/${file}: U+${ch.codePointAt(0)!.toString(16).toUpperCase()} ${ch}`);
        }
      }
    }
    expect([...outside]).toEqual([]);
  });

  it("a Latin Extended name still has a Rubik face that covers it", () => {
    const ext = parseRanges(faces.find((f) => /rubik-latin-ext-400/.test(f.src))!.range);
    for (const ch of "ŁłŐőŸ") expect(inRanges(ext, ch.codePointAt(0)!), ch).toBe(true);
  });
});
