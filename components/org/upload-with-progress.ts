/** What the bulk route answered, or why it did not. */
export type UploadAnswer =
  | { ok: true; data: unknown }
  | { ok: false; status: number; code?: number; message?: string; details?: Record<string, unknown> }
  | { ok: false; status: 0; network: true };

/**
 * POSTs a form with XMLHttpRequest, the one browser API that reports upload progress (fetch does
 * not). `onProgress` gets 0–100 while bytes go up, then `onSent` once they are all sent.
 */
export function uploadWithProgress(url: string, form: FormData, handlers: { onProgress: (percent: number) => void; onSent: () => void }): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) handlers.onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.upload.onload = () => {
      handlers.onProgress(100);
      handlers.onSent();
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, network: true });
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && "results" in body) return resolve({ ok: true, data: body.results });
      resolve({
        ok: false,
        status: xhr.status,
        code: typeof body?.code === "number" ? body.code : undefined,
        message: typeof body?.message === "string" ? body.message : undefined,
        details: body?.details && typeof body.details === "object" ? (body.details as Record<string, unknown>) : undefined,
      });
    };
    xhr.send(form);
  });
}
