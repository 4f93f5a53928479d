/**
 * Writes the resume test corpus: `npx tsx tests/support/resume-corpus.ts`.
 *
 * Each resume of resume-corpus-data.ts becomes a PDF (@react-pdf/renderer, standard Helvetica)
 * and a DOCX (docx), laid out the way real resumes are: one column or a two-column sidebar,
 * headings in capitals or not, roles written in six different heading styles, bullets. Next to
 * each file, `<name>.expected.json` holds the fields a reader would take from it. A few files
 * exist only to fail: password-protected PDF, damaged PDF and DOCX, a scan with no text, a
 * legacy .doc and a PNG named .pdf.
 *
 * The output is committed, so tests never depend on these renderers; re-run after changing
 * the data (file bytes change on each run because both formats stamp the time).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { Document as PdfDocument, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { AlignmentType, BorderStyle, Document as DocxDocument, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { CORPUS, expectedRoles, expectedSchools, type CorpusJob, type CorpusResume } from "./resume-corpus-data";

export const CORPUS_DIR = path.resolve(import.meta.dirname, "../fixtures/resumes");
const FIXED_DATE = new Date("2025-01-15T09:00:00Z");

// ─── the text of a resume, block by block (shared by both renderers) ────────────────────────

type Block = { kind: "heading"; text: string } | { kind: "strong" | "line" | "bullet" | "muted"; text: string };

function roleBlocks(r: CorpusResume, j: CorpusJob): Block[] {
  const where = j.place ? `${j.company}, ${j.place}` : j.company;
  const head: Block[] = (() => {
    switch (r.style) {
      case "titleCompanyDates":
        return [
          { kind: "strong", text: j.title },
          { kind: "line", text: where },
          { kind: "muted", text: j.dates },
        ];
      case "titleDashCompany":
        return [
          { kind: "strong", text: `${j.title} — ${where}` },
          { kind: "muted", text: j.dates },
        ];
      case "companyDatesTitle":
        return [
          { kind: "strong", text: `${where} | ${j.dates}` },
          { kind: "line", text: j.title },
        ];
      case "datesFirst":
        return [
          { kind: "muted", text: j.dates },
          { kind: "strong", text: j.title },
          { kind: "line", text: where },
        ];
      case "oneLine":
        return [{ kind: "strong", text: [j.title, j.company, j.place, j.dates].filter(Boolean).join(" | ") }];
      case "titleAtCompany":
        return [
          { kind: "strong", text: `${j.title} at ${j.company}` },
          { kind: "muted", text: [j.place, j.dates].filter(Boolean).join(" · ") },
        ];
      case "companyTitleDates":
        return [
          { kind: "strong", text: j.place ? `${j.company} — ${j.place}` : j.company },
          { kind: "line", text: j.title },
          { kind: "muted", text: j.dates },
        ];
    }
  })();
  return [...head, ...j.bullets.map((b): Block => ({ kind: "bullet", text: b }))];
}

function heading(r: CorpusResume, text: string): Block {
  return { kind: "heading", text: r.upperHeadings ? text.toLocaleUpperCase(r.language) : text };
}

/** Main column: summary, (skills), experience, education. */
function mainBlocks(r: CorpusResume, withSkills: boolean): Block[] {
  const out: Block[] = [];
  if (r.summary) out.push(heading(r, r.headings.summary), { kind: "line", text: r.summary });
  if (withSkills) out.push(heading(r, r.headings.skills), ...r.skills.map((s): Block => ({ kind: "line", text: s })));
  out.push(heading(r, r.headings.experience));
  for (const j of r.jobs) out.push(...roleBlocks(r, j));
  out.push(heading(r, r.headings.education));
  r.schools.forEach((s, i) => {
    const sep = r.id === "priya-raman" || r.id === "wei-chen" ? " | " : " — ";
    if (s.oneLine) out.push({ kind: "strong", text: [s.degree, s.institution, s.dates].join(sep) });
    else out.push({ kind: "strong", text: s.degree }, { kind: "line", text: s.institution }, { kind: "muted", text: s.dates });
    if (i === 0 && r.language === "en" && s.level !== "HIGH_SCHOOL") out.push({ kind: "bullet", text: "Graduated with distinction; teaching assistant for two courses." });
  });
  if (!withSkills || !r.languages) return out;
  out.push(heading(r, r.headings.languages), ...r.languages.map((l): Block => ({ kind: "line", text: l })));
  return out;
}

