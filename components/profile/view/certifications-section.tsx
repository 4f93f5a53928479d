import { useLocale, useTranslations } from "next-intl";
import { countryLabel, optionLabel } from "@/lib/profiles/display";
import type { ViewedProfile } from "@/lib/profiles/viewer";
import { CertificateChips } from "./certificate-chips";
import { CountryFlag } from "./country-flag";
import { SectionCard } from "./section-card";

export function CertificationsSection({ view, adminCandidateId }: { view: ViewedProfile; adminCandidateId?: string }) {
  const t = useTranslations("profile");
  const locale = useLocale();
  const list = view.profile.certification;
  return (
    <SectionCard id="certifications" title={t("sections.certifications")} editSection={view.flags.canEdit ? "certifications" : undefined}>
      {!list.length ? (
        <p className="text-sm text-[var(--color-muted)]">{t("certifications.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((c, i) => (
            <li key={`${c.description}-${i}`} className="rounded-md border border-[var(--color-line)] p-3" data-testid="certification-item">
              <p className="break-words text-sm font-medium">{c.description}</p>
              {c.institution ? <p className="break-words text-sm text-gray-700">{c.institution}</p> : null}
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-[var(--color-muted)]">
                {c.country ? (
                  <span className="inline-flex items-center gap-1">
                    <CountryFlag code={c.country} />
                    {countryLabel(c.country, locale)}
                  </span>
                ) : null}
                {c.year ? <span>{t("certifications.year", { year: c.year })}</span> : null}
                {c.validTill ? <span>{t("certifications.validTill", { year: c.validTill })}</span> : null}
                {c.status ? <span>{optionLabel("education-completion", c.status, locale)}</span> : null}
              </p>
              {view.flags.showCertificateChips ? <CertificateChips files={c.certificates} source={{ section: "certification", adminCandidateId }} /> : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
