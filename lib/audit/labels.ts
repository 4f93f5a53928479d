/**
 * Readable names for what the activity log stores as codes: actions ("interviews.book"), their
 * groups ("interviews") and object types ("interviewEntry"), from the `activity` messages. A code
 * without a text (a command added later) is shown as it is, never hidden.
 */
export type ActivityTranslator = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
  raw(key: string): unknown;
};

function textOr(t: ActivityTranslator, key: string, fallback: string): string {
  return t.has(key) && typeof t.raw(key) === "string" ? t(key) : fallback;
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
