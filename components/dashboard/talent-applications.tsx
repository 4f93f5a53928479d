import { useTranslations } from "next-intl";
import { Badge, statusBadgeVariant } from "@/components/ui/badge";
import { APPLICATION_STATUSES } from "@/lib/jobs/application-status";
import { formatJdId } from "@/lib/jobs/rules";


export type TalentApplicationRow = { id: string; title: string; jdNumber: number; status: string; appliedOn: string };

const isKnownStatus = (s: string): s is (typeof APPLICATION_STATUSES)[number] => (APPLICATION_STATUSES as readonly string[]).includes(s);

/**
 * One row of the talent dashboard's "My applications": the job, its id in the one JD format, when
 * the candidate applied, and the status in the candidate's words and language. No "use client":
 * the dashboard renders it on the server.
 */
export function TalentApplicationItem({ application: a, className }: { application: TalentApplicationRow; className?: string }) {
  const t = useTranslations("home.applications");
  return (
    <li className={className} data-testid="talent-application">
      <span>
        {a.title} <span className="text-[var(--color-muted)]">{formatJdId(a.jdNumber)}</span>
      </span>
      <span className="flex items-center gap-2">
        <span className="text-[var(--color-muted)]">{t("appliedOn", { date: a.appliedOn })}</span>
        <Badge variant={statusBadgeVariant(a.status)}>{isKnownStatus(a.status) ? t(`status.${a.status}`) : t("status.unknown")}</Badge>
      </span>
    </li>
  );
}
