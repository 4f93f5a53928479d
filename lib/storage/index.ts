import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { storedFiles } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { storageDriver } from "./driver";
import { safeFileName } from "./names";
import { CONTENT_TYPES, extensionMatches, sniff, zipRefusal, type SniffedType } from "./sniff";
import { UPLOAD_RULES, type UploadKind } from "./limits";
import { isUuid } from "@/lib/text/uuid";

export { signedUrl, verifySignedUrl, DEFAULT_URL_TTL_SEC } from "./signing";
export type { StorageDriver } from "./driver";

export type StoredFile = typeof storedFiles.$inferSelect;
export type FileKind = StoredFile["kind"];
type DbLike = Pick<Db, "insert" | "select" | "delete">;

/**
 * Stores bytes and their row. The key is random (`<companyId>/<32 hex>`), never derived from the
 * name the user gave. Bytes are written first and removed again if the row cannot be inserted;
 * pass a transaction as `db` to tie the row to the caller's other writes.
 */
export async function putFile(
  input: { companyId: string; ownerUserId: string | null; kind: FileKind; fileName: string; bytes: Uint8Array },
  db: DbLike = getDb(),
): Promise<StoredFile> {
  const type = sniff(input.bytes);
  const contentType = type ? CONTENT_TYPES[type] : "application/octet-stream";
  const key = `${input.companyId}/${randomBytes(16).toString("hex")}`;
  const driver = storageDriver();
  await driver.put(key, input.bytes, contentType);
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({
        companyId: input.companyId,
        ownerUserId: input.ownerUserId,
        kind: input.kind,
        storageKey: key,
        fileName: safeFileName(input.fileName),
        contentType,
        sizeBytes: input.bytes.byteLength,
        sha256: createHash("sha256").update(input.bytes).digest("hex"),
      })
      .returning();
    return row;
  } catch (e) {
    await driver.delete(key).catch(() => {});
    throw e;
  }
}

/** A file of this company, or null: another company's id reads as not found. */
export async function findFile(companyId: string, fileId: string, db: Pick<Db, "select"> = getDb()): Promise<StoredFile | null> {
  if (!isUuid(fileId)) return null;
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function readFile(companyId: string, fileId: string): Promise<{ file: StoredFile; bytes: Uint8Array }> {
  const file = await findFile(companyId, fileId);
  if (!file) throw appError(ERROR_CODES.recordNotFound);
  return { file, bytes: await storageDriver().get(file.storageKey) };
}

/** The file's bytes, or only `range` of them (inclusive offsets, already checked against its size). */
export async function openFileStream(file: StoredFile, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array>> {
  return storageDriver().stream(file.storageKey, range);
}

/** Removes the row, then the bytes (a missing file on disk is not an error). */
export async function deleteFile(companyId: string, fileId: string, db: DbLike = getDb()): Promise<boolean> {
  const rows = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.companyId, companyId)))
    .returning({ key: storedFiles.storageKey });
  if (!rows[0]) return false;
  await storageDriver().delete(rows[0].key).catch(() => {});
  return true;
}

/**
 * The upload rules of a kind, judged on the bytes: size, a type recognised by its magic numbers,
 * and a name whose extension agrees with that type (a PNG named cv.pdf is refused). Resumes in
 * another format answer 10456, the resume code for it; other kinds 10001 with reason "fileType". A
 * resume whose zip archive the strict reader refuses answers 10457 (damaged, lying) or 10459 (a bomb).
 */
export function checkUpload(kind: UploadKind, fileName: string, bytes: Uint8Array): SniffedType {
  const rule = UPLOAD_RULES[kind];
  if (bytes.byteLength > rule.maxBytes) throw appError(ERROR_CODES.payloadTooLarge, undefined, { reason: "fileSize", maxBytes: rule.maxBytes });
  if (bytes.byteLength === 0) throw appError(ERROR_CODES.invalidRequest, undefined, { reason: "fileEmpty" });
  const type = sniff(bytes);
  if (!type || !rule.types.includes(type) || !extensionMatches(fileName, type)) {
    // A Word file whose archive does not add up (10457) or unpacks far beyond any document (10459).
    const refusal = kind === "resume" && rule.types.includes("docx") ? zipRefusal(bytes) : null;
    if (refusal) throw appError(refusal === "tooLarge" ? ERROR_CODES.resumeTooLarge : ERROR_CODES.resumeUnreadable, undefined, { reason: "fileArchive" });
    const code = kind === "resume" ? ERROR_CODES.resumeUnsupportedFormat : ERROR_CODES.invalidRequest;
    throw appError(code, undefined, { reason: "fileType", allowed: rule.types });
  }
  return type;
}
