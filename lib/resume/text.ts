import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { AppError } from "@/lib/errors/app-error";
import { zipEntryNames } from "@/lib/storage/sniff";

/**
 * The text of an uploaded resume. The type is decided by the file's first bytes, never by its
 * name or the browser's MIME type: a renamed file is read for what it is. Failures are the
 * catalogued resume codes (10456–10462); nothing else leaves this module.
 *
 * No server-only import: the accuracy script (npm run bench:resume) runs it outside Next.
 */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024; // entities document §9: resume file 2 MB
export const RESUME_PARSE_TIMEOUT_MS = 20_000;

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
          else if (gap > size * 0.15 && !/\s$/.test(line) && !/^\s/.test(item.str)) line += " ";
        }
      }
      line += item.str;
      prev = item;
    }
    lines.push(line, "");
  }
  return lines.join("\n");
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractTextItems, getDocumentProxy } = await import("unpdf");
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // PDF.js may transfer the buffer it is given; a copy keeps the caller's bytes usable.
    // Verbosity 0: a damaged upload is reported by its code, not by PDF.js warnings on stdout.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { items } = await extractTextItems(pdf);
    return pdfItemsToText(items);
  } catch (e) {
    if ((e as { name?: string } | null)?.name === "PasswordException") throw appError(ERROR_CODES.resumePasswordProtected);
    throw appError(ERROR_CODES.resumeUnreadable);
  } finally {
    await pdf?.destroy().catch(() => {});
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const mammoth = (await import("mammoth")).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
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
 * 10459 over 2 MB · 10456 not a PDF or Word (DOCX) file, legacy .doc included · 10460 password
 * required · 10457 damaged · 10458 no text (a scan) · 10462 over the time limit.
 */
export async function extractResumeText(bytes: Uint8Array, opts: { timeoutMs?: number; maxBytes?: number } = {}): Promise<ResumeText> {
  if (bytes.byteLength > (opts.maxBytes ?? RESUME_MAX_BYTES)) throw appError(ERROR_CODES.resumeTooLarge);
  const type = sniffResume(bytes);
  if (type === "encryptedOffice") throw appError(ERROR_CODES.resumePasswordProtected);
  if (type !== "pdf" && type !== "docx") {
    // A zip whose directory cannot be read may be a damaged .docx rather than another format.
    if (type === "zip" && zipEntryNames(bytes) === null) throw appError(ERROR_CODES.resumeUnreadable);
    throw appError(ERROR_CODES.resumeUnsupportedFormat);
  }
  let text: string;
  try {
    text = await withParseTimeout(type === "pdf" ? pdfText(bytes) : docxText(bytes), opts.timeoutMs ?? RESUME_PARSE_TIMEOUT_MS);
  } catch (e) {
    throw e instanceof AppError ? e : appError(ERROR_CODES.resumeUnreadable);
  }
  if (!text.replace(/\s+/g, "")) throw appError(ERROR_CODES.resumeEmpty);
  return { type, text };
}
