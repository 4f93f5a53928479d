import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/**
 * Reviewed / not reviewed (first document §4.4). Unreviewed education reads as a warning and
 * unreviewed work experience as danger (decision D27); the text always names the state, so colour
 * is never the only cue.
 */
export type ReviewTone = "warning" | "danger";

export function ReviewBadge({ reviewed, tone = "warning" }: { reviewed: boolean; tone?: ReviewTone }) {
  const t = useTranslations("profile.review");
  return (
    <Badge variant={reviewed ? "success" : tone} dot data-testid="review-badge" data-reviewed={reviewed ? "true" : "false"}>
      {reviewed ? t("reviewed") : t("notReviewed")}
    </Badge>
  );
}

/** The highlight of an unreviewed item's card. */
export function reviewHighlight(show: boolean, reviewed: boolean, tone: ReviewTone): string {
  if (!show || reviewed) return "border-[var(--color-line)]";
  return tone === "danger" ? "border-red-300 bg-red-50/40" : "border-amber-300 bg-amber-50/40";
}
