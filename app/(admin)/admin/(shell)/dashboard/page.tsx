import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getSessionUser } from "@/lib/auth/session";
import { countUsersByRole } from "@/lib/dashboard/queries";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.adminDashboard") };
}

export default async function AdminDashboardPage() {
  const [tenant, user, t] = await Promise.all([currentTenant(), getSessionUser(), getTranslations("home")]);
  if (!user || user.portal === "talent") return null;
  const counts = await countUsersByRole(tenant.id);
  const team = (counts.recruiterAdmin ?? 0) + (counts.recruiter ?? 0) + (counts.collaborator ?? 0) + (counts.admin ?? 0);
  const tiles = [
    { key: "talentPool", value: counts.talent ?? 0 },
    { key: "team", value: team },
  ] as const;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-medium">{t("welcome", { name: user.name.split(" ")[0] ?? user.name })}</h2>
      <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">
        {tiles.map((tile) => (
          <section key={tile.key} aria-labelledby={`tile-${tile.key}`} className="rounded-lg border border-[var(--color-line)] bg-white p-5">
            <h3 id={`tile-${tile.key}`} className="text-sm text-[var(--color-muted)]">
              {t(`tiles.${tile.key}`)}
            </h3>
            <p className="mt-2 text-3xl font-semibold" data-testid={`tile-${tile.key}`}>
              {tile.value}
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
