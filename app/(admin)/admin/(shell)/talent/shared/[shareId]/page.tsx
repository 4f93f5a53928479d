import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { SharedList } from "@/components/selection/shared-list";
import { adminViewer } from "@/lib/access/page";
import { optionLabels } from "@/lib/selection/labels";
import { getShare } from "@/lib/selection/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("selection"))("shared.metaTitle") };
}

/**
 * A shared list of talents. The link opens only for admin users of the company that made it:
 * another tenant's id (or a malformed one) is a 404, exactly like a share that never existed.
 */
export default async function SharedTalentsPage({ params }: { params: Promise<{ shareId: string }> }) {
  const viewer = await adminViewer("/admin/talent/shared/[shareId]");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const { shareId } = await params;
  const share = await getShare(viewer.tenant.id, shareId);
  if (!share) notFound();
  const [t, format, locale] = await Promise.all([getTranslations("selection"), getFormatter(), getLocale()]);
  const date = format.dateTime(new Date(share.createdAt), { day: "2-digit", month: "short", year: "numeric", timeZone: viewer.tenant.timezone });
  return (
    <ClientMessages namespaces={["errors", "selection", "ui", "uiInputs"]}>
    <div className="flex max-w-7xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-medium">{t("shared.heading")}</h1>
        <p className="text-sm text-gray-700">{share.createdBy ? t("shared.sharedBy", { name: share.createdBy, date }) : t("shared.sharedOn", { date })}</p>
        {share.job ? <p className="text-sm text-gray-700">{t("shared.forJob", { jdId: share.job.jdId, title: share.job.title })}</p> : null}
      </header>
      <SharedList
        talents={share.talents}
        job={share.job}
        can={{ compare: viewer.can["talent.compare"], shortlist: viewer.can["talent.shortlist"], share: viewer.can["talent.search"] }}
        labels={optionLabels(locale)}
      />
    </div>
    </ClientMessages>
  );
}
