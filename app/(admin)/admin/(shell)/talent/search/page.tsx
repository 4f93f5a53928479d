import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { SearchScreen } from "@/components/search/search-screen";
import { adminViewer } from "@/lib/access/page";
import { searchScreenData } from "@/lib/search/page-data";
import { readSearchParams } from "@/lib/search/params";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("search"))("meta.search") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Talent search with the filter panel and results (second document §2). */
export default async function TalentSearchPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/talent/search");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const { criteria, page, size, errors } = readSearchParams(await searchParams);
  const data = await searchScreenData(viewer, criteria, page, size);
  return (
    <ClientMessages namespaces={["errors", "osiInvite.status", "search", "selection", "ui", "uiInputs"]}>
    <div className="max-w-[1400px]">
      <SearchScreen criteria={criteria} page={page} size={size} dropped={errors.length > 0} {...data} />
    </div>
    </ClientMessages>
  );
}
