import { constants as zlibConstants, inflateSync } from "node:zlib";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { AppError } from "@/lib/errors/app-error";
import { zipEntryNames, zipRefusal } from "@/lib/storage/sniff";
import { readZipEntries, writeStoredZip, ZipRefused } from "@/lib/storage/zip-read";

/**
 * The text of an uploaded resume. The type is decided by the file's first bytes, never by its
 * name or the browser's MIME type: a renamed file is read for what it is. Failures are the
 * catalogued resume codes (10456–10462); nothing else leaves this module.
 *
 * No server-only import: the accuracy script (npm run bench:resume) runs it outside Next.
 */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024; // entities document §9: resume file 2 MB
export const RESUME_PARSE_TIMEOUT_MS = 20_000;
/**
 * The most text a document may hold to be read (decision D38): about 30 dense pages. A
 * resume or a job description is a few thousand characters; past this the file is refused with
 * 10459 instead of feeding the extractors hundreds of kilobytes of prose.
 */
export const PARSE_TEXT_MAX_CHARS = 100_000;
/** Pages of a PDF that are read at most (a 2-page resume, a 5-page job description). */
export const PARSE_PDF_MAX_PAGES = 100;
/** Bytes the Flate streams of a PDF may inflate to, all together (a 2–5 MB document with images: a few tens of MB). */
export const PDF_INFLATED_MAX_BYTES = 64 * 1024 * 1024;
/** Uncompressed XML a DOCX may give the Word reader, all parts together (real documents: well under 2 MB). */
export const DOCX_XML_MAX_BYTES = 8 * 1024 * 1024;

export type ResumeFileType = "pdf" | "docx" | "doc" | "encryptedOffice" | "zip" | "unknown";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File: .doc, or an encrypted .docx

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);

/** Office encrypts an OOXML file by wrapping it in a compound file with an EncryptionInfo stream. */
function hasUtf16(bytes: Uint8Array, word: string): boolean {
  const needle = Buffer.from(word, "utf16le");
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

export function sniffResume(bytes: Uint8Array): ResumeFileType {
  // PDF readers accept the header anywhere in the first kilobyte (after a BOM or mail junk); so do we.
  const head = Math.min(bytes.length, 1024);
  for (let i = 0; i + PDF_MAGIC.length <= head; i++) if (startsWith(bytes, PDF_MAGIC, i)) return "pdf";
  if (startsWith(bytes, ZIP_MAGIC)) return zipEntryNames(bytes)?.includes("word/document.xml") ? "docx" : "zip";
  if (startsWith(bytes, OLE_MAGIC)) return hasUtf16(bytes, "EncryptionInfo") ? "encryptedOffice" : "doc";
  return "unknown";
}

type PdfItem = { str: string; x: number; y: number; width: number; fontSize: number; hasEOL: boolean };

/**
 * Rebuilds lines from positioned text items, in drawing order (so a sidebar stays one block):
 * a new line when the baseline moves or PDF.js marks an end of line, a space for a visible gap,
 * and a wide gap (right-aligned dates, table cells) as a tab the extractor reads as a separator.
 * unpdf's own extractText glues items on different lines together ("Jane DoeData Engineer").
 */
export function pdfItemsToText(pages: readonly (readonly PdfItem[])[]): string {
  const lines: string[] = [];
  for (const items of pages) {
    let line = "";
    let prev: PdfItem | null = null;
    for (const item of items) {
      if (prev) {
        const size = Math.max(1, Math.min(item.fontSize || 10, prev.fontSize || 10));
        const sameLine = !prev.hasEOL && Math.abs(item.y - prev.y) < size * 0.5;
        if (!sameLine) {
          lines.push(line);
          line = "";
        } else {
          const gap = item.x - (prev.x + prev.width);
          if (gap > size * 2) line += "\t";
          // The last character only: a /\s$/ test would rescan the whole line at every item.
          else if (gap > size * 0.15 && !/\s/.test(line.at(-1) ?? "") && !/^\s/.test(item.str)) line += " ";
        }
      }
      line += item.str;
      prev = item;
    }
    lines.push(line, "");
  }
  return lines.join("\n");
}

/**
 * A PDF's Flate streams are a zip bomb's cousin (deflate packs ~1000:1, so 2 MB can hold 2 GB)
 * and PDF.js keeps what it inflates. Before PDF.js sees the file, every FlateDecode stream is
 * inflated here with a hard output limit, all of them within PDF_INFLATED_MAX_BYTES; over it the
 * file is refused with 10459. A stream zlib cannot read is left to PDF.js to judge.
 */
export function pdfInflatesWithin(bytes: Uint8Array, budget = PDF_INFLATED_MAX_BYTES): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buf.toString("latin1");
  let produced = 0;
  for (let at = text.indexOf("stream"); at >= 0; at = text.indexOf("stream", at + 6)) {
    if (text.startsWith("end", at - 3)) continue;
    let start = at + 6;
    if (text[start] === "\r") start += 1;
    if (text[start] !== "\n") continue;
    start += 1;
    // The stream's dictionary: the last kilobyte before the keyword, from its object header.
    const window = text.slice(Math.max(0, at - 1024), at);
    const dict = window.slice(Math.max(0, window.lastIndexOf("obj")));
    if (!dict.includes("/FlateDecode") && !/\/Fl\b/.test(dict)) continue;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    try {
      produced += inflateSync(buf.subarray(start, end), { maxOutputLength: Math.max(1, budget - produced + 1), finishFlush: zlibConstants.Z_SYNC_FLUSH }).length;
    } catch (e) {
      if ((e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" || e instanceof RangeError) return false;
    }
    if (produced > budget) return false;
    at = end;
  }
  return true;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  if (!pdfInflatesWithin(bytes)) throw appError(ERROR_CODES.resumeTooLarge);
  const { getDocumentProxy } = await import("unpdf");
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // PDF.js may transfer the buffer it is given; a copy keeps the caller's bytes usable.
    // Verbosity 0: a damaged upload is reported by its code, not by PDF.js warnings on stdout.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    if (pdf.numPages > PARSE_PDF_MAX_PAGES) throw appError(ERROR_CODES.resumeTooLarge);
    // Page by page, stopping as soon as the text is over the cap (not every page first).
    const pages: PdfItem[][] = [];
    let characters = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items: PdfItem[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str == null) continue;
        const [, , c, d, e, f] = item.transform as number[];
        items.push({ str: item.str, x: e, y: f, width: item.width, fontSize: Math.hypot(c, d), hasEOL: item.hasEOL });
        characters += item.str.length;
      }
      if (characters > PARSE_TEXT_MAX_CHARS) throw appError(ERROR_CODES.resumeTooLarge);
      pages.push(items);
    }
    return pdfItemsToText(pages);
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { name?: string } | null)?.name === "PasswordException") throw appError(ERROR_CODES.resumePasswordProtected);
    throw appError(ERROR_CODES.resumeUnreadable);
  } finally {
    await pdf?.destroy().catch(() => {});
  }
}

