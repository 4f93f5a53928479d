"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { DataTable, paginate, type DataTableColumn } from "@/components/ui/data-table";
import type { OptionLabels } from "@/lib/selection/labels";
import type { CompareTalent } from "@/lib/selection/types";
import { RatingStars } from "./rating-stars";
import { SelectionBar, type SelectionJob } from "./selection-bar";

export type SharedListProps = {
  talents: CompareTalent[];
  job: SelectionJob | null;
  can: { compare: boolean; shortlist: boolean; share: boolean };
  labels: OptionLabels;
};

const PAGE_SIZE = 10;

/** The talents of a share, selectable, with the selection bar (compare, shortlist, standby, share again). */
export function SharedList({ talents, job, can, labels }: SharedListProps) {
  const t = useTranslations("selection");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const nameOf = (x: CompareTalent) => x.name ?? t("compare.confidential");
  const none = <span className="text-gray-500">{t("compare.none")}</span>;

  const columns: DataTableColumn<CompareTalent>[] = [
    {
      id: "name",
      header: t("shared.columns.name"),
      cell: (x) => (
        <span className="flex flex-col">
          <span className="font-medium">{nameOf(x)}</span>
          {x.candidateUniqueId ? <span className="text-xs text-gray-600">{x.candidateUniqueId}</span> : null}
        </span>
      ),
    },
    { id: "designation", header: t("shared.columns.designation"), cell: (x) => x.designation || x.speciality || none },
    {
      id: "experience",
      header: t("shared.columns.experience"),
      cell: (x) => (x.totalExperienceMonths > 0 ? t("compare.experience", { years: Math.floor(x.totalExperienceMonths / 12), months: x.totalExperienceMonths % 12 }).trim() : t("compare.noExperience")),
    },
    { id: "location", header: t("shared.columns.location"), cell: (x) => x.location || none },
    { id: "availability", header: t("shared.columns.availability"), cell: (x) => (x.availability ? (labels.availability[x.availability] ?? x.availability) : none) },
    { id: "rating", header: t("shared.columns.rating"), cell: (x) => (x.review ? <RatingStars rating={x.review.finalRating} /> : <span className="text-gray-600">{t("compare.notReviewed")}</span>) },
  ];

  return (
    <div className="flex flex-col gap-3">
      <SelectionBar selectedIds={selected} reviewedIds={talents.filter((x) => x.review).map((x) => x.id)} job={job} can={can} onClear={() => setSelected([])} />
      <DataTable
        columns={columns}
        rows={paginate(talents, page, pageSize)}
        rowKey={(x) => x.id}
        label={t("shared.tableLabel")}
        page={page}
        pageSize={pageSize}
        total={talents.length}
        onPageChange={setPage}
        onPageSizeChange={(size) => (setPageSize(size), setPage(1))}
        noRecordsMessage={t("shared.empty")}
        selectable
        selected={selected}
        onSelectedChange={setSelected}
        rowLabel={(x) => t("compare.select", { name: nameOf(x) })}
      />
    </div>
  );
}
