import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { CalendarLoader } from "@/components/calendar/calendar-loader";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { adminViewer } from "@/lib/access/page";
import type { Locale } from "@/lib/i18n/config";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("calendar"))("adminTitle") };
}

/**
 * The staff calendar (issue 13, permission interviews.view): the viewer's interviews and their
 * colleagues' on the jobs they share, day / week / month, from /api/admin/calendar/interviews.
 */
export default async function AdminCalendarPage() {
  const viewer = await adminViewer("/admin/calendar");
  if (!viewer) {
    const tenant = await currentTenant();
    return <ErrorPage status={403} poweredBy={tenant.isSKClient} />;
  }
  const [t, locale] = await Promise.all([getTranslations("calendar"), getLocale() as Promise<Locale>]);
  return (
    <ClientMessages namespaces={["calendar"]}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-[var(--color-muted)]">{t("adminIntro")}</p>
        <ul aria-label={t("legend.label")} className="flex flex-wrap gap-4 text-sm">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-[#1d4ed8]" />
            {t("legend.own")}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-[#6d28d9]" />
            {t("legend.colleague")}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-[#4b5563]" />
            {t("legend.ended")}
          </li>
        </ul>
        <section aria-label={t("adminTitle")} className="rounded-lg border border-[var(--color-line)] bg-white p-4 max-[600px]:p-2">
          <CalendarLoader portal="staff" companyTimezone={viewer.tenant.timezone} locale={locale} />
        </section>
      </div>
    </ClientMessages>
  );
}
