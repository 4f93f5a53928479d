import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ErrorPage } from "@/components/errors/error-page";
import { ProfileView } from "@/components/profile/view/profile-view";
import { adminViewer } from "@/lib/access/page";
import { publicSharingEnabled } from "@/lib/profiles/public-link";
import { adminCandidateFacts, loadViewedProfile } from "@/lib/profiles/view-queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

type Params = Promise<{ candidateId: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("profile"))("adminTitle") };
}

/**
 * A candidate's profile for admin-portal users who may search talent (second document §3 Talent,
 * admin view), under the admin viewer rules. Another company's candidate is as unknown as a
 * made-up id: 404.
 */
export default async function AdminCandidatePage({ params }: { params: Params }) {
  const viewer = await adminViewer("/admin/talent/[candidateId]");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const id = z.uuid().safeParse((await params).candidateId);
  if (!id.success) notFound();
  const [view, facts, canShare] = await Promise.all([
    loadViewedProfile(viewer.tenant.id, id.data, { kind: "admin" }),
    adminCandidateFacts(viewer.tenant.id, id.data),
    publicSharingEnabled(viewer.tenant.id),
  ]);
  if (!view) notFound();
  return (
    <ClientMessages namespaces={["errors", "introVideo", "profile", "ui", "uiInputs"]}>
      <ProfileView view={view} candidateId={id.data} adminFacts={facts} canShare={canShare} timeZone={viewer.tenant.timezone} headingLevel={1} />
    </ClientMessages>
  );
}
