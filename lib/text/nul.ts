/**
 * Postgres text and jsonb cannot hold U+0000: a NUL that reached a query would fail there as a
 * 500 (10000). No field of this app has a use for one, so every input path refuses it up front as
 * a validation failure: route handlers (lib/api/route.ts), server actions (lib/actions/client.ts)
 * and the schemas themselves (`.refine(hasNoNul, …)`), so a form shows the field's message.
 */
export function hasNoNul(s: string): boolean {
  return !s.includes("\u0000");
}

/** Whether any string or key in a JSON-like value holds a NUL. The depth cap bounds the walk. */
export function containsNul(v: unknown, depth = 0): boolean {
  if (typeof v === "string") return v.includes("\u0000");
  if (v === null || typeof v !== "object" || depth > 32) return false;
  for (const [k, x] of Object.entries(v)) if (k.includes("\u0000") || containsNul(x, depth + 1)) return true;
  return false;
}
