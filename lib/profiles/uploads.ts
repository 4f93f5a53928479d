import "server-only";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { checkUpload, putFile, type StoredFile } from "@/lib/storage";
import type { UploadKind } from "@/lib/storage/limits";
import { verifyZipEntries, ZipRefused } from "@/lib/storage/zip-read";
import { DOCX_XML_MAX_BYTES } from "@/lib/resume/text";
import { onResumeUploaded } from "./resume-hook";

export type UploadedFile = { fileId: string; fileName: string; contentType: string; sizeBytes: number };

const PHOTO_SIDE = 512;

/**
 * Re-encodes a profile photo: decoding proves it is a real image (not just the right first bytes),
 * and the new file carries no metadata (EXIF location, comments) and nothing appended after the
 * image data. The builder already crops it square; this caps the size the browser may have sent.
 */
async function reencodePhoto(bytes: Uint8Array, type: "jpeg" | "png"): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  try {
    const img = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize(PHOTO_SIDE, PHOTO_SIDE, { fit: "cover", withoutEnlargement: true });
    const out = type === "png" ? await img.png({ compressionLevel: 9 }).toBuffer() : await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return new Uint8Array(out);
  } catch {
    throw appError(ERROR_CODES.invalidRequest, undefined, { reason: "fileType", allowed: ["jpeg", "png"] });
  }
}

async function verifyWordArchive(bytes: Uint8Array): Promise<void> {
  try {
    await verifyZipEntries(bytes, (name) => /\.(xml|rels)$/i.test(name), DOCX_XML_MAX_BYTES);
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    throw appError(e.reason === "tooLarge" ? ERROR_CODES.resumeTooLarge : ERROR_CODES.resumeUnreadable, undefined, { reason: "fileArchive" });
  }
}

/** Checks and stores a talent's upload; a resume also starts its parse. */
export async function uploadProfileFile(input: { companyId: string; userId: string; kind: UploadKind; fileName: string; bytes: Uint8Array }): Promise<UploadedFile> {
  const type = checkUpload(input.kind, input.fileName, input.bytes);
  // A Word file's parts are inflated once here, each bounded by the size it declares: an archive
  // whose headers agree but whose data lies is refused now, not found out by the parser later.
  if (type === "docx") await verifyWordArchive(input.bytes);
  const bytes = input.kind === "photo" ? await reencodePhoto(input.bytes, type as "jpeg" | "png") : input.bytes;
  const row: StoredFile = await putFile({ companyId: input.companyId, ownerUserId: input.userId, kind: input.kind, fileName: input.fileName, bytes });
  if (input.kind === "resume") await onResumeUploaded(input.companyId, input.userId, row.id);
  return { fileId: row.id, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes };
}
