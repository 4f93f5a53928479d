import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { TemplateList } from "@/components/jobs/template-list";
import { adminViewer } from "@/lib/access/page";
import { SEARCH_MAX } from "@/lib/jobs/constants";
import { listTemplates } from "@/lib/jobs/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("meta.templates") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const SIZE = 10;

export default async function TemplatesPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/jobs/templates");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.trim().slice(0, SEARCH_MAX) : "";
  const page = Math.min(100_000, Math.max(1, Number.parseInt(typeof params.page === "string" ? params.page : "1", 10) || 1));
  const [t, list] = await Promise.all([getTranslations("jobs"), listTemplates(viewer.tenant.id, { q, page, size: SIZE })]);
  return (
    <ClientMessages namespaces={["jobs.templates", "ui"]}>
    <div className="flex max-w-5xl flex-col gap-4">
      <Link href="/admin/jobs" className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
        {t("backToList")}
      </Link>
      <h2 className="text-xl font-medium">{t("templates.title")}</h2>
      <p className="text-sm text-gray-700">{t("templates.intro")}</p>
      <TemplateList rows={list.rows} total={list.total} page={page} size={SIZE} q={q} />
    </div>
    </ClientMessages>
  );
}