/** Sidebar column of the two-column layout: contact, skills one per line, languages. */
function sideBlocks(r: CorpusResume): Block[] {
  const out: Block[] = [heading(r, r.headings.contact), ...r.contact.map((c): Block => ({ kind: "line", text: c }))];
  out.push(heading(r, r.headings.skills), ...r.skills.map((s): Block => ({ kind: "bullet", text: s })));
  if (r.languages) out.push(heading(r, r.headings.languages), ...r.languages.map((l): Block => ({ kind: "line", text: l })));
  return out;
}

// ─── PDF ────────────────────────────────────────────────────────────────────────────────────

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: "Helvetica", fontSize: 10, lineHeight: 1.35, color: "#222" },
  name: { fontFamily: "Helvetica-Bold", fontSize: 20, lineHeight: 1.2, marginBottom: 6 },
  headline: { fontSize: 12, color: "#2d5b8a", marginBottom: 4 },
  contact: { fontSize: 9, color: "#555" },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 11, marginTop: 10, marginBottom: 4, paddingBottom: 2, borderBottomWidth: 1, borderBottomColor: "#2d5b8a", color: "#2d5b8a" },
  strong: { fontFamily: "Helvetica-Bold", marginTop: 4 },
  muted: { color: "#666", fontSize: 9 },
  bullet: { marginLeft: 10 },
  row: { flexDirection: "row", marginTop: 8 },
  side: { width: "32%", paddingRight: 12, backgroundColor: "#f1f4f8", padding: 8 },
  main: { width: "68%", paddingLeft: 14 },
});

function pdfBlock(b: Block, key: number): ReactElement {
  switch (b.kind) {
    case "heading":
      return h(Text, { key, style: styles.heading }, b.text);
    case "strong":
      return h(Text, { key, style: styles.strong }, b.text);
    case "muted":
      return h(Text, { key, style: styles.muted }, b.text);
    case "bullet":
      return h(Text, { key, style: styles.bullet }, `• ${b.text}`);
    default:
      return h(Text, { key }, b.text);
  }
}

function pdfDocument(r: CorpusResume, opts: { userPassword?: string } = {}): ReactElement {
  const top: ReactNode[] = [h(Text, { key: "n", style: styles.name }, r.name)];
  if (r.headline) top.push(h(Text, { key: "h", style: styles.headline }, r.headline));
  let body: ReactNode;
  if (r.layout === "sidebar") {
    body = h(View, { style: styles.row }, h(View, { style: styles.side }, ...sideBlocks(r).map(pdfBlock)), h(View, { style: styles.main }, ...mainBlocks(r, false).map(pdfBlock)));
  } else {
    top.push(...r.contact.map((c, i) => h(Text, { key: `c${i}`, style: styles.contact }, c)));
    body = h(View, null, ...mainBlocks(r, true).map(pdfBlock));
  }
  return h(
    PdfDocument,
    { title: `${r.name} resume`, author: r.name, creationDate: FIXED_DATE, modificationDate: FIXED_DATE, ...(opts.userPassword ? { userPassword: opts.userPassword, ownerPassword: `${opts.userPassword}-owner` } : {}) },
    h(Page, { size: "A4", style: styles.page }, ...top, body),
  );
}

// ─── DOCX ───────────────────────────────────────────────────────────────────────────────────

function docxBlock(b: Block): Paragraph {
  switch (b.kind) {
    case "heading":
      return new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_2, spacing: { before: 200, after: 80 }, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "2D5B8A", space: 1 } } });
    case "strong":
      return new Paragraph({ children: [new TextRun({ text: b.text, bold: true })], spacing: { before: 120 } });
    case "muted":
      return new Paragraph({ children: [new TextRun({ text: b.text, italics: true, color: "666666", size: 18 })] });
    case "bullet":
      return new Paragraph({ text: b.text, bullet: { level: 0 } });
    default:
      return new Paragraph({ text: b.text });
  }
}

