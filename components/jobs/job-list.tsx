"use client";

import { useRef } from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { Badge, statusBadgeVariant } from "@/components/ui/badge";
import { buttonClasses, Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { SearchBox } from "@/components/ui/search-box";
import { DeferredSelect as Select } from "@/components/ui/deferred-select";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { LIST_TABS, PAGE_SIZES, STATUS_FILTERS, type ListTab } from "@/lib/jobs/constants";
import type { JobListRow } from "@/lib/jobs/queries";
import { isNearDue } from "@/lib/jobs/rules";
import type { JobListQuery } from "@/lib/jobs/schemas";

const ALL = "all";

export type JobListProps = {
  rows: JobListRow[];
  total: number;
  query: JobListQuery;
  departments: { id: string; name: string }[];
  canCreate: boolean;
};

/** Job list (spec: tabs All / My Jobs / Other Jobs, status and department filters, search). State lives in the URL. */
export function JobList({ rows, total, query, departments, canCreate }: JobListProps) {
  const t = useTranslations("jobs.list");
  const tStates = useTranslations("jobs.states");
  const tStatus = useTranslations("jobs.statuses");
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const sizeChanging = useRef(false);

  const go = (patch: Partial<Record<keyof JobListQuery, string | number | null>>) => {
    const next: Record<string, string> = {};
    const merged = { ...query, page: 1, ...patch };
    for (const [k, v] of Object.entries(merged)) {
      if (v === null || v === "" || (k === "tab" && v === "all") || (k === "page" && v === 1) || (k === "size" && v === 10)) continue;
      next[k] = String(v);
    }
    const qs = new URLSearchParams(next).toString();
    router.push(qs ? `${pathname}?${qs}` : pathname);
  };

  const due = (iso: string) => format.dateTime(new Date(iso), { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });

  const columns: DataTableColumn<JobListRow>[] = [
    { id: "jdId", header: t("columns.jdId"), cell: (r) => <span className="whitespace-nowrap font-mono text-xs">{r.jdId}</span>, width: 100 },
    {
      id: "title",
      header: t("columns.title"),
      cell: (r) => (
        <Link href={`/admin/jobs/${r.id}`} className="font-medium text-[var(--brand)] underline-offset-2 hover:underline">
          {r.title}
        </Link>
      ),
    },
    { id: "department", header: t("columns.department"), cell: (r) => r.departmentName },
    { id: "assignee", header: t("columns.assignee"), cell: (r) => r.assigneeName ?? <span className="text-gray-600">{t("unassigned")}</span> },
    {
      id: "status",
      header: t("columns.status"),
      cell: (r) => (r.state ? <Badge variant={statusBadgeVariant(r.state)}>{tStates(r.state)}</Badge> : <Badge variant={statusBadgeVariant(r.status)}>{tStatus(r.status)}</Badge>),
    },
    {
      id: "due",
      header: t("columns.dueDate"),
      cell: (r) => {
        // Spec §4.2: a job due within 7 days is highlighted (text, not only colour).
        const soon = r.status === "active" && isNearDue(new Date(r.dueDate));
        return (
          <span className={soon ? "font-medium text-amber-800" : undefined} data-near-due={soon || undefined}>
            {due(r.dueDate)}
            {soon ? <span className="ms-1 rounded bg-amber-100 px-1 text-xs">{t("dueSoon")}</span> : null}
          </span>
        );
      },
    },
    { id: "published", header: t("columns.published"), cell: (r) => (r.published ? <Badge variant="success">{t("published")}</Badge> : <span className="text-gray-600">{t("notPublished")}</span>) },
    { id: "applicants", header: t("columns.applicants"), cell: (r) => r.applicants, align: "end" },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t("tabsLabel")}>
          <ul className="flex flex-wrap gap-1 border-b border-[var(--color-line)]">
            {LIST_TABS.map((tab: ListTab) => (
              <li key={tab}>
                <button
                  type="button"
                  onClick={() => go({ tab })}
                  aria-current={query.tab === tab ? "page" : undefined}
                  className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-[var(--brand)] ${
                    query.tab === tab ? "border-[var(--brand)] text-[var(--brand)]" : "border-transparent text-gray-700 hover:text-gray-900"
                  }`}
                >
                  {t(`tabs.${tab}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/jobs/templates" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {t("templates")}
          </Link>
          <NoPermissionTooltip hasPermission={canCreate}>
            {canCreate ? (
              <Link href="/admin/jobs/new" className={buttonClasses({ size: "sm" })}>
                {t("create")}
              </Link>
            ) : (
              <Button size="sm" disabled>
                {t("create")}
              </Button>
            )}
          </NoPermissionTooltip>
        </div>
      </div>

      <div className="grid grid-cols-[2fr_1fr_1fr] items-end gap-3 max-[800px]:grid-cols-1">
        <div>
          <span className="mb-1 block text-sm font-medium text-gray-800" aria-hidden="true">
            {t("search")}
          </span>
          <SearchBox size="sm" label={t("search")} placeholder={t("searchPlaceholder")} defaultValue={query.q} onSearch={(q) => go({ q })} />
        </div>
        <Select
          label={t("statusFilter")}
          size="sm"
          value={query.status ?? ALL}
          onValueChange={(v) => go({ status: v === ALL ? null : v })}
          options={[{ value: ALL, label: t("allStatuses") }, ...STATUS_FILTERS.map((s) => ({ value: s, label: tStates(s) }))]}
        />
        <Select
          label={t("departmentFilter")}
          size="sm"
          value={query.department ?? ALL}
          onValueChange={(v) => go({ department: v === ALL ? null : v })}
          options={[{ value: ALL, label: t("allDepartments") }, ...departments.map((d) => ({ value: d.id, label: d.name }))]}
        />
      </div>

      <DataTable
        label={t("tableLabel")}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        page={query.page}
        pageSize={query.size}
        total={total}
        onPageChange={(page) => {
          // The table also asks for page 1 after a size change; that navigation already went to page 1.
          if (sizeChanging.current) {
            sizeChanging.current = false;
            return;
          }
          go({ page });
        }}
        onPageSizeChange={(size) => {
          sizeChanging.current = true;
          go({ size });
        }}
        pageSizeOptions={PAGE_SIZES}
        noRecordsMessage={query.q || query.status || query.department ? t("noMatches") : t("noJobs")}
      />
    </div>
  );
}
