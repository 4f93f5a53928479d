import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { FILTER_FIELD, FILTER_PRIMARY_BUTTON, FILTER_SECONDARY_BUTTON, FilterDate, FilterField, FilterSelect, LinkPager } from "@/components/ui/get-filters";
import { adminViewer } from "@/lib/access/page";
import { ACTIVITY_EXPORT_MAX_ROWS, ACTIVITY_PAGE_SIZES, SYSTEM_ACTOR, actionGroup, activitySearch, parseActivityQuery, type ActivityQuery } from "@/lib/audit/activity-filters";
import { actionLabel, entityTypeLabel, groupLabel, type ActivityTranslator } from "@/lib/audit/labels";
import { activityFilterOptions, activityPage, activityTimeZone, type ActivityRow } from "@/lib/audit/queries";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("activity"))("meta.title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PATH = "/admin/activity";
/** Below 1024 px (where the side navigation leaves too little room for five columns) each row is a card: the cells stack and each shows its column's name. */
const CELL = "px-3 py-2 align-top max-[1024px]:block max-[1024px]:px-0 max-[1024px]:py-1";
const COLUMNS = ["when", "who", "action", "object", "details"] as const;
const CELL_LABEL = "mr-1 font-medium text-gray-700 min-[1024px]:hidden";

/** The actions of the filter, grouped by their first segment, each group with an "all of it" choice. */
function actionGroups(actions: string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const a of actions) groups.set(actionGroup(a), [...(groups.get(actionGroup(a)) ?? []), a]);
  return [...groups.entries()];
}

function Values({ label, value, none }: { label: string; value: Record<string, unknown> | null; none: string }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-gray-700">{label}</dt>
      <dd className="m-0">{value ? <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded bg-gray-50 p-2 text-xs text-gray-900">{JSON.stringify(value, null, 2)}</pre> : <span className="text-gray-700">{none}</span>}</dd>
    </div>
  );
}

/**
 * The activity log (issue 14): who did what to what and when in the viewer's company, filtered by
 * person, action (or a whole group), object and period, newest first, paginated in the database,
 * times in the company's zone, exportable as CSV with the same filters. A plain GET form, so it
 * works without JavaScript; the changes of a row open with a native disclosure.
 */
