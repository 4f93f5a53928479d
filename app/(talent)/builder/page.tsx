import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ProfileBuilder } from "@/components/profile/builder/profile-builder";
import { getPortalUser } from "@/lib/auth/session";
import { prefillFromResume } from "@/lib/profiles/prefill";
import { getProfile, latestResumeParse } from "@/lib/profiles/queries";
import { builderHref, stepToShow } from "@/lib/profiles/rules";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("builder"))("title") };
}

/** `/builder?section=…` (first document §2.2): without a section, or with a locked one, the furthest step reached. */
export default async function BuilderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [tenant, user, params] = await Promise.all([currentTenant(), getPortalUser("talent"), searchParams]);
  if (!user) return null;
  const profile = await getProfile(tenant.id, user.userId);
  if (!profile) return null;
  const furthest = profile.builder.completed ? "immigration" : profile.builder.furthestStep;
  const requested = typeof params.section === "string" ? params.section : undefined;
  const section = stepToShow(requested, furthest);
  // Plain /builder shows the furthest step as it is; a named section that cannot show (locked,
  // unknown) moves the address to the one that does, so the URL never names a hidden step.
  if (requested !== undefined && requested !== section) redirect(builderHref(section));
  const prefill = prefillFromResume(await latestResumeParse(tenant.id, user.userId));
  return (
    <ClientMessages namespaces={["builder", "errors", "rephrase", "ui", "uiInputs"]}>
      <ProfileBuilder profile={profile} section={section} prefill={prefill} mapsProvider={process.env.MAPS_PROVIDER ?? "local"} />
    </ClientMessages>
  );
}
