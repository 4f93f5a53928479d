import Link from "next/link";
import { useTranslations } from "next-intl";
import { IntroVideoSection } from "@/components/profile/intro-video";
import { Alert } from "@/components/ui/alert";
import { builderHref } from "@/lib/profiles/rules";
import type { AdminCandidateFacts as Facts } from "@/lib/profiles/view-queries";
import type { ViewedProfile } from "@/lib/profiles/viewer";
import { AdminCandidateFacts } from "./admin-facts";
import { CertificationsSection } from "./certifications-section";
import { DownloadMenu } from "./download-menu";
import { EducationSection } from "./education-section";
import { ExperienceSection } from "./experience-section";
import { ExpertiseSection, SkillChips } from "./expertise-section";
import { HeaderCard } from "./header-card";
import { ImmigrationSection } from "./immigration-section";
import { ProfileLoadingOverlay } from "./loading-overlay";
import { ShareProfileButton } from "./share-profile-button";

export type ProfileViewProps = {
  view: ViewedProfile;
  /** Admin mode: the candidate shown (downloads, certificates and sharing use the admin calls). */
  candidateId?: string;
  /** The tenant offers public links (PUBLIC_PROFILE_SHARE). */
  canShare?: boolean;
  adminFacts?: Facts;
  timeZone?: string;
  headingLevel?: 1 | 2;
  /** Fixed clock for durations of current jobs (tests). */
  now?: Date;
};

/**
 * The complete profile view (first document §2.6): header card, then expertise, education,
 * certifications, work experience with projects, and immigration, shaped by the viewer rules
 * already applied to `view` (lib/profiles/viewer.ts). A server component (decision D83): the
 * sections are markup only, so their code, the display helpers and the catalogue stay on the
 * server; the interactive parts (intro video, photo, certificate chips, downloads, sharing) are
 * client components of their own.
 */
export function ProfileView({ view, candidateId, canShare = false, adminFacts, timeZone = "America/Detroit", headingLevel = 2, now }: ProfileViewProps) {
  const t = useTranslations("profile");
  // Spec §4.4: the loading overlay shows until personal.id exists.
  if (!view.profile.personal.id) return <ProfileLoadingOverlay />;
  const adminId = view.flags.adminMode ? candidateId : undefined;
  const { builder } = view.profile;
  // The left column holds the stack chips; without them the sections take the whole width.
  const chips = view.flags.showStackChips && view.profile.expertise.stackArray.length > 0;
  const actions =
    view.flags.showDownloads || (view.flags.showShare && canShare) ? (
      <>
        {view.flags.showShare && canShare ? <ShareProfileButton candidateId={adminId} /> : null}
        {view.flags.showDownloads ? <DownloadMenu downloads={view.downloads} candidateId={adminId} /> : null}
      </>
    ) : null;

  return (
    <div className="flex flex-col gap-4" data-testid="profile-view" data-viewer={view.viewer}>
      {view.flags.canEdit && !builder.completed ? (
        <Alert variant="info" title={t("incomplete.title")}>
          <p>{t("incomplete.description")}</p>
          <Link href={builderHref(builder.furthestStep)} className="mt-1 inline-block font-medium text-[var(--brand)] underline underline-offset-2">
            {t("incomplete.action")}
          </Link>
        </Alert>
      ) : null}
      <HeaderCard view={view} actions={actions} headingLevel={headingLevel} />
      {view.flags.canEdit ? <IntroVideoSection initial={{ signedUrl: view.profile.personal.introVideoUrl, overlay: view.profile.personal.introVideoResponse }} /> : null}
      {adminFacts ? <AdminCandidateFacts facts={adminFacts} timeZone={timeZone} /> : null}
      <div className={`grid items-start gap-4 ${chips ? "grid-cols-[280px_minmax(0,1fr)] max-[1024px]:grid-cols-1" : "grid-cols-1"}`}>
        {chips ? (
          <div className="flex flex-col gap-4 max-[1024px]:order-2">
            <SkillChips view={view} />
          </div>
        ) : null}
        <div className="flex min-w-0 flex-col gap-4">
          <ExpertiseSection view={view} adminCandidateId={adminId} />
          <EducationSection view={view} adminCandidateId={adminId} />
          <CertificationsSection view={view} adminCandidateId={adminId} />
          <ExperienceSection view={view} adminCandidateId={adminId} now={now} />
          <ImmigrationSection view={view} adminCandidateId={adminId} />
        </div>
      </div>
    </div>
  );
}
