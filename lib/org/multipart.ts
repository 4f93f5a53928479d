import "server-only";
import type { NextRequest } from "next/server";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";

/**
 * Reads a multipart body with a byte cap: the stream is counted as it arrives, so a client that
 * lies about (or omits) Content-Length still cannot make the server buffer more than `maxBytes`.
 * Anything that is not a readable multipart form is a validation failure (10001), never a 500.
 */
export async function readMultipart(req: NextRequest, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw appError(ERROR_CODES.invalidRequest);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw appError(ERROR_CODES.payloadTooLarge);
  if (!req.body) throw appError(ERROR_CODES.invalidRequest);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw appError(ERROR_CODES.payloadTooLarge);
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw appError(ERROR_CODES.invalidRequest);
  }
}
