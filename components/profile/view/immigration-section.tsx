import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { countryLabel, formatIsoDate, isMarried, optionLabel, personName } from "@/lib/profiles/display";
import type { StoredImmigration } from "@/lib/profiles/types";
import type { ViewedProfile } from "@/lib/profiles/viewer";
import { CountryFlag } from "./country-flag";
import { EducationList } from "./education-list";
import { SectionCard } from "./section-card";

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === "" || children === null || children === undefined) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-[var(--color-muted)]">{label}</dt>
      <dd className="mt-0.5 break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

function Country({ code, locale }: { code: string; locale: string }) {
  if (!code) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <CountryFlag code={code} />
      {countryLabel(code, locale)}
    </span>
  );
}

type Application = StoredImmigration["applicationDetails"] | null;

function hasApplication(a: Application): a is NonNullable<Application> {
  return Boolean(a && (a.applicationDate || a.applicationCountry || a.applicationStatus));
}

/**
 * Immigration (second document §3, admin view): shown only when it exists, the work-status flag is
 * on and it differs from the empty default; spouse details and education only when married.
 */
export function ImmigrationSection({ view, adminCandidateId }: { view: ViewedProfile; adminCandidateId?: string }) {
  const t = useTranslations("profile");
  const locale = useLocale();
  const i = view.profile.immigration;
  if (!view.flags.showImmigration || !i) return null;
  const yesNo = (v: string) => (v === "Yes" ? t("immigration.yes") : v === "No" ? t("immigration.no") : v);
  const application = (a: Application) =>
    hasApplication(a) ? (
      <>
        <Row label={t("immigration.applicationDate")}>{formatIsoDate(a.applicationDate, locale)}</Row>
        <Row label={t("immigration.applicationCountry")}>{a.applicationCountry ? <Country code={a.applicationCountry} locale={locale} /> : ""}</Row>
        <Row label={t("immigration.applicationStatus")}>{a.applicationStatus}</Row>
      </>
    ) : null;
  const spouse = isMarried(i) ? i.spouse : null;
  const spouseEducation = view.flags.showSpouseEducation ? i.spouseEducation?.groupedEducation : undefined;

  return (
    <SectionCard id="immigration" title={t("sections.immigration")} editSection={view.flags.canEdit ? "immigration" : undefined}>
      <dl className="grid grid-cols-3 gap-4 max-[1024px]:grid-cols-2 max-[600px]:grid-cols-1" data-testid="immigration-details">
        <Row label={t("header.dateOfBirth")}>{view.flags.showDateOfBirth ? formatIsoDate(i.dob, locale) : ""}</Row>
        <Row label={t("immigration.maritalStatus")}>{optionLabel("marital-status", i.maritalStatus, locale)}</Row>
        <Row label={t("immigration.dependents")}>{i.dependents ?? ""}</Row>
        <Row label={t("immigration.citizenship")}>{i.citizenship ? <Country code={i.citizenship} locale={locale} /> : ""}</Row>
        <Row label={t("immigration.remoteWork")}>{yesNo(i.remoteWork)}</Row>
        <Row label={t("immigration.validDocument")}>{yesNo(i.validDocument)}</Row>
        {application(i.applicationDetails)}
      </dl>
      {i.checkLists.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-gray-800">{t("immigration.documents")}</h3>
          <ul className="mt-1 list-disc ps-5 text-sm">
            {i.checkLists.map((c) => (
              <li key={c}>{optionLabel("immigration-documents", c, locale)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {spouse && Object.values(spouse).some(Boolean) ? (
        <div className="mt-4 border-t border-[var(--color-line)] pt-4" data-testid="spouse-details">
          <h3 className="text-sm font-medium text-gray-800">{t("immigration.spouse")}</h3>
          <dl className="mt-2 grid grid-cols-3 gap-4 max-[1024px]:grid-cols-2 max-[600px]:grid-cols-1">
            <Row label={t("immigration.spouseName")}>{personName(spouse)}</Row>
            <Row label={t("header.dateOfBirth")}>{view.flags.showDateOfBirth ? formatIsoDate(spouse.dob, locale) : ""}</Row>
            <Row label={t("immigration.country")}>{spouse.country ? <Country code={spouse.country} locale={locale} /> : ""}</Row>
            <Row label={t("immigration.citizenship")}>{spouse.citizenship ? <Country code={spouse.citizenship} locale={locale} /> : ""}</Row>
            <Row label={t("immigration.validDocument")}>{yesNo(spouse.validDocument)}</Row>
            {application(i.spouseApplicationDetails)}
          </dl>
        </div>
      ) : null}
      {spouseEducation && Object.values(spouseEducation).some((l) => l.length) ? (
        <div className="mt-4 border-t border-[var(--color-line)] pt-4" data-testid="spouse-education">
          <h3 className="mb-2 text-sm font-medium text-gray-800">{t("immigration.spouseEducation")}</h3>
          <EducationList
            grouped={spouseEducation}
            showReviewState={view.flags.showReviewState}
            showCertificates={view.flags.showCertificateChips}
            source={{ section: "immigration", adminCandidateId }}
            alwaysReviewed
          />
        </div>
      ) : null}
    </SectionCard>
  );
}
