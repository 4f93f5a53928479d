import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { CalendarLoader } from "@/components/calendar/calendar-loader";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getPortalUser } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/config";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("calendar"))("title") };
}

/**
 * `/calendar` (first document §2.2, module interview): the talent's booked interviews in a week
 * view, in the zone of local storage `timezone` or else the company's. The events are fetched per
 * visible range from /api/calendar/interviews; FullCalendar loads only here (next/dynamic).
 */
export default async function TalentCalendarPage() {
  const [tenant, user, t, locale] = await Promise.all([currentTenant(), getPortalUser("talent"), getTranslations("calendar"), getLocale() as Promise<Locale>]);
  if (!user) return null;
  return (
    <ClientMessages namespaces={["calendar"]}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-[var(--color-muted)]">{t("intro")}</p>
        <section aria-label={t("title")} className="rounded-lg border border-[var(--color-line)] bg-white p-4 max-[600px]:p-2">
          <CalendarLoader portal="talent" companyTimezone={tenant.timezone} locale={locale} />
        </section>
      </div>
    </ClientMessages>
  );
}
