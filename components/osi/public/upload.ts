/**
 * The resumable upload of one answer (issue 16): the recording goes in chunks, each a PUT with
 * `Content-Range: bytes s-e/total` to /api/osi/{token}/questions/{questionId}/upload. The server
 * keeps the bytes it has; after a dropped connection the client asks it how many (GET, or the
 * 409 a wrong offset gets) and continues from there, retrying with a growing pause.
 */

export type ChunkResponse = { status: number; body: unknown };
/** One HTTP exchange; `onProgress` gets the bytes of this body sent so far. */
export type Send = (req: { method: "PUT" | "GET"; url: string; headers: Record<string, string>; body?: Blob; onProgress?: (sent: number) => void; signal?: AbortSignal }) => Promise<ChunkResponse>;

export type UploadDone = { nextQuestionId: string | null; completed: boolean };

export class UploadFailed extends Error {
  /** Catalogue code of a refusal (4xx), undefined for a connection that never came back. */
  readonly code?: number;
  readonly status?: number;
  constructor(message: string, init: { code?: number; status?: number } = {}) {
    super(message);
    this.name = "UploadFailed";
    this.code = init.code;
    this.status = init.status;
  }
}

export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 8000, 8000, 8000] as const;

export function uploadUrl(token: string, questionId: string): string {
  return `/api/osi/${encodeURIComponent(token)}/questions/${encodeURIComponent(questionId)}/upload`;
}

function field(body: unknown, name: string): unknown {
  if (typeof body !== "object" || body === null) return undefined;
  const b = body as Record<string, unknown>;
  if (name in b) return b[name];
  const nested = (b.details ?? b.results) as Record<string, unknown> | undefined;
  return nested && typeof nested === "object" ? nested[name] : undefined;
}

function numberField(body: unknown, name: string): number | undefined {
  const v = field(body, name);
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

const transient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

export type UploadOptions = {
  token: string;
  questionId: string;
  blob: Blob;
  durationMs: number;
  /** From the start call: the server's chunk size and what it already holds. */
  chunkBytes: number;
  receivedBytes?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  send?: Send;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export async function uploadAnswer(opts: UploadOptions): Promise<UploadDone> {
  const send = opts.send ?? xhrSend;
  const sleep = opts.sleep ?? defaultSleep;
  const url = uploadUrl(opts.token, opts.questionId);
  const total = opts.blob.size;
  const chunk = Math.max(64 * 1024, opts.chunkBytes || 0);
  const mime = opts.blob.type || "application/octet-stream";
  let offset = Math.min(Math.max(0, opts.receivedBytes ?? 0), total);
  let failures = 0;
  const report = (sent: number) => opts.onProgress?.(total > 0 ? Math.min(1, sent / total) : 1);
  report(offset);

  /** Asks the server what it holds; null when it cannot be reached. */
  const resync = async (): Promise<{ received: number; complete: boolean } | null> => {
    try {
      const res = await send({ method: "GET", url, headers: { accept: "application/json" }, signal: opts.signal });
      if (res.status >= 200 && res.status < 300) return { received: numberField(res.body, "receivedBytes") ?? offset, complete: field(res.body, "complete") === true };
    } catch {
      // Still offline: the next attempt asks again.
    }
    return null;
  };

  for (;;) {
    if (opts.signal?.aborted) throw new UploadFailed("aborted");
    const end = Math.min(total, offset + chunk);
    let res: ChunkResponse;
    try {
      res = await send({
        method: "PUT",
        url,
        headers: { "content-type": mime, "content-range": `bytes ${offset}-${Math.max(offset, end - 1)}/${total}`, "x-duration-ms": String(Math.round(opts.durationMs)), accept: "application/json" },
        body: opts.blob.slice(offset, end, mime),
        onProgress: (sent) => report(offset + sent),
        signal: opts.signal,
      });
    } catch {
      res = { status: 0, body: null };
    }
    if (opts.signal?.aborted) throw new UploadFailed("aborted");

    if (res.status >= 200 && res.status < 300) {
      failures = 0;
      if (field(res.body, "complete") === true) {
        report(total);
        const next = field(res.body, "nextQuestionId");
        return { nextQuestionId: typeof next === "string" ? next : null, completed: field(res.body, "completed") === true };
      }
      offset = Math.min(total, numberField(res.body, "receivedBytes") ?? end);
      report(offset);
      continue;
    }
    const received = numberField(res.body, "receivedBytes");
    if (res.status === 409 && received !== undefined) {
      // The server holds a different number of bytes (a chunk sent twice, or lost): go on from there.
      offset = Math.min(total, received);
      report(offset);
      if (++failures > RETRY_DELAYS_MS.length) throw new UploadFailed("upload out of sync", { status: 409, code: numberField(res.body, "code") });
      continue;
    }
    if (!transient(res.status)) throw new UploadFailed("upload refused", { status: res.status, code: numberField(res.body, "code") });

    // Connection lost or server busy: wait, ask the server what arrived, continue from there.
    if (failures >= RETRY_DELAYS_MS.length) throw new UploadFailed("connection lost", { status: res.status || undefined });
    await sleep(RETRY_DELAYS_MS[failures], opts.signal);
    failures += 1;
    const state = await resync();
    if (state?.complete) return { nextQuestionId: null, completed: false };
    if (state) offset = Math.min(total, state.received);
    report(offset);
  }
}

async function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    // Coming back online ends the wait early.
    const online = () => done();
    function done() {
      clearTimeout(timer);
      if (typeof window !== "undefined") window.removeEventListener("online", online);
      resolve();
    }
    if (typeof window !== "undefined") window.addEventListener("online", online, { once: true });
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** XMLHttpRequest, not fetch: it reports upload progress. */
export const xhrSend: Send = ({ method, url, headers, body, onProgress, signal }) =>
  new Promise<ChunkResponse>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded);
    const parse = (): unknown => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        return null;
      }
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse() });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.ontimeout = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
