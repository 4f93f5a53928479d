import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { CompareScreen } from "@/components/selection/compare-screen";
import { adminViewer } from "@/lib/access/page";
import { optionLabels } from "@/lib/selection/labels";
import { compareTalents, jobContext } from "@/lib/selection/queries";
import { compareIdsFromQuery, searchBackHref } from "@/lib/selection/rules";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("selection"))("compare.metaTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `/admin/talent/compare?ids=a,b,c,d[&jobId=…][&from=<search URL>]`: the candidate compare (spec §2), at most 4 talents. */
export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/talent/compare");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const query = await searchParams;
  const { ids, dropped } = compareIdsFromQuery(query.ids);
  const jobId = typeof query.jobId === "string" ? query.jobId : null;
  const [t, locale, result, job] = await Promise.all([getTranslations("selection"), getLocale(), compareTalents(viewer.tenant.id, ids), jobContext(viewer.tenant.id, jobId)]);
  return (
    <ClientMessages namespaces={["errors", "selection", "ui", "uiInputs"]}>
    <div className="flex max-w-7xl flex-col gap-4">
      <h1 className="text-xl font-medium">{t("compare.heading")}</h1>
      <CompareScreen
        result={result}
        dropped={dropped}
        job={job}
        can={{ shortlist: viewer.can["talent.shortlist"], share: viewer.can["talent.search"] }}
        labels={optionLabels(locale)}
        timeZone={viewer.tenant.timezone}
        searchHref={searchBackHref(query.from, job?.id)}
      />
    </div>
    </ClientMessages>
  );
}
