import "server-only";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";

export type ReadBodyOptions = {
  /** The error for a body over the cap (default 10413 payloadTooLarge). */
  tooLarge?: () => Error;
  /**
   * The declared Content-Length is required and must match what arrives (10001 `lengthRequired` /
   * `lengthMismatch`): a body cut short on the way would otherwise pass as a shorter one. The
   * buffer is then allocated once, at the declared size.
   */
  exactLength?: boolean;
};

/**
 * The one capped request-body reader (JSON bodies, multipart forms, raw uploads, the logout body).
 * A declared Content-Length over the cap is refused before a byte is read; the stream is counted
 * as it arrives, so a client that lies about (or omits) the length still cannot make the server
 * buffer more than `maxBytes`. No body reads as an empty array.
 */
export async function readBodyCapped(req: Request, maxBytes: number, opts: ReadBodyOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = opts.tooLarge ?? (() => appError(ERROR_CODES.payloadTooLarge));
  const header = req.headers.get("content-length")?.trim() ?? null;
  const declared = header !== null && /^\d{1,15}$/.test(header) ? Number(header) : null;
  if (opts.exactLength && declared === null) throw appError(ERROR_CODES.invalidRequest, undefined, { reason: "lengthRequired" });
  if (declared !== null && declared > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const mismatch = () => appError(ERROR_CODES.invalidRequest, undefined, { reason: "lengthMismatch" });
  const limit = opts.exactLength && declared !== null ? declared : maxBytes;
  const exact = opts.exactLength && declared !== null ? new Uint8Array(declared) : null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > limit) {
      await reader.cancel().catch(() => {});
      throw size + value.byteLength > maxBytes ? tooLarge() : mismatch();
    }
    if (exact) exact.set(value, size);
    else chunks.push(value);
    size += value.byteLength;
  }
  if (exact) {
    if (size !== declared) throw mismatch();
    return exact;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
