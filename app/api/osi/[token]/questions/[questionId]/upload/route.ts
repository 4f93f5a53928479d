import { apiRoute } from "@/lib/api/route";
import { readBodyCapped } from "@/lib/api/body";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { OSI_CHUNK_BYTES, osiUploadState, putOsiChunk } from "@/lib/osi/candidate-commands";
import { limitOsiRequest, paramOf } from "@/lib/osi/candidate-route";
import { parseContentRange, parseDurationMs } from "@/lib/osi/upload-range";

/**
 * One chunk of an answer (`Content-Range: bytes s-e/total`, the raw bytes as the body, the
 * recorder's `X-Duration-Ms`); GET tells what the server holds, to resume after a dropped
 * connection (D72).
 */
export const PUT = apiRoute({ access: "public" }, async ({ req, tenant, params }) => {
  const token = paramOf(params, "token");
  await limitOsiRequest(tenant, token, req.headers);
  const range = parseContentRange(req.headers.get("content-range"));
  if (!range) throw appError(ERROR_CODES.osiUploadRangeInvalid);
  if (range.length > OSI_CHUNK_BYTES) throw appError(ERROR_CODES.payloadTooLarge);
  const bytes = await readBodyCapped(req, OSI_CHUNK_BYTES);
  return putOsiChunk(tenant, token, paramOf(params, "questionId"), range, bytes, parseDurationMs(req.headers.get("x-duration-ms"), 60 * 60 * 1000));
});

export const GET = apiRoute({ access: "public" }, async ({ req, tenant, params }) => {
  const token = paramOf(params, "token");
  await limitOsiRequest(tenant, token, req.headers);
  return osiUploadState(tenant, token, paramOf(params, "questionId"));
});
