import Link from "next/link";
import { Pencil } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatYearsMonths } from "@/lib/i18n/format";
import { countryLabel, experienceDuration, experienceRange, sortedExperience } from "@/lib/profiles/display";
import { builderHref } from "@/lib/profiles/rules";
import type { ViewedProfile } from "@/lib/profiles/viewer";
import { CertificateChips } from "./certificate-chips";
import { CountryFlag } from "./country-flag";
import { ReviewBadge, reviewHighlight } from "./review-badge";
import { SectionCard } from "./section-card";

/**
 * Work experience with projects. A current job shows "present" instead of an end date; an
 * unreviewed entry is highlighted in the danger colour (first document §4.4).
 */
export function ExperienceSection({ view, adminCandidateId, now }: { view: ViewedProfile; adminCandidateId?: string; now?: Date }) {
  const t = useTranslations("profile");
  const locale = useLocale();
  const lang = locale === "fr" ? "fr" : "en";
  const { workExperience } = view.profile;
  const entries = sortedExperience(workExperience.experience);
  const { flags } = view;
  return (
    <SectionCard
      id="experience"
      title={t("sections.experience")}
      editSection={flags.canEdit ? "experience" : undefined}
      badge={flags.showReviewState && entries.length ? <ReviewBadge reviewed={workExperience.isReviewComplete} tone="danger" /> : null}
    >
      {!entries.length ? (
        <p className="text-sm text-[var(--color-muted)]">{t("experience.empty")}</p>
      ) : (
        <ol className="relative flex flex-col gap-4 border-s-2 border-[var(--color-line)] ps-4">
          {entries.map((e) => {
            const d = experienceDuration(e, now);
            return (
              <li
                key={e.id}
                className={`relative rounded-md border p-4 ${reviewHighlight(flags.showReviewState, e.isReviewed, "danger")}`}
                data-testid="experience-item"
                data-reviewed={e.isReviewed ? "true" : "false"}
              >
                <span aria-hidden="true" className="absolute -start-[1.45rem] top-5 size-3 rounded-full border-2 border-white bg-[var(--brand)]" />
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="break-words text-base font-medium">{e.designation.label}</h3>
                    <p className="break-words text-sm text-gray-800">{e.company}</p>
                  </div>
                  {flags.showReviewState ? <ReviewBadge reviewed={e.isReviewed} tone="danger" /> : null}
                </div>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-[var(--color-muted)]">
                  <span data-testid="experience-range">{experienceRange(e, locale, t("experience.present"))}</span>
                  <span>{formatYearsMonths(d.years, d.months, lang)}</span>
                  {e.country ? (
                    <span className="inline-flex items-center gap-1">
                      <CountryFlag code={e.country} />
                      {countryLabel(e.country, locale)}
                    </span>
                  ) : null}
                </p>
                {e.responsibilities ? <p className="mt-2 whitespace-pre-line break-words text-sm text-gray-800">{e.responsibilities}</p> : null}
                {flags.showCertificateChips ? <CertificateChips files={e.certificates} source={{ section: "workExperience", adminCandidateId }} /> : null}

                {e.projects.length || flags.showEmptyProjectsHint ? (
                <div className="mt-3">
                  <h4 className="text-sm font-medium text-gray-800">{t("experience.projects")}</h4>
                  {e.projects.length ? (
                    <ul className="mt-2 flex flex-col gap-2">
                      {e.projects.map((proj, i) => (
                        <li key={`${proj.projectName}-${i}`} className="rounded-md bg-[var(--color-surface,#f7f7f8)] p-3" data-testid="project-item">
                          <div className="flex flex-wrap items-start justify-between gap-2">
                            <p className="break-words text-sm font-medium">{proj.projectName}</p>
                            <span className="text-xs text-[var(--color-muted)]">{formatYearsMonths(proj.experience.years, proj.experience.months, lang)}</span>
                          </div>
                          <p className="mt-1 whitespace-pre-line break-words text-sm text-gray-800">{proj.shortDescription}</p>
                          {proj.stack.length ? (
                            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("experience.techStack")}>
                              {proj.stack.map((s) => (
                                <li key={`${s.type}-${s.name}`} className="max-w-[300px] truncate rounded-full border border-[var(--color-line)] bg-white px-2 py-0.5 text-xs">
                                  {s.name}
                                </li>
                              ))}
                            </ul>
                          ) : null}
                          {flags.canEditProjects ? (
                            <Link
                              href={builderHref("experience")}
                              className="mt-2 inline-flex h-[30px] items-center gap-1 rounded-md px-2 text-xs font-medium text-[var(--brand)] hover:bg-[var(--brand)]/10 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
                            >
                              <Pencil aria-hidden="true" size={12} />
                              {t("experience.editProject", { name: proj.projectName })}
                            </Link>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-1 text-sm text-[var(--color-muted)]" data-testid="empty-projects-hint">
                      {t("experience.noProjects")}
                    </p>
                  )}
                </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
