import "server-only";
import type { NextRequest } from "next/server";
import { readBodyCapped } from "@/lib/api/body";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";

/**
 * Reads a multipart body with a byte cap: the stream is counted as it arrives, so a client that
 * lies about (or omits) Content-Length still cannot make the server buffer more than `maxBytes`.
 * Anything that is not a readable multipart form is a validation failure (10001), never a 500.
 */
export async function readMultipart(req: NextRequest, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw appError(ERROR_CODES.invalidRequest);
  if (!req.body) throw appError(ERROR_CODES.invalidRequest);
  const body = await readBodyCapped(req, maxBytes);
  try {
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw appError(ERROR_CODES.invalidRequest);
  }
}
