import type { BadgeVariant } from "@/components/ui/badge";
import type { AdminLabel } from "@/lib/interviews/statuses";

// Shared by the server badge (label-badge.tsx) and client lists: no "use client", no server-only.

/** The message key of an admin label in `interviews.labels` ("NEW SLOT REQUESTED" → "NEW_SLOT_REQUESTED"). */
export function labelKey(label: AdminLabel): string {
  return label.replaceAll(" ", "_");
}

const TONES: Partial<Record<AdminLabel, BadgeVariant>> = {
  BLOCKED: "danger",
  "NO SHOW": "danger",
  "INTERVIEW CANCELED": "danger",
  "NOT INVITED": "warning",
  "NEW SLOT REQUESTED": "warning",
  "INTERVIEW RESCHEDULED": "warning",
  "STAND BY": "warning",
  "SHORT LISTED": "success",
  RECOMMENDED: "success",
  "REVIEW COMPLETED": "success",
  "INTERVIEW COMPLETED": "info",
  "REVIEW IN PROGRESS": "info",
  "INTERVIEW SCHEDULED": "info",
  "INTERVIEW IN PROGRESS": "info",
  "INVITATION SENT": "brand",
};

/** The badge colour of a label (the text is always there too: colour is never the only cue). */
export function labelTone(label: AdminLabel): BadgeVariant {
  return TONES[label] ?? "neutral";
}
