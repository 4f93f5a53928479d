import { useLocale, useTranslations } from "next-intl";
import { countryLabel, educationGroups, optionLabel } from "@/lib/profiles/display";
import type { StoredEducationItem } from "@/lib/profiles/types";
import { CertificateChips, type CertificateSource } from "./certificate-chips";
import { CountryFlag } from "./country-flag";
import { ReviewBadge, reviewHighlight } from "./review-badge";

/**
 * Education entries by level. Each shows its reviewed state; an unreviewed one is highlighted in
 * the warning colour. Immigration (spouse) education is always shown as reviewed (spec §4.4).
 */
export function EducationList({
  grouped,
  showReviewState,
  showCertificates,
  source,
  alwaysReviewed = false,
}: {
  grouped: Record<string, StoredEducationItem[]>;
  showReviewState: boolean;
  showCertificates: boolean;
  source: CertificateSource;
  alwaysReviewed?: boolean;
}) {
  const t = useTranslations("profile.education");
  const locale = useLocale();
  const groups = educationGroups(grouped);
  if (!groups.length) return <p className="text-sm text-[var(--color-muted)]">{t("empty")}</p>;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((g) => (
        <div key={g.level}>
          <h3 className="text-sm font-medium text-gray-800">{optionLabel("education-levels", g.level, locale)}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {g.items.map((e, i) => {
              const reviewed = alwaysReviewed || e.isReviewed;
              return (
                <li
                  key={`${e.courseName}-${i}`}
                  className={`rounded-md border p-3 ${reviewHighlight(showReviewState, reviewed, "warning")}`}
                  data-testid="education-item"
                  data-reviewed={reviewed ? "true" : "false"}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="break-words text-sm font-medium">{e.courseName}</p>
                      {e.institution ? <p className="break-words text-sm text-gray-700">{e.institution}</p> : null}
                    </div>
                    {showReviewState ? <ReviewBadge reviewed={reviewed} tone="warning" /> : null}
                  </div>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-[var(--color-muted)]">
                    {e.country ? (
                      <span className="inline-flex items-center gap-1">
                        <CountryFlag code={e.country} />
                        {countryLabel(e.country, locale)}
                      </span>
                    ) : null}
                    {e.status ? <span>{optionLabel("education-completion", e.status, locale)}</span> : null}
                    {e.completion ? <span>{t("completion", { year: e.completion })}</span> : null}
                  </p>
                  {showCertificates ? <CertificateChips files={e.certificates} source={source} /> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
