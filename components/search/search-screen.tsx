"use client";

import { useRef, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { SelectionBar, type SelectionJob } from "@/components/selection/selection-bar";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { HighlightTerm } from "@/lib/search/compile";
import type { SearchCriteria } from "@/lib/search/criteria";
import { toSearchParams } from "@/lib/search/to-params";
import type { TalentResult } from "@/lib/search/query";
import { FilterPanel } from "./filter-panel";
import { QueryBox } from "./query-box";
import { ResultsTable } from "./results-table";

export type SearchScreenProps = {
  criteria: SearchCriteria;
  page: number;
  size: number;
  /** Null when the query is invalid (nothing was searched; the query box says why). */
  outcome: { results: TalentResult[]; total: number; highlight: HighlightTerm[] } | null;
  /** Some params of the URL were not valid and were left out. */
  dropped: boolean;
  /** Params every link of this screen keeps (the job page marks a search of its own). */
  keepParams?: Record<string, string>;
  options: { specialities: readonly string[]; domains: readonly string[] };
  can: { compare: boolean; shortlist: boolean; share: boolean };
  job?: SelectionJob | null;
  timeZone: string;
};

/**
 * Talent search: boolean query, filters and ranked results. The search lives in the URL (every
 * change navigates), so the server renders the results and a search can be shared and reloaded.
 */
export function SearchScreen({ criteria, page, size, outcome, dropped, keepParams = {}, options, can, job = null, timeZone }: SearchScreenProps) {
  const t = useTranslations("search");
  const router = useRouter();
  const pathname = usePathname();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const sizeChanging = useRef(false);

  const hrefOf = (next: SearchCriteria, opts: { page: number; size: number }) => {
    const params = toSearchParams(next, opts);
    for (const [k, v] of Object.entries(keepParams)) params.set(k, v);
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const go = (next: SearchCriteria, opts: { page?: number; size?: number } = {}) => router.push(hrefOf(next, { page: opts.page ?? 1, size: opts.size ?? size }));

  const noRecords = outcome === null ? t("results.invalidQuery") : `${t("results.noRecords")}. ${t("results.noRecordsHint")}`;

  return (
    <div className="flex flex-col gap-4">
      <QueryBox key={criteria.q} defaultValue={criteria.q} onSearch={(q) => go({ ...criteria, q })} />
      {dropped ? <Alert variant="warning">{t("filters.dropped")}</Alert> : null}

      <div className="grid grid-cols-[280px_minmax(0,1fr)] items-start gap-4 max-[1024px]:grid-cols-1">
        <aside className="rounded-lg border border-[var(--color-line)] bg-white p-3">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-base font-medium">{t("filters.title")}</h2>
            <Button size="xs" variant="ghost" className="min-[1025px]:hidden" aria-expanded={filtersOpen} aria-controls="search-filters" onClick={() => setFiltersOpen((o) => !o)}>
              {filtersOpen ? t("filters.hide") : t("filters.show")}
            </Button>
          </div>
          <div id="search-filters" className={`mt-3 ${filtersOpen ? "" : "max-[1024px]:hidden"}`}>
            <FilterPanel key={JSON.stringify(criteria)} criteria={criteria} specialities={options.specialities} domains={options.domains} onApply={(next) => go(next)} />
          </div>
        </aside>

        <section aria-labelledby="search-results-heading" className="flex min-w-0 flex-col gap-3">
          <h2 id="search-results-heading" className="text-base font-medium" aria-live="polite" data-testid="result-count">
            {outcome ? t("results.count", { total: outcome.total }) : t("results.label")}
          </h2>
          <SelectionBar selectedIds={selected} job={job} can={can} from={hrefOf(criteria, { page, size })} onClear={() => setSelected([])} />
          <ResultsTable
            results={outcome?.results ?? []}
            total={outcome?.total ?? 0}
            page={page}
            pageSize={size}
            highlight={outcome?.highlight ?? []}
            timeZone={timeZone}
            noRecordsMessage={noRecords}
            selected={selected}
            onSelectedChange={setSelected}
            onPageChange={(p) => {
              // The table also asks for page 1 after a size change; that navigation already went there.
              if (sizeChanging.current) {
                sizeChanging.current = false;
                return;
              }
              go(criteria, { page: p });
            }}
            onPageSizeChange={(s) => {
              sizeChanging.current = true;
              go(criteria, { size: s });
            }}
          />
        </section>
      </div>
    </div>
  );
}
