"use client";

import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { optionLabel } from "@/lib/jobs/constants";
import type { HighlightTerm } from "@/lib/search/compile";
import { SEARCH_PAGE_SIZES } from "@/lib/search/criteria";
import { markTerms, splitMarked } from "@/lib/search/highlight";
import type { TalentResult } from "@/lib/search/query";
import { RatingStars } from "@/components/selection/rating-stars";
import { MarkedText } from "./marked-text";
import { OsiStatusBadge } from "@/components/osi/osi-status-badge";

const RECOMMENDATION_KEY = { Recommend: "recommend", "Not Recommend": "notRecommend", Hold: "hold" } as const;
const RECOMMENDATION_VARIANT = { recommend: "success", notRecommend: "danger", hold: "warning" } as const;

export type ResultsTableProps = {
  results: TalentResult[];
  total: number;
  page: number;
  pageSize: number;
  highlight: HighlightTerm[];
  timeZone: string;
  noRecordsMessage: string;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

/** Search results with the admin talent view fields (second document §3), matches marked. */
export function ResultsTable({ results, total, page, pageSize, highlight, timeZone, noRecordsMessage, selected, onSelectedChange, onPageChange, onPageSizeChange }: ResultsTableProps) {
  const t = useTranslations("search.results");
  const tf = useTranslations("search.filters");
  const tSel = useTranslations("selection");
  const tOsi = useTranslations("osiInvite.status");
  const format = useFormatter();
  const locale = useLocale();
  const none = <span className="text-gray-600">{t("none")}</span>;
  const nameOf = (r: TalentResult) => r.name ?? t("confidential");

  const experience = (months: number) => {
    if (months <= 0) return t("lessThanMonth");
    return t("experience", { years: Math.floor(months / 12), months: months % 12 }).trim();
  };

  const columns: DataTableColumn<TalentResult>[] = [
    {
      id: "talent",
      header: t("columns.talent"),
      width: "34%",
      cell: (r) => (
        <div className="flex min-w-[220px] flex-col gap-0.5" data-testid="result-row" data-user-id={r.userId}>
          <div className="flex flex-wrap items-center gap-1.5">
            <Link href={`/admin/talent/${r.userId}`} className={`font-medium text-[var(--brand)] underline-offset-2 hover:underline ${r.confidential ? "italic" : ""}`} data-testid="result-name">
              {nameOf(r)}
            </Link>
            {r.isMock ? <Badge>{t("mock")}</Badge> : null}
          </div>
          {r.designation ? <MarkedText className="text-xs text-gray-800" segments={markTerms(r.designation, highlight)} /> : null}
          {r.email ? <span className="text-xs break-all text-gray-600">{r.email}</span> : null}
          {r.snippet ? (
            <p className="mt-1 text-xs text-gray-700" data-testid="result-snippet">
              <MarkedText segments={splitMarked(r.snippet)} />
            </p>
          ) : null}
        </div>
      ),
    },
    { id: "domain", header: t("columns.domain"), cell: (r) => (r.domains.length ? r.domains.join(" | ") : none) },
    { id: "type", header: t("columns.type"), cell: (r) => tf(`talentTypes.${r.talentType === "internal" ? "internal" : "external"}`) },
    { id: "experience", header: t("columns.experience"), cell: (r) => <span className="whitespace-nowrap">{experience(r.experienceMonths)}</span> },
    {
      id: "skills",
      header: t("columns.skills"),
      cell: (r) =>
        r.skills.length ? (
          <ul className="flex min-w-[160px] flex-wrap gap-1" data-testid="result-skills">
            {r.skills.map((s) => (
              <li key={s} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs">
                <MarkedText segments={markTerms(s, highlight)} />
              </li>
            ))}
          </ul>
        ) : (
          none
        ),
    },
    { id: "location", header: t("columns.location"), cell: (r) => r.location ?? none },
    { id: "availability", header: t("columns.availability"), cell: (r) => (r.availability ? optionLabel("availability", r.availability, locale) : none) },
    {
      id: "updated",
      header: t("columns.updated"),
      cell: (r) => <span className="whitespace-nowrap">{format.dateTime(new Date(r.updatedAt), { day: "2-digit", month: "short", year: "numeric", timeZone })}</span>,
    },
    { id: "shortlisted", header: t("columns.shortlisted"), cell: (r) => r.shortlistCount, align: "end" },
    {
      // The latest completed review result (decision D47): the panel's rating on 5 and its recommendation.
      id: "review",
      header: t("columns.review"),
      cell: (r) => {
        if (!r.review) return none;
        const key = RECOMMENDATION_KEY[r.review.recommendation];
        return (
          <div className="flex min-w-[120px] flex-col items-start gap-1" data-testid="result-review">
            <RatingStars rating={r.review.finalRating} />
            <Badge variant={RECOMMENDATION_VARIANT[key]}>{tSel(`compare.recommendation.${key}`)}</Badge>
          </div>
        );
      },
    },
    // The one-sided interview status (decision D75): the job's invitation within a job search, else the company's latest.
    { id: "osi", header: t("columns.osi"), cell: (r) => (r.osiStatus ? <OsiStatusBadge status={r.osiStatus} label={tOsi(r.osiStatus)} /> : none) },
  ];

  return (
    <DataTable
      label={t("label")}
      columns={columns}
      rows={results}
      rowKey={(r) => r.userId}
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      pageSizeOptions={SEARCH_PAGE_SIZES}
      noRecordsMessage={noRecordsMessage}
      selectable
      selected={selected}
      onSelectedChange={onSelectedChange}
      rowLabel={(r) => t("selectRow", { name: nameOf(r) })}
    />
  );
}
