import { getTranslations } from "next-intl/server";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { AdminLabel } from "@/lib/interviews/statuses";

/** The message key of an admin label ("NEW SLOT REQUESTED" → "NEW_SLOT_REQUESTED"). */
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

export function labelTone(label: AdminLabel): BadgeVariant {
  return TONES[label] ?? "neutral";
}

/** A pipeline entry's admin label as a badge, translated (the colour is never the only cue). */
export async function LabelBadge({ label, ...rest }: { label: AdminLabel; "data-testid"?: string }) {
  const t = await getTranslations("interviews.labels");
  return (
    <Badge variant={labelTone(label)} data-label={label} {...rest}>
      {t(labelKey(label))}
    </Badge>
  );
}
