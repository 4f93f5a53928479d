import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { OsiStatus } from "@/lib/osi/rules";

/** The tone of each one-sided interview status (issue 16), shared by the job's lists and search. */
export const OSI_STATUS_TONE: Record<OsiStatus, BadgeVariant> = { invited: "info", started: "warning", completed: "success", blocked: "danger", unblocked: "brand" };

export function OsiStatusBadge({ status, label }: { status: OsiStatus; label: string }) {
  return (
    <Badge variant={OSI_STATUS_TONE[status]} data-osi-status={status} data-testid="osi-status">
      {label}
    </Badge>
  );
}
