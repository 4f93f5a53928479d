/**
 * `Content-Range: bytes <start>-<end>/<total>` of one chunk of an answer's resumable upload
 * (issue 16, D72). Pure: the route refuses anything this returns null for (10617).
 */
export type ChunkRange = { start: number; end: number; total: number; length: number };

const RANGE_RE = /^bytes (\d{1,12})-(\d{1,12})\/(\d{1,12})$/;

export function parseContentRange(header: string | null | undefined): ChunkRange | null {
  if (typeof header !== "string") return null;
  const m = RANGE_RE.exec(header.trim());
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  const total = Number(m[3]);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || !Number.isSafeInteger(total)) return null;
  if (total < 1 || end < start || end >= total) return null;
  return { start, end, total, length: end - start + 1 };
}

/** The recorder's measured duration (header `X-Duration-Ms`), or null when absent or absurd. */
export function parseDurationMs(header: string | null | undefined, maxMs: number): number | null {
  if (typeof header !== "string" || !/^\d{1,9}$/.test(header.trim())) return null;
  const n = Number(header.trim());
  return n > 0 && n <= maxMs ? n : null;
}
