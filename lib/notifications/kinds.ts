/**
 * The catalogue of notification kinds (issue 14, decision D51). Pure data shared by the server
 * (notify, the e-mail, the list) and the browser (texts, links, the sidebar dot). A later issue
 * adds its kind here and calls `notify` with it; nothing else changes.
 *
 * - `email`: whether the kind also arrives by e-mail when the user has made no choice.
 * - `nav`: the sidebar item (components/shell/nav.ts keys) whose dot it lights, per portal.
 * - `link`: where the notification leads, built from its payload; null when there is nowhere.
 */
export type NotificationPortal = "admin" | "talent";

export type NotificationPayload = Record<string, unknown>;

type KindDef = {
  email: boolean;
  nav: string;
  link: (p: NotificationPayload, portal: NotificationPortal) => string | null;
};

function str(p: NotificationPayload, key: string): string | null {
  const v = p[key];
  return typeof v === "string" && /^[A-Za-z0-9-]{1,64}$/.test(v) ? v : null;
}

const schedulePage = (p: NotificationPayload) => (str(p, "jobId") ? `/interview/${str(p, "jobId")}/schedule` : "/calendar");
const entryPage = (p: NotificationPayload) => (str(p, "entryId") ? `/admin/interviews/${str(p, "entryId")}` : "/admin/interviews");
/** Interview kinds reach both sides: the talent's schedule page, the staff entry. */
const interviewLink = (p: NotificationPayload, portal: NotificationPortal) => (portal === "talent" ? schedulePage(p) : entryPage(p));
const jobPage = (p: NotificationPayload) => (str(p, "jobId") ? `/admin/jobs/${str(p, "jobId")}` : "/admin/jobs");

export const NOTIFICATION_KINDS = {
  /** The talent is invited to pick an interview slot. */
  "invitation.sent": { email: false, nav: "calendar", link: schedulePage },
  /** The talent booked a slot (staff: interviewers and the inviter). */
  "slot.booked": { email: true, nav: "interviews", link: entryPage },
  /** The talent asked for another slot (staff). */
  "slot.requested": { email: true, nav: "interviews", link: entryPage },
  /** The staff answered a slot request: slots added or the request rejected (talent). */
  "slot.answered": { email: false, nav: "calendar", link: schedulePage },
  /** The talent's own booking, confirmed. */
  "interview.scheduled": { email: false, nav: "calendar", link: interviewLink },
  /** A reschedule asked for (staff) or a new time booked (both sides). */
  "interview.rescheduled": { email: false, nav: "calendar", link: interviewLink },
  /** An interview or invitation canceled (talent and interviewers). */
  "interview.canceled": { email: true, nav: "calendar", link: interviewLink },
  /** Every interviewer has reviewed (the inviter and the job's assignee). */
  "review.completed": { email: false, nav: "interviews", link: (p) => (str(p, "entryId") ? `/admin/interviews/${str(p, "entryId")}/review` : "/admin/interviews") },
  /** A job was assigned to the recipient. */
  "job.assigned": { email: true, nav: "jobs", link: jobPage },
  /** A live job is due within JOB_NEAR_DUE_HOURS (the assignee and the creator). */
  "job.nearDue": { email: true, nav: "jobs", link: jobPage },
  /** A job expired (the assignee and the creator). */
  "job.expired": { email: false, nav: "jobs", link: jobPage },
  /** A bulk user upload finished (the uploader). */
  "bulk.finished": { email: false, nav: "users", link: () => "/admin/users" },
  /** The talent's resume was read. */
  "resume.parsed": { email: false, nav: "profile", link: () => "/profile" },
  /** The talent's resume could not be read. */
  "resume.failed": { email: true, nav: "profile", link: () => "/profile" },
} as const satisfies Record<string, KindDef>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** The kinds each portal's users can receive (the preferences list). */
export const PORTAL_KINDS: Record<NotificationPortal, readonly NotificationKind[]> = {
  talent: ["invitation.sent", "slot.answered", "interview.scheduled", "interview.rescheduled", "interview.canceled", "resume.parsed", "resume.failed"],
  admin: ["slot.booked", "slot.requested", "interview.rescheduled", "interview.canceled", "review.completed", "job.assigned", "job.nearDue", "job.expired", "bulk.finished"],
};

export function isNotificationKind(kind: unknown): kind is NotificationKind {
  return typeof kind === "string" && Object.prototype.hasOwnProperty.call(NOTIFICATION_KINDS, kind);
}

/** The nav item a kind lights in a portal: staff interview kinds light "interviews". */
export function navKeyOf(kind: string, portal: NotificationPortal): string | null {
  if (!isNotificationKind(kind)) return null;
  const nav: string = NOTIFICATION_KINDS[kind].nav;
  if (portal === "admin" && nav === "calendar") return "interviews";
  if (portal === "talent" && !["calendar", "profile", "dashboard"].includes(nav)) return null;
  return nav;
}

export function linkOf(kind: string, payload: NotificationPayload, portal: NotificationPortal): string | null {
  if (!isNotificationKind(kind)) return null;
  return NOTIFICATION_KINDS[kind].link(payload, portal);
}

/** Hours before a job's due moment when its "near due" notification goes out. */
export const JOB_NEAR_DUE_HOURS = 48;

/** Rows per page of the notifications list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
