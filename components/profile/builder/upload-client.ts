"use client";

import { leaveForExpiredSession } from "@/lib/http/client";
import type { UploadKind } from "@/lib/storage/limits";

export type UploadedFile = { fileId: string; fileName: string; contentType: string; sizeBytes: number };

export type UploadOutcome = { ok: true; file: UploadedFile } | { ok: false; reason: "fileSize" | "fileType" | "session" | "other"; code?: number };

/** Sends one file to the builder's upload route; the answer says which message to show. */
export async function uploadProfileFile(kind: UploadKind, file: Blob, fileName: string): Promise<UploadOutcome> {
  const body = new FormData();
  body.append("file", file, fileName);
  let res: Response;
  try {
    res = await fetch(`/api/candidate/uploads?kind=${kind}`, { method: "POST", body, credentials: "same-origin" });
  } catch {
    return { ok: false, reason: "other" };
  }
  const json = (await res.json().catch(() => null)) as { results?: UploadedFile; code?: number; details?: { reason?: string } } | null;
  if (res.ok && json?.results) return { ok: true, file: json.results };
  if (res.status === 401 || res.status === 440) {
    // A full load rather than a client navigation: the session is gone, so every cached page is stale.
    leaveForExpiredSession();
    return { ok: false, reason: "session", code: json?.code };
  }
  const reason = json?.details?.reason;
  if (res.status === 413 || reason === "fileSize") return { ok: false, reason: "fileSize", code: json?.code };
  if (reason === "fileType" || reason === "fileEmpty") return { ok: false, reason: "fileType", code: json?.code };
  return { ok: false, reason: "other", code: json?.code };
}

/** Opens one of the talent's files through `candidate/profile/attachment` (a fresh signed URL). */
export async function attachmentUrl(sectionType: string, fileName: string, fileId?: string): Promise<string | null> {
  const q = new URLSearchParams({ sectionType, fileName, ...(fileId ? { fileId } : {}) });
  const res = await fetch(`/api/candidate/profile/attachment?${q}`, { credentials: "same-origin" }).catch(() => null);
  if (!res?.ok) return null;
  const json = (await res.json().catch(() => null)) as { results?: { signedUrl?: string } } | null;
  return json?.results?.signedUrl ?? null;
}
