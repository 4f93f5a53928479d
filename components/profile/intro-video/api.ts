"use client";

import { createApiClient, leaveForExpiredSession, type ApiClient } from "@/lib/http/client";
import type { IntroVideoDeleteCode } from "@/lib/intro-video/commands";
import type { IntroVideoView } from "@/lib/intro-video/queries";
import type { OverlayTiming } from "@/lib/intro-video/rules";

export const INTRO_VIDEO_PATH = "/api/candidate/introvideo";
export const UPLOAD_URL_PATH = "/api/candidate/introvideo/upload-url";

let shared: ApiClient | null = null;
function api(): ApiClient {
  shared ??= createApiClient({ baseUrl: "" });
  return shared;
}

/**
 * The poll of the player: a plain fetch, not the app client, because spec §4.4 says a polling
 * failure is only logged (the app client would send an expired session to the login page).
 */
export async function fetchIntroVideo(signal?: AbortSignal): Promise<IntroVideoView> {
  const res = await fetch(INTRO_VIDEO_PATH, { credentials: "same-origin", headers: { accept: "application/json" }, signal });
  if (!res.ok) throw new Error(`intro video answered ${res.status}`);
  const json = (await res.json()) as { results?: IntroVideoView };
  if (!json.results) throw new Error("intro video answer without results");
  return json.results;
}

export function deleteIntroVideo(): Promise<{ code: IntroVideoDeleteCode }> {
  return api().delete<{ code: IntroVideoDeleteCode }>(INTRO_VIDEO_PATH);
}

export type UploadOutcome =
  | { ok: true; video: IntroVideoView }
  | { ok: false; reason: "tooLarge"; maxBytes: number }
  | { ok: false; reason: "failed"; code?: number; error?: unknown };

type Xhr = Pick<XMLHttpRequest, "open" | "setRequestHeader" | "send" | "abort" | "status" | "responseText" | "upload" | "onload" | "onerror" | "onabort" | "withCredentials">;

/**
 * Spec §7: the recording goes by PUT to a signed URL. First the app signs one for these answers,
 * then the bytes go with XMLHttpRequest, which (unlike fetch) reports upload progress.
 */
export async function uploadIntroVideo(
  blob: Blob,
  answers: OverlayTiming[],
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal; makeXhr?: () => Xhr } = {},
): Promise<UploadOutcome> {
  let grant: { uploadUrl: string; maxBytes: number };
  try {
    grant = await api().post<{ uploadUrl: string; maxBytes: number }>(UPLOAD_URL_PATH, { answers }, { signal: opts.signal });
  } catch (error) {
    return { ok: false, reason: "failed", code: (error as { code?: number }).code, error };
  }
  if (blob.size > grant.maxBytes) return { ok: false, reason: "tooLarge", maxBytes: grant.maxBytes };

  return new Promise<UploadOutcome>((resolve) => {
    const xhr = opts.makeXhr?.() ?? new XMLHttpRequest();
    xhr.open("PUT", grant.uploadUrl);
    xhr.withCredentials = true;
    xhr.setRequestHeader("content-type", blob.type.split(";")[0] || "application/octet-stream");
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
    };
    opts.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.onload = () => {
      let body: { results?: IntroVideoView; code?: number; details?: { maxBytes?: number } } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.results) return resolve({ ok: true, video: body.results });
      if (xhr.status === 401 || xhr.status === 440) {
        // A full load: the session is gone, so every cached page is stale.
        leaveForExpiredSession();
      }
      if (xhr.status === 413) return resolve({ ok: false, reason: "tooLarge", maxBytes: body?.details?.maxBytes ?? grant.maxBytes });
      resolve({ ok: false, reason: "failed", code: body?.code });
    };
    xhr.onerror = () => resolve({ ok: false, reason: "failed" });
    xhr.onabort = () => resolve({ ok: false, reason: "failed" });
    xhr.send(blob);
  });
}
