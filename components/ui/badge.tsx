import type { ComponentPropsWithRef } from "react";
import { cx } from "./sizes";

// No "use client": badges have no state, so server components can render them and call the helpers below.

export type BadgeVariant = "neutral" | "brand" | "info" | "success" | "warning" | "danger";

const VARIANT_CLASSES: Record<BadgeVariant, string> = {
  neutral: "bg-gray-100 text-gray-700 ring-gray-300",
  brand: "bg-[var(--brand)]/10 text-[var(--brand)] ring-[var(--brand)]/30",
  info: "bg-blue-50 text-blue-800 ring-blue-200",
  success: "bg-green-50 text-green-800 ring-green-200",
  warning: "bg-amber-50 text-amber-800 ring-amber-200",
  danger: "bg-red-50 text-red-700 ring-red-200",
};

const DOT_CLASSES: Record<BadgeVariant, string> = {
  neutral: "bg-gray-500",
  brand: "bg-[var(--brand)]",
  info: "bg-blue-600",
  success: "bg-green-600",
  warning: "bg-amber-500",
  danger: "bg-red-600",
};

export interface BadgeProps extends ComponentPropsWithRef<"span"> {
  variant?: BadgeVariant;
  size?: "sm" | "md";
  /** Leading coloured dot; colour is never the only cue because the text names the status. */
  dot?: boolean;
}

export function Badge({ variant = "neutral", size = "sm", dot, className, children, ...rest }: BadgeProps) {
  return (
    <span
      className={cx(
        "inline-flex max-w-[340px] items-center gap-1.5 rounded-full font-medium whitespace-nowrap ring-1 ring-inset",
        size === "sm" ? "px-2 py-0.5 text-xs" : "px-2.5 py-1 text-sm",
        VARIANT_CLASSES[variant],
        className,
      )}
      data-variant={variant}
      {...rest}
    >
      {dot && <span className={cx("size-1.5 shrink-0 rounded-full", DOT_CLASSES[variant])} aria-hidden="true" />}
      <span className="truncate">{children}</span>
    </span>
  );
}

// Status keys from the spec's state machines (jobs, interviews, invoices, plans, users, parsing...),
// grouped by what the colour should tell the reader: done, moving, needs attention, stopped.
const STATUS_TONES: Record<string, BadgeVariant> = {};
const TONE_GROUPS: Array<[BadgeVariant, string[]]> = [
  [
    "success",
    ["active", "approved", "completed", "paid", "success", "parsed", "fulfilled", "recommended", "reviewcompleted", "interviewcompleted", "shortlisted", "shortlist", "interviewshortlisted", "pushed", "connected", "enabled", "published", "unblocked"],
  ],
  [
    "info",
    ["open", "inprogress", "started", "invited", "invitationsent", "interviewscheduled", "interviewjoined", "reviewinprogress", "queued", "parsing", "initialized", "assigned", "inqueue", "scheduled", "screening", "applied", "matching", "restarted", "awaitingpush", "underreview", "interviewinprogress", "interviewlist"],
  ],
  [
    "warning",
    ["pending", "draft", "onhold", "standby", "neardue", "interviewpending", "newslotrequested", "interviewstandby", "renewalsoon", "expiringsoon", "invitationrequested", "interviewrescheduled", "rescheduled", "notpushed", "notinvited"],
  ],
  [
    "danger",
    ["expired", "suspended", "expiredsuspended", "failed", "rejected", "canceled", "cancelled", "interviewcanceled", "void", "uncollectible", "blocked", "noshow", "deleted", "deletionfailed"],
  ],
  ["neutral", ["inactive", "archived", "disabled", "unpublished", "ended", "deletioninprogress"]],
];
for (const [tone, keys] of TONE_GROUPS) for (const key of keys) STATUS_TONES[key.toLowerCase()] = tone;

/** Maps a status key or label ("reviewCompleted", "REVIEW COMPLETED", "in-progress") to a badge colour. */
export function statusBadgeVariant(status: string | null | undefined): BadgeVariant {
  if (!status) return "neutral";
  const key = status.toLowerCase().replace(/[^a-z]/g, "");
  return STATUS_TONES[key] ?? "neutral";
}
