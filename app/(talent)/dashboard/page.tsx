import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { LocalTime } from "@/components/calendar/local-time";
import { TalentApplicationItem } from "@/components/dashboard/talent-applications";
import { getPortalUser } from "@/lib/auth/session";
import { talentDashboard } from "@/lib/dashboard/talent";
import { formatDate } from "@/lib/i18n/format";
import { formatJdId } from "@/lib/jobs/rules";
import type { Locale } from "@/lib/i18n/config";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.dashboard") };
}

function Panel({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={`panel-${id}`} className="rounded-lg border border-[var(--color-line)] bg-white p-5">
      <h3 id={`panel-${id}`} className="font-medium">
        {title}
      </h3>
      {children.length === 0 ? <p className="mt-3 text-sm text-[var(--color-muted)]">{empty}</p> : <ul className="mt-3 divide-y divide-[var(--color-line)]">{children}</ul>}
    </section>
  );
}

/** Talent dashboard: openings that fit, the candidate's applications, invitations and upcoming interviews. */
export default async function DashboardPage() {
  const [user, tenant, t, tc, locale] = await Promise.all([
    getPortalUser("talent"),
    currentTenant(),
    getTranslations("home"),
    getTranslations("calendar"),
    getLocale() as Promise<Locale>,
  ]);
  if (!user) return null;
  const data = await talentDashboard(tenant.id, user.userId);
  const date = (d: Date) => formatDate(d, locale, tenant.timezone);
  const row = "flex flex-wrap items-center justify-between gap-2 py-2 text-sm";
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-medium">{t("welcome", { name: user.name.split(" ")[0] ?? user.name })}</h2>
      <div className="grid grid-cols-2 gap-4 max-[1024px]:grid-cols-1">
        <Panel id="openings" title={t("panels.openings.title")} empty={t("panels.openings.empty")}>
          {data.openings.map((j) => (
            <li key={j.id} className={row}>
              <a href={`/jobs?job=${j.id}`} className="font-medium underline-offset-2 hover:underline">
                {j.title} <span className="text-[var(--color-muted)]">{formatJdId(j.jdNumber)}</span>
              </a>
              <span className="text-[var(--color-muted)]">{t("openingsMore", { date: date(j.dueDate) })}</span>
            </li>
          ))}
        </Panel>
        <Panel id="applications" title={t("applications.title")} empty={t("applications.empty")}>
          {data.applications.map((a) => (
            <TalentApplicationItem key={a.id} className={row} application={{ ...a, appliedOn: date(a.appliedAt) }} />
          ))}
        </Panel>
        <Panel id="invitations" title={t("panels.invitations.title")} empty={t("panels.invitations.empty")}>
          {data.invitations.map((v) => (
            <li key={v.id} className={row} data-testid="invitation-item">
              <span>
                {v.title} <span className="text-[var(--color-muted)]">{formatJdId(v.jdNumber)}</span>
                {v.lastDate ? <span className="block text-xs text-[var(--color-muted)]">{tc("dashboard.invitationLastDate", { date: date(v.lastDate) })}</span> : null}
              </span>
              <Link
                href={`/interview/${v.jobId}/schedule`}
                aria-label={tc("dashboard.chooseSlotFor", { job: v.title })}
                className="rounded-md bg-[var(--brand)] px-3 py-1.5 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
              >
                {tc("dashboard.chooseSlot")}
              </Link>
            </li>
          ))}
        </Panel>
        <Panel id="upcoming" title={t("panels.upcoming.title")} empty={t("panels.upcoming.empty")}>
          {data.upcoming.map((i) => (
            <li key={i.id} className={row} data-testid="upcoming-item">
              <span>
                {i.title} <span className="text-[var(--color-muted)]">{formatJdId(i.jdNumber)}</span>
                <span className="block text-xs">
                  <LocalTime iso={i.startsAt.toISOString()} locale={locale} companyTimezone={tenant.timezone} withZone />
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-3">
                {/* The room page counts down until the start time, then lets the candidate in. */}
                <Link
                  href={`/interview/${i.id}/video-interview`}
                  aria-label={tc("dashboard.joinInterviewFor", { job: i.title })}
                  data-testid="join-interview"
                  className="rounded-md bg-[var(--brand)] px-3 py-1.5 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
                >
                  {tc("dashboard.joinInterview")}
                </Link>
                <Link href="/calendar" className="text-sm font-medium underline underline-offset-2">
                  {tc("dashboard.openCalendar")}
                </Link>
              </span>
            </li>
          ))}
        </Panel>
      </div>
    </div>
  );
}
