import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The spec's font (Rubik) for the PDF, from the @fontsource package the app already ships (WOFF,
 * which the PDF engine reads). Latin first, Latin Extended as the fallback for names like "Łukasz".
 * Where the files are missing (a trimmed deployment), the built-in Helvetica keeps documents working.
 */
const FILES = {
  latin400: "rubik-latin-400-normal.woff",
  latin500: "rubik-latin-500-normal.woff",
  ext400: "rubik-latin-ext-400-normal.woff",
  ext500: "rubik-latin-ext-500-normal.woff",
} as const;

export type PdfFontFiles = { [K in keyof typeof FILES]: string };

export function rubikFontFiles(root: string = process.cwd()): PdfFontFiles | null {
  const dir = path.join(root, "node_modules", "@fontsource", "rubik", "files");
  const out = Object.fromEntries(Object.entries(FILES).map(([k, f]) => [k, path.join(dir, f)])) as PdfFontFiles;
  return Object.values(out).every((f) => existsSync(f)) ? out : null;
}