const DOCX_TEXT_RUN = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g;

/**
 * The Word reader (mammoth, through JSZip) never sees the uploaded archive: the strict reader
 * inflates the XML parts it needs, each bounded by its declared size and all of them by
 * DOCX_XML_MAX_BYTES, and mammoth gets a plain stored zip of those parts. Media are left out
 * (raw text never reads them). The text of the body is counted first, so a document over
 * PARSE_TEXT_MAX_CHARS is refused before the reader builds anything from it.
 */
async function docxText(bytes: Uint8Array): Promise<string> {
  let parts: { name: string; data: Buffer }[];
  try {
    parts = readZipEntries(bytes, (name) => /\.(xml|rels)$/i.test(name), DOCX_XML_MAX_BYTES);
  } catch (e) {
    if (e instanceof ZipRefused) throw appError(e.reason === "tooLarge" ? ERROR_CODES.resumeTooLarge : ERROR_CODES.resumeUnreadable);
    throw appError(ERROR_CODES.resumeUnreadable);
  }
  const body = parts.find((p) => p.name === "word/document.xml");
  if (!body) throw appError(ERROR_CODES.resumeUnreadable);
  let characters = 0;
  for (const m of body.data.toString("utf8").matchAll(DOCX_TEXT_RUN)) {
    characters += m[1].length;
    if (characters > PARSE_TEXT_MAX_CHARS) throw appError(ERROR_CODES.resumeTooLarge);
  }
  const mammoth = (await import("mammoth")).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: writeStoredZip(parts) });
    return value;
  } catch {
    throw appError(ERROR_CODES.resumeUnreadable);
  }
}

/**
 * Rejects with 10462 when `work` has not settled within `ms`. The work itself is not cancelled
 * (PDF.js has no abort), but its result is ignored and the job moves on.
 */
export function withParseTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(appError(ERROR_CODES.resumeParserTimeout)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type ResumeText = { type: "pdf" | "docx"; text: string };

/**
 * 10459 over 2 MB, a zip bomb, or more text than PARSE_TEXT_MAX_CHARS · 10456 not a PDF or Word
 * (DOCX) file, legacy .doc included · 10460 password required · 10457 damaged (an archive that does
 * not add up included) · 10458 no text (a scan) · 10462 over the time limit. In the server this runs
 * in the parse worker thread (lib/parse), whose hard time and memory limits bound it.
 */
export async function extractResumeText(bytes: Uint8Array, opts: { timeoutMs?: number; maxBytes?: number } = {}): Promise<ResumeText> {
  if (bytes.byteLength > (opts.maxBytes ?? RESUME_MAX_BYTES)) throw appError(ERROR_CODES.resumeTooLarge);
  const type = sniffResume(bytes);
  if (type === "encryptedOffice") throw appError(ERROR_CODES.resumePasswordProtected);
  if (type !== "pdf" && type !== "docx") {
    // A zip the strict reader refuses may be a damaged .docx (10457) or a zip bomb (10459) rather than another format.
    const refusal = type === "zip" ? zipRefusal(bytes) : null;
    if (refusal === "tooLarge") throw appError(ERROR_CODES.resumeTooLarge);
    if (refusal === "damaged" || (type === "zip" && zipEntryNames(bytes) === null)) throw appError(ERROR_CODES.resumeUnreadable);
    throw appError(ERROR_CODES.resumeUnsupportedFormat);
  }
  let text: string;
  try {
    text = await withParseTimeout(type === "pdf" ? pdfText(bytes) : docxText(bytes), opts.timeoutMs ?? RESUME_PARSE_TIMEOUT_MS);
  } catch (e) {
    throw e instanceof AppError ? e : appError(ERROR_CODES.resumeUnreadable);
  }
  // The readers count text as they go (PDF items, the DOCX body's runs); this is the net for what
  // they add around it (line breaks, notes).
  if (text.length > 2 * PARSE_TEXT_MAX_CHARS) throw appError(ERROR_CODES.resumeTooLarge);
  if (!/\S/.test(text)) throw appError(ERROR_CODES.resumeEmpty);
  return { type, text };
}
