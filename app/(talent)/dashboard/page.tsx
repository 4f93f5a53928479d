import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getPortalUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.dashboard") };
}

/** Talent dashboard: the panels fill as jobs, applications and interviews land. */
export default async function DashboardPage() {
  const [user, t] = await Promise.all([getPortalUser("talent"), getTranslations("home")]);
  if (!user) return null;
  const panels = ["openings", "invitations", "upcoming"] as const;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-medium">{t("welcome", { name: user.name.split(" ")[0] ?? user.name })}</h2>
      <div className="grid grid-cols-3 gap-4 max-[1024px]:grid-cols-1">
        {panels.map((p) => (
          <section key={p} aria-labelledby={`panel-${p}`} className="rounded-lg border border-[var(--color-line)] bg-white p-5">
            <h3 id={`panel-${p}`} className="font-medium">
              {t(`panels.${p}.title`)}
            </h3>
            <p className="mt-3 text-sm text-[var(--color-muted)]">{t(`panels.${p}.empty`)}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
