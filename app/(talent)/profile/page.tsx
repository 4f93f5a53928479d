import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getPortalUser } from "@/lib/auth/session";
import { getTalentDetails } from "@/lib/auth/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { initials } from "@/lib/text/initials";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.profile") };
}

/** The account part of the profile view; the profile sections arrive with the builder. */
export default async function ProfilePage() {
  const [tenant, user, t] = await Promise.all([currentTenant(), getPortalUser("talent"), getTranslations("home")]);
  const details = user ? await getTalentDetails(tenant, user.userId) : null;
  if (!details) return null;
  return (
    <section aria-labelledby="profile-name" className="rounded-lg border border-[var(--color-line)] bg-white p-6 max-[600px]:p-4">
      <div className="flex items-center gap-4 max-[600px]:flex-col max-[600px]:text-center">
        <span aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-full bg-[var(--brand)] text-2xl font-semibold text-white">
          {initials(details.fullName)}
        </span>
        <div className="min-w-0">
          <h2 id="profile-name" className="break-words text-xl font-medium">
            {details.fullName}
          </h2>
          <p className="text-sm text-[var(--color-muted)]">{details.company.name}</p>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 text-sm max-[600px]:grid-cols-1">
        <div>
          <dt className="text-[var(--color-muted)]">{t("email")}</dt>
          <dd className="break-all font-medium">{details.email}</dd>
        </div>
        <div>
          <dt className="text-[var(--color-muted)]">{t("candidateId")}</dt>
          <dd className="font-medium" data-testid="candidate-unique-id">
            {details.candidateUniqueId}
          </dd>
        </div>
      </dl>
    </section>
  );
}
