import { useTranslations } from "next-intl";
import { OSI_RETENTION_MONTHS } from "@/lib/osi/rules";

export type OsiResponseNoticeKind = "notStarted" | "pending" | "recordingsDeleted";

/**
 * The response view's notice above (or instead of) the player: nothing started yet, nothing
 * playable yet, or the recordings deleted when their retention ended (D76), in which case the
 * invitation, its status and its questions are still shown.
 */
export function OsiResponseNotice({ kind }: { kind: OsiResponseNoticeKind }) {
  const t = useTranslations("osiResponses.empty");
  return (
    <p className="rounded-md border border-[var(--color-line)] bg-white p-4 text-sm" data-testid={kind === "recordingsDeleted" ? "osi-recordings-deleted" : "osi-empty"}>
      {kind === "recordingsDeleted" ? t("recordingsDeleted", { months: OSI_RETENTION_MONTHS }) : t(kind)}
    </p>
  );
}
