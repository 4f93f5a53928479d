import type { Messages } from "./messages";

/**
 * The part of `messages` a client tree needs: whole namespaces ("auth") or one branch of one
 * ("jobs.form"). Unknown names are skipped (a namespace file may not exist in every locale yet).
 */
export function pickMessages(messages: Messages, names: readonly string[]): Messages {
  const out: Record<string, Record<string, unknown>> = {};
  for (const name of names) {
    const [ns, ...path] = name.split(".");
    const root = messages[ns];
    if (!root) continue;
    if (path.length === 0) {
      out[ns] = root;
      continue;
    }
    let value: unknown = root;
    for (const key of path) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    if (value === undefined) continue;
    // Rebuild the branch under its namespace, merging with what other names already picked.
    let target = (out[ns] ??= {}) as Record<string, unknown>;
    path.forEach((key, i) => {
      if (i === path.length - 1) target[key] = value;
      else target = (target[key] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}
