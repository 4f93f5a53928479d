import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { specialities, stacks } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { JD_FILE_MAX_BYTES } from "./constants";
import { extractJobDraft, type ExtractCatalogue } from "./jd-extract";
import type { JobDraft } from "./schemas";

/**
 * The parse-file tab: a job-description file (PDF or DOCX, 5 MB at most) read on the server
 * without any AI provider. The type is decided by the file's first bytes, never by its name or
 * the browser's MIME type. Legacy .doc (OLE) files are refused with 10456: no pure-JS reader is
 * part of the stack yet.
 */
export type JdFileKind = "pdf" | "docx" | "doc" | "unknown";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function sniffJdFile(bytes: Uint8Array): JdFileKind {
  // PDF readers accept a header within the first kilobyte; so do we, after a BOM or junk.
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + PDF_MAGIC.length <= head.length; i++) if (startsWith(head.subarray(i), PDF_MAGIC)) return "pdf";
  if (startsWith(bytes, ZIP_MAGIC)) return "docx";
  if (startsWith(bytes, OLE_MAGIC)) return "doc";
  return "unknown";
}

/** Uncompressed bytes a DOCX may expand to; far above any real document, far below a zip bomb. */
const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;

/**
 * Reads the zip's central directory (no decompression): the entry names and their declared
 * sizes. Refuses archives that are not Word documents or would expand beyond reason before
 * mammoth inflates anything.
 */
export function inspectDocxZip(bytes: Uint8Array): "ok" | "notWord" | "tooLarge" | "broken" {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: signature 0x06054b50 within the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return "broken";
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (entries > MAX_ZIP_ENTRIES) return "tooLarge";
  let total = 0;
  let hasDocument = false;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return "broken";
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return "broken";
    const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    if (name === "word/document.xml") hasDocument = true;
    // 0xffffffff marks a ZIP64 size: never needed by a 5 MB Word file.
    if (size === 0xffffffff) return "tooLarge";
    total += size;
    if (total > MAX_UNZIPPED_BYTES) return "tooLarge";
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return hasDocument ? "ok" : "notWord";
}

const PARSE_TIMEOUT_MS = 20_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(appError(ERROR_CODES.resumeParserTimeout)), PARSE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  try {
    // unpdf may transfer the buffer to its worker; give it a copy so the caller's stays usable.
    // Verbosity 0: a damaged upload is the user's problem, not a warning for the server log.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch (e) {
    if ((e as { name?: string })?.name === "PasswordException") throw appError(ERROR_CODES.resumePasswordProtected);
    throw appError(ERROR_CODES.resumeUnreadable);
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const check = inspectDocxZip(bytes);
  if (check === "notWord") throw appError(ERROR_CODES.resumeUnsupportedFormat);
  if (check !== "ok") throw appError(ERROR_CODES.resumeUnreadable);
  const mammoth = (await import("mammoth")).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    return value;
  } catch {
    throw appError(ERROR_CODES.resumeUnreadable);
  }
}

/** The file's text; catalogued failures: 10459 too large, 10456 not PDF/DOCX, 10457 unreadable, 10458 no text, 10460 password, 10462 timeout. */
export async function extractJdText(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > JD_FILE_MAX_BYTES) throw appError(ERROR_CODES.resumeTooLarge);
  const kind = sniffJdFile(bytes);
  if (kind !== "pdf" && kind !== "docx") throw appError(ERROR_CODES.resumeUnsupportedFormat);
  const text = await withTimeout(kind === "pdf" ? pdfText(bytes) : docxText(bytes));
  if (!text.replace(/\s+/g, "")) throw appError(ERROR_CODES.resumeEmpty);
  return text;
}

let cachedCatalogue: { at: number; value: ExtractCatalogue } | null = null;

/** Stack and speciality names change rarely: one read per process per ten minutes. */
async function catalogue(): Promise<ExtractCatalogue> {
  if (cachedCatalogue && Date.now() - cachedCatalogue.at < 600_000) return cachedCatalogue.value;
  const db = getDb();
  const [stackRows, specialityRows] = await Promise.all([
    db.select({ name: stacks.name }).from(stacks).orderBy(asc(stacks.name)),
    db.select({ name: specialities.name }).from(specialities).orderBy(asc(specialities.sortOrder)),
  ]);
  const value = { stacks: [...new Set(stackRows.map((r) => r.name))], specialities: specialityRows.map((r) => r.name) };
  cachedCatalogue = { at: Date.now(), value };
  return value;
}

export async function parseJobFile(bytes: Uint8Array): Promise<JobDraft> {
  const text = await extractJdText(bytes);
  return extractJobDraft(text, await catalogue());
}
