import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { QuickActions, type QuickAction } from "@/components/dashboard/quick-actions";
import { adminViewer } from "@/lib/access/page";
import { adminDashboard } from "@/lib/dashboard/admin";
import { DASHBOARD_PERIODS, dashboardScope, parsePeriod } from "@/lib/dashboard/rules";
import { LocalTime } from "@/components/calendar/local-time";
import { formatJdId } from "@/lib/jobs/rules";
import type { Locale } from "@/lib/i18n/config";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.adminDashboard") };
}

const QUICK_ACTIONS: QuickAction[] = [
  { key: "createJob", href: "/admin/jobs/new", permission: "jobs.create" },
  { key: "addUser", href: "/admin/users", permission: "users.manage" },
  { key: "departments", href: "/admin/departments", permission: "departments.manage" },
  { key: "roles", href: "/admin/settings/roles", permission: "roles.manage" },
];

export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await adminViewer("/admin/dashboard");
  if (!viewer) {
    const tenant = await currentTenant();
    return <ErrorPage status={403} poweredBy={tenant.isSKClient} />;
  }
  const { tenant, user, can } = viewer;
  const period = parsePeriod((await searchParams).period);
  const [data, t, tc, locale] = await Promise.all([
    adminDashboard(tenant.id, period, dashboardScope(user)),
    getTranslations("home"),
    getTranslations("calendar"),
    getLocale() as Promise<Locale>,
  ]);
  const groups = [
    { key: "talentPool", tiles: [["total", data.talentPool.total], ["internal", data.talentPool.internal], ["external", data.talentPool.external]] },
    { key: "jobPool", tiles: [["total", data.jobPool.total], ["completed", data.jobPool.completed], ["inProgress", data.jobPool.inProgress]] },
    { key: "recruitment", tiles: [["assigned", data.recruitment.assigned], ["screened", data.recruitment.screened], ["fulfilled", data.recruitment.fulfilled]] },
  ] as const;

  return (
    <ClientMessages namespaces={["home", "uiInputs"]}>
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-medium">{t("welcome", { name: user.name.split(" ")[0] ?? user.name })}</h2>
        <nav aria-label={t("period.label")}>
          <ul className="flex flex-wrap gap-1 rounded-md border border-[var(--color-line)] bg-white p-1">
            {DASHBOARD_PERIODS.map((p) => (
              <li key={p}>
                <Link
                  href={`/admin/dashboard?period=${p}`}
                  aria-current={p === period ? "page" : undefined}
                  className="block rounded px-3 py-1.5 text-sm aria-[current=page]:bg-[var(--brand)] aria-[current=page]:text-white focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
                >
                  {t(`period.${p}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="grid grid-cols-3 gap-4 max-[1024px]:grid-cols-1">
        {groups.map((g) => (
          <section key={g.key} aria-labelledby={`group-${g.key}`} className="rounded-lg border border-[var(--color-line)] bg-white p-5">
            <h3 id={`group-${g.key}`} className="font-medium">
              {t(`groups.${g.key}.title`)}
            </h3>
            <dl className="mt-3 grid grid-cols-3 gap-2">
              {g.tiles.map(([k, v]) => (
                <div key={k} className="flex flex-col">
                  <dt className="text-xs text-[var(--color-muted)]">{t(`groups.${g.key}.${k}`)}</dt>
                  <dd className="text-2xl font-semibold" data-testid={`tile-${g.key}-${k}`}>
                    {v}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>

      <section aria-labelledby="quick-actions" className="rounded-lg border border-[var(--color-line)] bg-white p-5">
        <h3 id="quick-actions" className="mb-3 font-medium">
          {t("quickActions.title")}
        </h3>
        <QuickActions actions={QUICK_ACTIONS} can={can} />
      </section>

      <section aria-labelledby="interview-list" className="rounded-lg border border-[var(--color-line)] bg-white p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 id="interview-list" className="font-medium">
            {t("interviews.title")}
          </h3>
          {can["interviews.view"] ? (
            <Link href="/admin/calendar" className="text-sm font-medium underline underline-offset-2">
              {tc("dashboard.openAgendaCalendar")}
            </Link>
          ) : null}
        </div>
        <dl className="mb-3 grid grid-cols-2 gap-2">
          <div className="flex flex-col">
            <dt className="text-xs text-[var(--color-muted)]">{tc("dashboard.interviewCount")}</dt>
            <dd className="text-2xl font-semibold" data-testid="tile-interviews-upcoming">
              {data.interviews.upcoming}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs text-[var(--color-muted)]">{tc("dashboard.interviewListCount")}</dt>
            <dd className="text-2xl font-semibold" data-testid="tile-interviews-list">
              {data.interviews.list}
            </dd>
          </div>
        </dl>
        {data.upcomingInterviews.length === 0 ? (
          <p className="text-sm text-[var(--color-muted)]">{t("interviews.empty")}</p>
        ) : (
          <ul className="divide-y divide-[var(--color-line)]" data-testid="interview-agenda">
            {data.upcomingInterviews.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                {i.entryId && can["interviews.view"] ? (
                  <Link href={`/admin/interviews/${i.entryId}`} className="underline-offset-2 hover:underline">
                    {i.candidateName} · {i.jobTitle} <span className="text-[var(--color-muted)]">{formatJdId(i.jdNumber)}</span>
                  </Link>
                ) : (
                  <span>
                    {i.candidateName} · {i.jobTitle} <span className="text-[var(--color-muted)]">{formatJdId(i.jdNumber)}</span>
                  </span>
                )}
                <LocalTime iso={i.startsAt.toISOString()} locale={locale} companyTimezone={tenant.timezone} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
    </ClientMessages>
  );
}
