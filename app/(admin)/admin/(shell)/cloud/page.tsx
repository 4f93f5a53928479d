import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { CompanyDomains } from "@/components/cloud/company-domains";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Badge, statusBadgeVariant } from "@/components/ui/badge";
import { getSessionUser } from "@/lib/auth/session";
import { listCompanies } from "@/lib/tenancy/cloud";
import { listCompanyDomains } from "@/lib/tenancy/domains";
import { tenantBaseDomain } from "@/lib/tenancy/resolve";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("home"))("cloud.title") };
}

/** The cloud admin's home: every company on the platform with its status and size, and their domains. */
export default async function CloudHomePage() {
  const [tenant, user, t] = await Promise.all([currentTenant(), getSessionUser(), getTranslations("home")]);
  if (!user || user.portal !== "cloud") return <ErrorPage status={403} poweredBy={tenant.isSKClient} />;
  const [companies, domains] = await Promise.all([listCompanies(), listCompanyDomains()]);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-medium">{t("welcome", { name: user.name.split(" ")[0] ?? user.name })}</h2>
      {/* Scrolls sideways on phones, so it takes focus: keyboard users can scroll it too. */}
      <section aria-labelledby="cloud-companies" tabIndex={0} className="overflow-x-auto rounded-lg border border-[var(--color-line)] bg-white p-5 focus-visible:outline-2 focus-visible:outline-[var(--brand)]">
        <h3 id="cloud-companies" className="mb-3 font-medium">
          {t("cloud.companies")}
        </h3>
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead>
            <tr className="border-b border-[var(--color-line)] text-[var(--color-muted)]">
              <th scope="col" className="py-2 font-medium">{t("cloud.name")}</th>
              <th scope="col" className="py-2 font-medium">{t("cloud.status")}</th>
              <th scope="col" className="py-2 text-right font-medium">{t("cloud.team")}</th>
              <th scope="col" className="py-2 text-right font-medium">{t("cloud.talents")}</th>
              <th scope="col" className="py-2 text-right font-medium">{t("cloud.jobs")}</th>
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.id} className="border-b border-[var(--color-line)] last:border-0" data-testid={`cloud-company-${c.slug}`}>
                <td className="py-2">
                  {c.name} <span className="text-[var(--color-muted)]">({c.slug})</span>
                </td>
                <td className="py-2">
                  <Badge variant={statusBadgeVariant(c.status)}>{t(`cloud.statuses.${c.status === "expired" || c.status === "suspended" ? c.status : "active"}`)}</Badge>
                  {c.maintenanceMode ? <span className="ml-2 text-xs text-[var(--color-muted)]">{t("cloud.maintenance")}</span> : null}
                </td>
                <td className="py-2 text-right">{c.team}</td>
                <td className="py-2 text-right">{c.talents}</td>
                <td className="py-2 text-right">{c.jobs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ClientMessages namespaces={["errors", "home.cloud.domains", "ui", "uiInputs"]}>
        <CompanyDomains
          rows={domains.map((d) => ({ host: d.host, companyId: d.companyId, companyName: d.companyName }))}
          companies={companies.map((c) => ({ id: c.id, slug: c.slug, name: c.name }))}
          baseDomain={tenantBaseDomain()}
        />
      </ClientMessages>
    </div>
  );
}
