import type { SniffedType } from "./sniff";

/** Binary megabyte, as the drop zone formats sizes (lib/files/format.ts). */
const MB = 1024 * 1024;

/** The upload kinds the profile builder sends. */
export const UPLOAD_KINDS = ["resume", "certificate", "photo"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * Second document §9 names two upload sizes, 1 MB and 2 MB, and a 2 MB resume. Photos take the
 * smaller one (decision D-upload-sizes: a cropped square avatar never needs more), certificates
 * and resumes the larger one.
 */
export const UPLOAD_RULES: Readonly<Record<UploadKind, { maxBytes: number; types: readonly SniffedType[] }>> = {
  resume: { maxBytes: 2 * MB, types: ["pdf", "doc", "docx"] },
  certificate: { maxBytes: 2 * MB, types: ["pdf"] },
  photo: { maxBytes: 1 * MB, types: ["jpeg", "png"] },
};

/** Multipart framing (boundaries, headers, the kind field) on top of the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export function isUploadKind(v: unknown): v is UploadKind {
  return typeof v === "string" && (UPLOAD_KINDS as readonly string[]).includes(v);
}