export default async function ActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await adminViewer("/admin/activity");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const q: ActivityQuery = parseActivityQuery(await searchParams);
  const timeZone = activityTimeZone(viewer.tenant.timezone);
  const companyId = viewer.tenant.id;
  const [t, format, list, options] = await Promise.all([getTranslations("activity"), getFormatter(), activityPage(companyId, q, timeZone), activityFilterOptions(companyId)]);
  const tl = t as unknown as ActivityTranslator;
  const pages = Math.max(1, Math.ceil(list.total / list.size));
  const who = (r: ActivityRow) => r.actorName ?? (r.actorId ? t("unknownPerson") : t("system"));

  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-medium">{t("title")}</h2>
        <p className="text-sm text-gray-700">{t("intro")}</p>
        <p className="text-sm text-gray-700" data-testid="activity-zone">
          {t("zone", { zone: timeZone })}
        </p>
      </header>

      <form method="get" action={PATH} className="rounded-lg border border-[var(--color-line)] bg-white p-4" data-testid="activity-filters">
        <fieldset className="grid grid-cols-4 gap-3 max-[1024px]:grid-cols-2 max-[600px]:grid-cols-1">
          <legend className="mb-2 text-sm font-medium">{t("filters.legend")}</legend>
          <FilterSelect
            label={t("filters.person")}
            name="actor"
            value={q.actor}
            anyLabel={t("filters.anyPerson")}
            options={[...(options.hasSystem || q.actor === SYSTEM_ACTOR ? [{ value: SYSTEM_ACTOR, label: t("filters.system") }] : []), ...options.people.map((p) => ({ value: p.id, label: p.name }))]}
          />
          <FilterField label={t("filters.action")}>
            <select name="action" defaultValue={q.action ?? ""} className={FILTER_FIELD}>
              <option value="">{t("filters.anyAction")}</option>
              {actionGroups(options.actions).map(([group, actions]) => (
                <optgroup key={group} label={groupLabel(tl, group)}>
                  <option value={`${group}.*`}>{t("filters.allOfGroup", { group: groupLabel(tl, group) })}</option>
                  {actions.map((a) => (
                    <option key={a} value={a}>
                      {actionLabel(tl, a)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </FilterField>
          <FilterSelect label={t("filters.objectType")} name="entityType" value={q.entityType} anyLabel={t("filters.anyObjectType")} options={options.entityTypes.map((e) => ({ value: e, label: entityTypeLabel(tl, e) }))} />
          <FilterField label={t("filters.objectId")}>
            <input type="text" name="entityId" defaultValue={q.entityId ?? ""} maxLength={200} autoComplete="off" spellCheck={false} className={FILTER_FIELD} />
          </FilterField>
          <FilterDate label={t("filters.from")} name="from" value={q.from} />
          <FilterDate label={t("filters.to")} name="to" value={q.to} />
          <FilterSelect label={t("filters.pageSize")} name="size" value={String(q.size)} options={ACTIVITY_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))} />
        </fieldset>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={FILTER_PRIMARY_BUTTON}>
            {t("filters.apply")}
          </button>
          <Link href={PATH} className={FILTER_SECONDARY_BUTTON}>
            {t("filters.reset")}
          </Link>
          <a href={`/api/admin/activity/export${activitySearch(q, { paging: false })}`} download className={FILTER_SECONDARY_BUTTON} data-testid="activity-export" aria-describedby="activity-export-hint">
            {t("export")}
          </a>
        </div>
        <p id="activity-export-hint" className="mt-2 text-xs text-gray-700">
          {t("exportHint", { max: format.number(ACTIVITY_EXPORT_MAX_ROWS) })}
        </p>
      </form>

      <p className="text-sm text-gray-700" data-testid="activity-total" aria-live="polite">
        {t("total", { count: list.total })}
      </p>

      {list.rows.length === 0 ? (
        <p className="rounded-lg border border-[var(--color-line)] bg-white p-6 text-center text-sm text-gray-700" data-testid="activity-empty">
          {t("empty")}
        </p>
      ) : (
        <div className="rounded-lg border border-[var(--color-line)] bg-white">
          <table className="w-full text-left text-sm max-[1024px]:block" data-testid="activity-table">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-gray-50 text-gray-700 max-[1024px]:sr-only">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-medium">
                    {t(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-[1024px]:block">
              {list.rows.map((r) => (
                <tr key={r.id} className="border-t border-[var(--color-line)] max-[1024px]:block max-[1024px]:px-3 max-[1024px]:py-2" data-testid="activity-row" data-action={r.action} data-actor-id={r.actorId ?? ""}>
                  <td className={`${CELL} whitespace-nowrap max-[1024px]:whitespace-normal`}>
                    <span className={CELL_LABEL}>{t("columns.when")}:</span>
                    <time dateTime={r.at}>{format.dateTime(new Date(r.at), { dateStyle: "medium", timeStyle: "long", timeZone })}</time>
                  </td>
                  <td className={CELL}>
                    <span className={CELL_LABEL}>{t("columns.who")}:</span>
                    {who(r)}
                  </td>
                  <td className={CELL}>
                    <span className={CELL_LABEL}>{t("columns.action")}:</span>
                    <span data-testid="activity-action">{actionLabel(tl, r.action)}</span>
                  </td>
                  <td className={`${CELL} break-words`}>
                    <span className={CELL_LABEL}>{t("columns.object")}:</span>
                    {r.entityType ? (
                      <>
                        <span>{entityTypeLabel(tl, r.entityType)}</span>
                        {r.entityName ? <span className="block font-medium">{r.entityName}</span> : null}
                        {r.entityId ? <span className="block break-all text-xs text-gray-700">{r.entityId}</span> : null}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className={CELL}>
                    {r.before || r.after ? (
                      <details>
                        <summary className="cursor-pointer text-[var(--brand)] underline-offset-2 hover:underline">{t("details.show")}</summary>
                        <dl className="mt-2 grid gap-2 min-[1025px]:grid-cols-2">
                          <Values label={t("details.before")} value={r.before} none={t("details.none")} />
                          <Values label={t("details.after")} value={r.after} none={t("details.none")} />
                        </dl>
                      </details>
                    ) : (
                      <span className="text-gray-700">{t("details.none")}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <LinkPager
        page={q.page}
        pages={pages}
        hrefFor={(page) => `${PATH}${activitySearch(q, { page })}`}
        labels={{ nav: t("pagination.label"), previous: t("pagination.previous"), next: t("pagination.next"), current: t("pagination.page", { page: q.page, pages }) }}
      />
    </div>
  );
}