async function docxBuffer(r: CorpusResume): Promise<Buffer> {
  const top = [new Paragraph({ children: [new TextRun({ text: r.name, bold: true, size: 40 })] })];
  if (r.headline) top.push(new Paragraph({ children: [new TextRun({ text: r.headline, color: "2D5B8A", size: 24 })] }));
  let children: (Paragraph | Table)[];
  if (r.layout === "sidebar") {
    const none = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
    const table = new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none },
      rows: [
        new TableRow({
          children: [
            new TableCell({ width: { size: 32, type: WidthType.PERCENTAGE }, shading: { fill: "F1F4F8" }, children: sideBlocks(r).map(docxBlock) }),
            new TableCell({ width: { size: 68, type: WidthType.PERCENTAGE }, children: mainBlocks(r, false).map(docxBlock) }),
          ],
        }),
      ],
    });
    children = [...top, table];
  } else {
    top.push(...r.contact.map((c) => new Paragraph({ alignment: AlignmentType.LEFT, children: [new TextRun({ text: c, size: 18, color: "555555" })] })));
    children = [...top, ...mainBlocks(r, true).map(docxBlock)];
  }
  const doc = new DocxDocument({
    creator: r.name,
    title: `${r.name} resume`,
    styles: { default: { document: { run: { font: "Calibri", size: 21 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

// ─── files that must fail ───────────────────────────────────────────────────────────────────

/** Deterministic noise (a damaged file must be the same on every run). */
function noise(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
}

async function failingFiles(): Promise<{ name: string; bytes: Buffer; error: number; note: string }[]> {
  const base = CORPUS[0];
  const encrypted = await renderToBuffer(pdfDocument(base, { userPassword: "s3cret" }) as Parameters<typeof renderToBuffer>[0]);
  const scan = await renderToBuffer(
    h(PdfDocument, { creationDate: FIXED_DATE }, h(Page, { size: "A4" }, h(View, { style: { margin: 40, height: 600, backgroundColor: "#cccccc" } }))) as Parameters<typeof renderToBuffer>[0],
  );
  const goodDocx = await docxBuffer(base);
  // Keep the zip's directory, spoil the compressed document: the archive opens, the Word XML does not.
  const brokenDocx = Buffer.from(goodDocx);
  const docStart = brokenDocx.indexOf("word/document.xml");
  noise(400, 7).copy(brokenDocx, docStart + 60);
  const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(24), Buffer.from("Microsoft Word 97-2003 Document"), noise(3000, 11)]);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), noise(2000, 13)]);
  return [
    { name: "error-password-protected.pdf", bytes: Buffer.from(encrypted), error: 10460, note: "PDF with a user password" },
    { name: "error-damaged.pdf", bytes: Buffer.concat([Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog"), noise(6000, 5)]), error: 10457, note: "PDF header then noise, no objects or xref" },
    { name: "error-damaged.docx", bytes: brokenDocx, error: 10457, note: "zip directory intact, word/document.xml corrupted" },
    { name: "error-scan-no-text.pdf", bytes: Buffer.from(scan), error: 10458, note: "a page with a grey box and no text, like a scan" },
    { name: "error-legacy.doc", bytes: ole, error: 10456, note: "Word 97-2003 compound file" },
    { name: "error-image-named.pdf", bytes: png, error: 10456, note: "PNG bytes under a .pdf name" },
  ];
}

// ─── main ───────────────────────────────────────────────────────────────────────────────────

export type ExpectedFile = {
  file: string;
  resume: string | null;
  format: "pdf" | "docx" | "other";
  language?: "en" | "fr";
  layout?: string;
  heldOut?: boolean;
  error?: number;
  note?: string;
  fields?: CorpusResume["expected"] & { experience: ReturnType<typeof expectedRoles>; education: ReturnType<typeof expectedSchools> };
};

async function main(): Promise<void> {
  mkdirSync(CORPUS_DIR, { recursive: true });
  for (const f of readdirSync(CORPUS_DIR)) rmSync(path.join(CORPUS_DIR, f));
  const index: ExpectedFile[] = [];
  const write = (name: string, bytes: Buffer, expected: ExpectedFile) => {
    writeFileSync(path.join(CORPUS_DIR, name), bytes);
    writeFileSync(path.join(CORPUS_DIR, `${name}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);
    index.push(expected);
  };
  for (const r of CORPUS) {
    const fields = { ...r.expected, experience: expectedRoles(r), education: expectedSchools(r) };
    const { error, ...rest } = fields;
    for (const format of r.formats) {
      const name = `${r.id}.${format}`;
      const bytes = format === "pdf" ? Buffer.from(await renderToBuffer(pdfDocument(r) as Parameters<typeof renderToBuffer>[0])) : await docxBuffer(r);
      write(name, bytes, { file: name, resume: r.id, format, language: r.language, layout: `${r.layout}/${r.style}`, ...(r.heldOut ? { heldOut: true } : {}), ...(error ? { error } : {}), fields: rest as ExpectedFile["fields"] });
    }
  }
  for (const f of await failingFiles()) write(f.name, f.bytes, { file: f.name, resume: null, format: "other", error: f.error, note: f.note });
  writeFileSync(path.join(CORPUS_DIR, "index.json"), `${JSON.stringify(index.map((e) => e.file), null, 2)}\n`);
  console.log(`${index.length} files written to ${path.relative(process.cwd(), CORPUS_DIR)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
