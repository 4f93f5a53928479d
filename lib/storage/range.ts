/**
 * The Range header of a file request (RFC 9110 §14), for seeking in videos. Pure. One range only
 * (`bytes=a-b`, `bytes=a-`, `bytes=-n`): a header we do not serve as a part — absent, another
 * unit, several ranges, malformed — is "full" (the whole file with 200, which the RFC allows);
 * a well-formed range that starts past the end is "unsatisfiable" (416).
 */
export type ByteRange = { start: number; end: number };

export function parseRange(header: string | null | undefined, size: number): ByteRange | "full" | "unsatisfiable" {
  if (!header) return "full";
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return "full";
  const [, a, b] = m;
  if (a === "" && b === "") return "full";
  if (a === "") {
    // The last n bytes.
    const n = Number(b);
    if (!Number.isSafeInteger(n)) return "full";
    if (n === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === "" ? size - 1 : Number(b);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return "full";
  if (start >= size) return "unsatisfiable";
  if (end < start) return "full";
  return { start, end: Math.min(end, size - 1) };
}
