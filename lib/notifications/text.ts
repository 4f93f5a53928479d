import type { NotificationPayload } from "./kinds";

/** next-intl reads dots as nesting: "interview.scheduled" is the message "interview_scheduled". */
export function messageKey(kind: string): string {
  return kind.replace(/\./g, "_");
}

function s(p: NotificationPayload, key: string): string {
  const v = p[key];
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
}

/** The arguments of a kind's text: every name present (ICU needs them), the time in the reader's zone. */
export function textArgs(p: NotificationPayload, locale: string, timeZone?: string): Record<string, string | number> {
  const at = s(p, "startsAt") || s(p, "dueDate");
  let when = "";
  if (at) {
    const d = new Date(at);
    if (!Number.isNaN(d.getTime())) {
      try {
        when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", ...(timeZone ? { timeZone } : {}) }).format(d);
      } catch {
        when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(d);
      }
    }
  }
  return {
    job: s(p, "job"),
    candidate: s(p, "candidate"),
    company: s(p, "company"),
    reason: s(p, "reason"),
    answer: s(p, "answer") || "other",
    phase: s(p, "phase") || "other",
    created: Number(p.created ?? 0) || 0,
    failed: Number(p.failed ?? 0) || 0,
    when,
  };
}
