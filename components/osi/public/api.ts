"use client";

import { createApiClient, type ApiClient } from "@/lib/http/client";

let shared: ApiClient | null = null;
function api(): ApiClient {
  shared ??= createApiClient({ baseUrl: "" });
  return shared;
}

const base = (token: string) => `/api/osi/${encodeURIComponent(token)}`;

/** Consent to record (intro page). */
export function giveConsent(token: string): Promise<{ ok: true }> {
  return api().post<{ ok: true }>(`${base(token)}/consent`, {});
}

export type AnswerStart = { answerId: string; chunkBytes: number; receivedBytes: number };

/** Tells the server an answer's recording starts (the one-attempt guard); 409 when it was answered. */
export function startAnswer(token: string, questionId: string, mime: string): Promise<AnswerStart> {
  return api().post<AnswerStart>(`${base(token)}/questions/${encodeURIComponent(questionId)}/start`, { mime });
}
