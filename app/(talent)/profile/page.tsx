import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileView } from "@/components/profile/view/profile-view";
import { getPortalUser } from "@/lib/auth/session";
import { publicSharingEnabled } from "@/lib/profiles/public-link";
import { loadViewedProfile } from "@/lib/profiles/view-queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.profile") };
}

/** `/profile` (first document §2.2): the talent's complete profile view, with edit links, downloads and sharing. */
export default async function ProfilePage() {
  const [tenant, user] = await Promise.all([currentTenant(), getPortalUser("talent")]);
  if (!user) return null;
  const [view, canShare] = await Promise.all([loadViewedProfile(tenant.id, user.userId, { kind: "self" }), publicSharingEnabled(tenant.id)]);
  if (!view) return null;
  return (
    <ClientMessages namespaces={["errors", "introVideo", "profile", "ui", "uiInputs"]}>
      <ProfileView view={view} canShare={canShare} timeZone={tenant.timezone} />
    </ClientMessages>
  );
}
