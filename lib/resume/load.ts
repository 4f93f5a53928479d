import "server-only";
import { storageDriver } from "@/lib/storage/driver";

/**
 * How the resume worker gets a file's bytes. Injected into the worker (lib/resume/worker.ts)
 * so tests can slow it down or make it fail, and so the store can change without touching the
 * parser. The default reads through lib/storage's driver: `stored_files.storage_key` under
 * STORAGE_DIR (default .data/storage), or whatever driver the process installed.
 */
export type StoredFileRef = { id: string; companyId: string; storageKey: string };
export type ResumeLoader = (file: StoredFileRef) => Promise<Uint8Array>;

export const readStoredFile: ResumeLoader = (file) => storageDriver().get(file.storageKey);
