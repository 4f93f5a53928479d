import type { ReactNode } from "react";
import Link from "next/link";
import { ExternalLink, Pencil } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatYearsMonths } from "@/lib/i18n/format";
import { designationOf, formatIsoDate, optionLabel, placeLabel } from "@/lib/profiles/display";
import { builderHref } from "@/lib/profiles/rules";
import type { PhoneNumber } from "@/lib/profiles/types";
import type { ViewedProfile } from "@/lib/profiles/viewer";
import { CountryFlag } from "./country-flag";
import { IntroVideo } from "./intro-video";
import { ProfilePhoto } from "./profile-photo";

export const DOMAIN_SEPARATOR = " | ";
/** Spec §9: names longer than this wrap after 30 characters. */
const LONG_NAME = 40;

function phoneText(p: PhoneNumber | null): string {
  if (!p?.value) return "";
  return [p.dialCode, p.value].filter(Boolean).join(" ");
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-xs text-[var(--color-muted)]">{label}</dt>
      <dd className="mt-0.5 break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

/**
 * The header card of the complete profile view (first document §2.6): photo with fallback, name,
 * designation, domains, LinkedIn, intro video, date of birth, current location with flag,
 * availability, preferred locations, total experience, workplace and job type, contacts, summary.
 */
export function HeaderCard({ view, actions, headingLevel = 2 }: { view: ViewedProfile; actions?: ReactNode; headingLevel?: 1 | 2 }) {
  const t = useTranslations("profile");
  const locale = useLocale();
  const { profile, flags, displayName } = view;
  const p = profile.personal;
  const name = displayName || t("confidentialName");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const designation = designationOf(profile);
  const total = profile.workExperience.totalExperience;
  const hasExperience = profile.workExperience.experience.length > 0;
  const dob = flags.showDateOfBirth ? formatIsoDate(profile.immigration?.dob, locale) : "";
  const location = placeLabel(p.currentLocation);
  const notProvided = <span className="font-normal text-[var(--color-muted)]">{t("header.notProvided")}</span>;

  return (
    <section aria-labelledby="profile-name" data-testid="profile-header" className="rounded-lg border border-[var(--color-line)] bg-white p-6 max-[600px]:p-4">
      <div className="flex flex-wrap items-start gap-5 max-[600px]:flex-col max-[600px]:items-center max-[600px]:text-center">
        <ProfilePhoto src={flags.confidential ? null : p.profileImage?.url} alt={flags.confidential ? t("photoAltConfidential") : t("photoAlt", { name })} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start gap-3 max-[600px]:justify-center">
            <div className="min-w-0 flex-1">
              {/* Spec §9: a name over 40 characters wraps after 30. */}
              <Heading
                id="profile-name"
                className={`break-words text-2xl font-medium max-[600px]:text-xl ${name.length > LONG_NAME ? "max-w-[30ch] max-[600px]:mx-auto" : ""}`}
                data-confidential={flags.confidential ? "true" : "false"}
              >
                {name}
              </Heading>
              {designation ? (
                <p className="mt-1 text-base text-gray-800" data-testid="profile-designation">
                  {designation}
                </p>
              ) : null}
              {profile.expertise.domains.length ? (
                <p className="mt-1 text-sm text-[var(--color-muted)]" data-testid="profile-domains">
                  {profile.expertise.domains.join(DOMAIN_SEPARATOR)}
                </p>
              ) : null}
            </div>
            {actions ? <div className="flex flex-wrap items-start gap-2 max-[600px]:w-full max-[600px]:justify-center">{actions}</div> : null}
          </div>
          <div className="mt-3 flex flex-wrap gap-2 max-[600px]:justify-center">
            {p.linkedInProfileUrl ? (
              <a
                href={p.linkedInProfileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-[30px] items-center gap-1.5 rounded-md border border-[#0a66c2] px-3 text-sm font-medium text-[#0a66c2] hover:bg-[#0a66c2]/10 focus-visible:outline-2 focus-visible:outline-[#0a66c2]"
              >
                {t("header.linkedIn")}
                <ExternalLink aria-hidden="true" size={14} />
                <span className="sr-only">{t("header.newTab")}</span>
              </a>
            ) : null}
            {flags.canEdit ? (
              <Link
                href={builderHref("personal")}
                className="inline-flex h-[30px] items-center gap-1 rounded-md px-2 text-sm font-medium text-[var(--brand)] hover:bg-[var(--brand)]/10 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
                aria-label={t("editSection", { section: t("sections.personal") })}
              >
                <Pencil aria-hidden="true" size={14} />
                {t("edit")}
              </Link>
            ) : null}
          </div>
        </div>
        <IntroVideo url={p.introVideoUrl} questions={p.introVideoResponse} />
      </div>

      <dl className="mt-6 grid grid-cols-3 gap-4 max-[1024px]:grid-cols-2 max-[600px]:grid-cols-1">
        {p.candidateUniqueId ? (
          <div className="min-w-0">
            <dt className="text-xs text-[var(--color-muted)]">{t("header.candidateId")}</dt>
            <dd className="mt-0.5 text-sm font-medium" data-testid="candidate-unique-id">
              {p.candidateUniqueId}
            </dd>
          </div>
        ) : null}
        {dob ? (
          <Fact label={t("header.dateOfBirth")} testId="fact-dob">
            {dob}
          </Fact>
        ) : null}
        <Fact label={t("header.currentLocation")} testId="fact-location">
          {location ? (
            <span className="inline-flex items-center gap-1.5">
              <CountryFlag code={p.currentLocation?.countryCode} />
              {location}
            </span>
          ) : (
            notProvided
          )}
        </Fact>
        <Fact label={t("header.availability")} testId="fact-availability">
          {optionLabel("availability", p.availability, locale) || notProvided}
        </Fact>
        {p.preferredLocations.length ? (
          <Fact label={t("header.preferredLocations")} testId="fact-preferred">
            <ul className="flex flex-col gap-0.5">
              {p.preferredLocations.map((l) => (
                <li key={l.value} className="inline-flex items-center gap-1.5">
                  <CountryFlag code={l.countryCode} />
                  {l.value}
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
        <Fact label={t("header.totalExperience")} testId="fact-experience">
          {hasExperience ? formatYearsMonths(total.years, total.months, locale === "fr" ? "fr" : "en") : formatYearsMonths(null, null, locale === "fr" ? "fr" : "en")}
        </Fact>
        <Fact label={t("header.workplaceType")} testId="fact-workplace">
          {optionLabel("workplace-types", p.workplaceType, locale) || notProvided}
        </Fact>
        {p.jobType ? (
          <Fact label={t("header.jobType")} testId="fact-job-type">
            {optionLabel("job-types", p.jobType, locale)}
          </Fact>
        ) : null}
        {p.contractType ? (
          <Fact label={t("header.contractType")} testId="fact-contract-type">
            {optionLabel("contract-types", p.contractType, locale)}
          </Fact>
        ) : null}
      </dl>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-6 border-t border-[var(--color-line)] pt-4 max-[800px]:grid-cols-1">
        <div>
          <h3 className="text-sm font-medium text-gray-800">{t("header.contacts")}</h3>
          <dl className="mt-2 flex flex-col gap-2" data-testid="profile-contacts">
            <Fact label={t("header.email")}>{p.emailId || notProvided}</Fact>
            {p.altEmail ? <Fact label={t("header.altEmail")}>{p.altEmail}</Fact> : null}
            <Fact label={t("header.phone")}>{phoneText(p.phoneNumber) || notProvided}</Fact>
            {phoneText(p.alternatePhoneNumber) ? <Fact label={t("header.altPhone")}>{phoneText(p.alternatePhoneNumber)}</Fact> : null}
          </dl>
        </div>
        <div>
          <h3 className="text-sm font-medium text-gray-800">{t("header.summary")}</h3>
          <p className="mt-2 whitespace-pre-line break-words text-sm text-gray-800" data-testid="profile-summary">
            {p.summary || <span className="text-[var(--color-muted)]">{t("header.noSummary")}</span>}
          </p>
        </div>
      </div>
    </section>
  );
}
