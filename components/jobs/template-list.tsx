"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { SearchBox } from "@/components/ui/search-box";
import type { TemplateRow } from "@/lib/jobs/queries";

export function TemplateList({ rows, total, page, size, q }: { rows: TemplateRow[]; total: number; page: number; size: number; q: string }) {
  const t = useTranslations("jobs.templates");
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const go = (next: { page?: number; q?: string }) => {
    const params = new URLSearchParams();
    const query = next.q ?? q;
    if (query) params.set("q", query);
    if ((next.page ?? 1) > 1) params.set("page", String(next.page));
    const qs = params.toString();
    router.push(qs ? `${pathname}?${qs}` : pathname);
  };
  const columns: DataTableColumn<TemplateRow>[] = [
    {
      id: "name",
      header: t("columns.name"),
      cell: (r) => (
        <Link href={`/admin/jobs/templates/${r.id}`} className="font-medium text-[var(--brand)] underline-offset-2 hover:underline">
          {r.templateName}
        </Link>
      ),
    },
    { id: "title", header: t("columns.title"), cell: (r) => r.title || <span className="text-gray-600">{t("noTitle")}</span> },
    { id: "by", header: t("columns.createdBy"), cell: (r) => r.createdByName ?? "" },
    { id: "at", header: t("columns.createdAt"), cell: (r) => format.dateTime(new Date(r.createdAt), { dateStyle: "medium" }) },
  ];
  return (
    <div className="flex flex-col gap-3">
      <SearchBox size="sm" label={t("search")} placeholder={t("search")} defaultValue={q} onSearch={(text) => go({ q: text, page: 1 })} className="max-w-md" />
      <DataTable label={t("tableLabel")} columns={columns} rows={rows} rowKey={(r) => r.id} page={page} pageSize={size} total={total} onPageChange={(p) => go({ page: p })} noRecordsMessage={t("empty")} />
    </div>
  );
}
