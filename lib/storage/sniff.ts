/**
 * File types recognised from their first bytes (magic numbers), never from the name or the
 * browser's declared type: both are chosen by the uploader. Pure, so the client can run the same
 * check before sending and the server decides on the bytes it actually received.
 */
import { inspectZip } from "./zip";

export { MAX_UNZIPPED_BYTES } from "./zip";

export type SniffedType = "jpeg" | "png" | "pdf" | "docx" | "doc" | "mp4" | "webm";

export const CONTENT_TYPES: Readonly<Record<SniffedType, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** Extensions a file of each type may carry; a mismatch means a disguised file. */
export const EXTENSIONS: Readonly<Record<SniffedType, readonly string[]>> = {
  jpeg: [".jpg", ".jpeg"],
  png: [".png"],
  pdf: [".pdf"],
  docx: [".docx"],
  doc: [".doc"],
  mp4: [".mp4"],
  webm: [".webm"],
};

function startsWith(bytes: Uint8Array, sig: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (bytes[offset + i] !== sig[i]) return false;
  return true;
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  let s = "";
  for (let i = from; i < Math.min(to, bytes.length); i++) s += String.fromCharCode(bytes[i]);
  return s;
}

/**
 * Names of the entries of a zip archive, judged by the strict reader of ./zip.ts (ZIP64 records,
 * local headers, data descriptors, overlaps, entry count, total and ratio of the declared sizes),
 * without inflating anything. Null when the archive is damaged, lies about itself or declares more
 * than a document could ever hold (zipVerdict tells which).
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const verdict = inspectZip(bytes);
  return verdict.ok ? verdict.entries.map((e) => e.name) : null;
}

/** Why a zip archive is refused: "damaged" (it does not add up) or "tooLarge" (a zip bomb); null when it is fine or not a zip at all. */
export function zipRefusal(bytes: Uint8Array): "damaged" | "tooLarge" | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  const verdict = inspectZip(bytes);
  return verdict.ok ? null : verdict.reason;
}

export function sniff(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // Any zip is not a Word document: a .docx is an OOXML package with its body under word/.
    const names = zipEntryNames(bytes);
    if (names && names.includes("[Content_Types].xml") && names.some((n) => n.startsWith("word/"))) return "docx";
    return null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (ascii(bytes, 4, 8) === "ftyp") return "mp4";
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 0, 64).includes("webm")) return "webm";
  return null;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot).toLowerCase() : "";
}

/** True when the name's extension is one the detected type may carry. */
export function extensionMatches(fileName: string, type: SniffedType): boolean {
  return EXTENSIONS[type].includes(extensionOf(fileName));
}
