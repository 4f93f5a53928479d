import SHAPE from "@/messages/en/activity.json";

/**
 * Readable names for what the activity log stores as codes: actions ("interviews.book"), their
 * groups ("interviews") and object types ("interviewEntry"), from the `activity` messages. A code
 * without a text (a command added later) is shown as it is, never hidden.
 */
export type ActivityTranslator = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
};

/**
 * A message, not a branch of further keys (an action code "interviews" would name the branch of
 * "interviews.book"). Read off the English file, the shape both locales share (a unit test keeps
 * them equal): translators see compiled messages (D77), where `t.raw` cannot tell.
 */
function isMessage(t: ActivityTranslator, key: string): boolean {
  let node: unknown = SHAPE;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" && t.has(key);
}

function textOr(t: ActivityTranslator, key: string, fallback: string): string {
  return isMessage(t, key) ? t(key) : fallback;
}

export function actionLabel(t: ActivityTranslator, action: string): string {
  return textOr(t, `actions.${action}`, action);
}

export function groupLabel(t: ActivityTranslator, group: string): string {
  return textOr(t, `groups.${group}`, group);
}

export function entityTypeLabel(t: ActivityTranslator, type: string): string {
  return textOr(t, `entities.${type}`, type);
}
