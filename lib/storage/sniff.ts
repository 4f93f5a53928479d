/**
 * File types recognised from their first bytes (magic numbers), never from the name or the
 * browser's declared type: both are chosen by the uploader. Pure, so the client can run the same
 * check before sending and the server decides on the bytes it actually received.
 */
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

const u16 = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8);
const u32 = (b: Uint8Array, o: number) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16)) + b[o + 3] * 0x1000000;

/** Uncompressed bytes an Office file may declare; far above any real document, far below a zip bomb. */
export const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;

/**
 * Names of the entries of a zip archive, read from its central directory (the local headers may
 * leave sizes to a trailing descriptor, so walking them is unreliable), without inflating
 * anything. Null when the directory cannot be found or runs past the end (a truncated or crafted
 * file), or declares more entries or more uncompressed bytes than a document could ever hold (a
 * zip bomb, ZIP64 sizes included).
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment (≤ 64 KB).
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(bytes, eocd + 10);
  if (count > MAX_ZIP_ENTRIES) return null;
  let at = u32(bytes, eocd + 16);
  let total = 0;
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || !startsWith(bytes, [0x50, 0x4b, 0x01, 0x02], at)) return null;
    const size = u32(bytes, at + 24);
    const nameLen = u16(bytes, at + 28);
    const extraLen = u16(bytes, at + 30);
    const commentLen = u16(bytes, at + 32);
    if (at + 46 + nameLen > bytes.length || size === 0xffffffff) return null;
    total += size;
    if (total > MAX_UNZIPPED_BYTES) return null;
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLen)));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return names;
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
