/** The textual form of a uuid (any version, any case): the one check before an id reaches a `uuid` column. */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
export const UUID_RE = new RegExp(`^${UUID_SOURCE}$`, "i");

/** A malformed id is "not found", never a Postgres cast error (a 500). */
export function isUuid(v: unknown): v is string {
  return typeof v === "string" && UUID_RE.test(v);
}
