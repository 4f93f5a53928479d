import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/i18n/format";
import type { AdminCandidateFacts as Facts } from "@/lib/profiles/view-queries";

/** What the admin view adds (second document §3 Talent, admin view): talent type, last update, shortlists. */
export function AdminCandidateFacts({ facts, timeZone }: { facts: Facts; timeZone: string }) {
  const t = useTranslations("profile.admin");
  const locale = useLocale();
  return (
    <section aria-label={t("facts")} className="rounded-lg border border-[var(--color-line)] bg-white p-4" data-testid="admin-facts">
      <dl className="grid grid-cols-3 gap-4 text-sm max-[800px]:grid-cols-2 max-[600px]:grid-cols-1">
        <div>
          <dt className="text-xs text-[var(--color-muted)]">{t("talentType")}</dt>
          <dd className="font-medium">{facts.talentType === "internal" ? t("internal") : t("external")}</dd>
        </div>
        <div>
          <dt className="text-xs text-[var(--color-muted)]">{t("updatedAt")}</dt>
          <dd className="font-medium">{facts.updatedAt ? formatDate(facts.updatedAt, locale === "fr" ? "fr" : "en", timeZone) : "—"}</dd>
        </div>
        <div>
          <dt className="text-xs text-[var(--color-muted)]">{t("shortlists")}</dt>
          <dd className="font-medium">{facts.shortlistCount}</dd>
        </div>
      </dl>
    </section>
  );
}
