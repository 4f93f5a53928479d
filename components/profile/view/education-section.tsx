import { useTranslations } from "next-intl";
import type { ViewedProfile } from "@/lib/profiles/viewer";
import { EducationList } from "./education-list";
import { ReviewBadge } from "./review-badge";
import { SectionCard } from "./section-card";

export function EducationSection({ view, adminCandidateId }: { view: ViewedProfile; adminCandidateId?: string }) {
  const t = useTranslations("profile");
  const { education } = view.profile;
  const hasItems = Object.values(education.groupedEducation).some((l) => l.length);
  return (
    <SectionCard
      id="education"
      title={t("sections.education")}
      editSection={view.flags.canEdit ? "education" : undefined}
      badge={view.flags.showReviewState && hasItems ? <ReviewBadge reviewed={education.isReviewComplete} tone="warning" /> : null}
    >
      <EducationList
        grouped={education.groupedEducation}
        showReviewState={view.flags.showReviewState}
        showCertificates={view.flags.showCertificateChips}
        source={{ section: "education", adminCandidateId }}
      />
    </SectionCard>
  );
}
