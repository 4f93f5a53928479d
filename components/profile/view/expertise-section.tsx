import { useLocale, useTranslations } from "next-intl";
import { formatYearsMonths } from "@/lib/i18n/format";
import { optionLabel, stackGroups } from "@/lib/profiles/display";
import type { ViewedProfile } from "@/lib/profiles/viewer";
import { CertificateChips, type CertificateSource } from "./certificate-chips";
import { ReviewBadge } from "./review-badge";
import { SectionCard } from "./section-card";

function years(n: number, locale: string): string {
  return formatYearsMonths(n, 0, locale === "fr" ? "fr" : "en");
}

/** Expertise: designation/role, domains and the skills per category with their years. */
export function ExpertiseSection({ view, adminCandidateId }: { view: ViewedProfile; adminCandidateId?: string }) {
  const t = useTranslations("profile");
  const locale = useLocale();
  const { expertise } = view.profile;
  const certSource: CertificateSource = { section: "expertise", adminCandidateId };
  // Certificates are kept on the flat list (stackArray); the category map holds the same items.
  const certsOf = (category: string, technology: string) => view.profile.expertise.stackArray.find((s) => s.category === category && s.technology === technology)?.certificates ?? [];
  const groups = stackGroups(expertise.stacks);
  return (
    <SectionCard
      id="expertise"
      title={t("sections.expertise")}
      editSection={view.flags.canEdit ? "expertise" : undefined}
      badge={view.flags.showReviewState && groups.length ? <ReviewBadge reviewed={expertise.isReviewComplete} /> : null}
    >
      {!expertise.speciality && !groups.length ? (
        <p className="text-sm text-[var(--color-muted)]">{t("expertise.empty")}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">
            <div>
              <dt className="text-xs text-[var(--color-muted)]">{t("expertise.designation")}</dt>
              <dd className="text-sm font-medium">{expertise.speciality || "—"}</dd>
            </div>
            <div>
              <dt className="text-xs text-[var(--color-muted)]">{t("expertise.domains")}</dt>
              <dd className="text-sm font-medium">{expertise.domains.join(", ") || "—"}</dd>
            </div>
          </dl>
          <div className="mt-4 flex flex-col gap-4">
            {groups.map((g) => (
              <div key={g.category}>
                <h3 className="text-sm font-medium text-gray-800">{optionLabel("skill-categories", g.category, locale)}</h3>
                <ul className="mt-1 divide-y divide-[var(--color-line)]" data-testid="stack-list">
                  {g.items.map((s) => (
                    <li key={s.technology} className="py-2">
                      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                        <span className="font-medium">{s.technology}</span>
                        <span className="text-[var(--color-muted)]">{years(s.experience, locale)}</span>
                      </div>
                      {view.flags.showCertificateChips ? <CertificateChips files={certsOf(g.category, s.technology)} source={certSource} /> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      )}
    </SectionCard>
  );
}

/** The left column's stack chips (hidden on the public view, first document §6). */
export function SkillChips({ view }: { view: ViewedProfile }) {
  const t = useTranslations("profile");
  const locale = useLocale();
  if (!view.flags.showStackChips) return null;
  const items = stackGroups(view.profile.expertise.stacks).flatMap((g) => g.items);
  if (!items.length) return null;
  return (
    <section aria-labelledby="skills-heading" className="rounded-lg border border-[var(--color-line)] bg-white p-5" data-testid="stack-chips">
      <h2 id="skills-heading" className="text-lg font-medium">
        {t("sections.skills")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((s) => (
          <li key={s.technology} className="inline-flex max-w-[300px] items-center gap-1 rounded-full bg-[var(--brand)]/10 px-3 py-1 text-xs font-medium text-[var(--brand)]">
            <span className="truncate">{s.technology}</span>
            <span className="text-gray-700">· {years(s.experience, locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
