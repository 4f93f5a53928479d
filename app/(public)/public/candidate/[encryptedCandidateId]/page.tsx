import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileView } from "@/components/profile/view/profile-view";
import { Alert } from "@/components/ui/alert";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { openPublicProfileLink } from "@/lib/profiles/public-link";
import { loadViewedProfile } from "@/lib/profiles/view-queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

type Params = Promise<{ encryptedCandidateId: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  // A shared profile is for the people it was given to, not for search engines.
  return { title: t("publicTitle"), robots: { index: false, follow: false } };
}

/**
 * Public candidate view (first document §2.1): the path holds a sealed, expiring id for this
 * tenant. A live link shows the profile under the public viewer rules; anything else (tampered,
 * expired, another tenant's, sharing switched off, talent gone) shows the broken-link text 10221.
 */
export default async function PublicCandidatePage({ params }: { params: Params }) {
  const [{ encryptedCandidateId }, tenant] = await Promise.all([params, currentTenant()]);
  const candidateId = await openPublicProfileLink(tenant, encryptedCandidateId);
  const view = candidateId ? await loadViewedProfile(tenant.id, candidateId, { kind: "public" }) : null;
  const [t, tErrors] = await Promise.all([getTranslations("profile"), getTranslations("errors")]);

  return (
    <ClientMessages namespaces={["errors", "introVideo", "profile", "ui", "uiInputs"]}>
    <div className="min-h-screen bg-[var(--color-surface,#f7f7f8)]">
      <header className="border-b border-[var(--color-line)] bg-white">
        <div className="mx-auto flex h-[60px] max-w-6xl items-center gap-3 px-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- tenant logos are arbitrary URLs */}
          <img src={tenant.logoUrl ?? "/brand/default-logo.svg"} alt="" className="h-8 w-auto max-w-[140px]" />
          <span className="font-medium">{t("public.sharedBy", { company: tenant.name })}</span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 max-[600px]:px-2">
        {view ? (
          <ProfileView view={view} headingLevel={1} timeZone={tenant.timezone} />
        ) : (
          <div className="mx-auto max-w-xl">
            <h1 className="mb-4 text-2xl font-medium">{t("publicTitle")}</h1>
            <Alert variant="danger" data-testid="public-profile-broken" data-code={ERROR_CODES.linkBroken}>
              <p>{tErrors(`text_response_${ERROR_CODES.linkBroken}`)}</p>
              <p className="mt-1">{t("public.brokenHelp")}</p>
            </Alert>
          </div>
        )}
      </main>
    </div>
    </ClientMessages>
  );
}
