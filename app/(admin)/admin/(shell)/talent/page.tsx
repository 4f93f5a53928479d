import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { buttonClasses } from "@/components/ui/button-classes";
import { adminViewer } from "@/lib/access/page";
import { optionLabel } from "@/lib/jobs/constants";
import { EMPTY_CRITERIA, type SearchCriteria } from "@/lib/search/criteria";
import { toSearchParams } from "@/lib/search/params";
import { talentPoolOverview } from "@/lib/search/query";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("search"))("meta.pool") };
}

const searchHref = (patch: Partial<SearchCriteria>) => {
  const qs = toSearchParams({ ...EMPTY_CRITERIA, ...patch }).toString();
  return `/admin/talent/search${qs ? `?${qs}` : ""}`;
};

const linkClass = "text-[var(--brand)] underline-offset-2 hover:underline";

/** Talent pool overview (second document §2): the pool in figures, each one a link to its results. */
export default async function TalentPoolPage() {
  const viewer = await adminViewer("/admin/talent");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const [t, locale, pool] = await Promise.all([getTranslations("search.pool"), getLocale(), talentPoolOverview(viewer.tenant.id)]);
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);

  const cards: { label: string; value: number; href: string; testId: string }[] = [
    { label: t("total"), value: pool.total, href: searchHref({}), testId: "pool-total" },
    { label: t("internal"), value: pool.internal, href: searchHref({ talentType: "internal" }), testId: "pool-internal" },
    { label: t("external"), value: pool.external, href: searchHref({ talentType: "external" }), testId: "pool-external" },
    { label: t("recent"), value: pool.updatedLastMonth, href: searchHref({ updatedWithin: 1 }), testId: "pool-recent" },
  ];

  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-medium">{t("title")}</h2>
        <Link href="/admin/talent/search" className={buttonClasses({ size: "sm" })}>
          {t("searchAll")}
        </Link>
      </div>
      <ul className="grid grid-cols-4 gap-3 max-[800px]:grid-cols-2 max-[375px]:grid-cols-1">
        {cards.map((c) => (
          <li key={c.testId}>
            <Link href={c.href} className="flex h-full flex-col gap-1 rounded-lg border border-[var(--color-line)] bg-white p-4 hover:border-[var(--brand)] focus-visible:outline-2 focus-visible:outline-[var(--brand)]" data-testid={c.testId}>
              <span className="text-sm text-gray-700">{c.label}</span>
              <span className="text-2xl font-semibold">{number(c.value)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {pool.total === 0 ? (
        <p className="text-sm text-gray-600">{t("empty")}</p>
      ) : (
        <div className="grid grid-cols-2 gap-4 max-[800px]:grid-cols-1">
          <section aria-labelledby="pool-availability" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
            <h3 id="pool-availability" className="mb-2 text-base font-medium">
              {t("byAvailability")}
            </h3>
            <ul className="flex flex-col gap-1 text-sm">
              {pool.byAvailability.map((a) => (
                <li key={a.value ?? "none"} className="flex items-center justify-between gap-2">
                  {a.value ? (
                    <Link href={searchHref({ availability: [a.value] })} className={linkClass}>
                      {optionLabel("availability", a.value, locale)}
                    </Link>
                  ) : (
                    <span className="text-gray-600">{t("notSet")}</span>
                  )}
                  <span>{t("talents", { count: a.count })}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="pool-skills" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
            <h3 id="pool-skills" className="mb-2 text-base font-medium">
              {t("topSkills")}
            </h3>
            <ul className="flex flex-col gap-1 text-sm">
              {pool.topSkills.map((s) => (
                <li key={s.stack} className="flex items-center justify-between gap-2">
                  <Link href={searchHref({ primaryStacks: [{ stack: s.stack, min: null, max: null }] })} className={linkClass}>
                    {s.stack}
                  </Link>
                  <span>{t("talents", { count: s.count })}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
