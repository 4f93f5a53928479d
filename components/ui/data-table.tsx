"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Pagination } from "./pagination";

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export interface DataTableColumn<T> {
  /** Stable key for the column. */
  id: string;
  header: ReactNode;
  cell: (row: T, rowIndex: number) => ReactNode;
  /** Any CSS width, e.g. 120 or "20%". */
  width?: number | string;
  align?: "start" | "center" | "end";
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page only; use `paginate` to slice a full list on the client. */
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Accessible name of the table (rendered as a visually hidden caption). */
  label: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Number of records across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows the "Pg" page-size selector. Changing size also returns to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** Overrides the translated "No records found". */
  noRecordsMessage?: ReactNode;
  loading?: boolean;
  /** Turns on a checkbox per row and a select-all-on-page checkbox. */
  selectable?: boolean;
  /** Row keys; may include rows on other pages, which are kept when this page is toggled. */
  selected?: readonly string[];
  onSelectedChange?: (selected: string[]) => void;
  /** Accessible label of a row's checkbox; defaults to "Select row n". */
  rowLabel?: (row: T, rowIndex: number) => string;
  className?: string;
}

/** Client-side slicing for callers that hold the whole list. */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

const alignClass = { start: "text-start", center: "text-center", end: "text-end" } as const;
const checkboxClass =
  "size-4 accent-[var(--brand)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]";

function SelectAllCheckbox({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, not an attribute React can set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className={checkboxClass}
    />
  );
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  label,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  noRecordsMessage,
  loading = false,
  selectable = false,
  selected = [],
  onSelectedChange,
  rowLabel,
  className,
}: DataTableProps<T>) {
  const t = useTranslations("ui");
  const captionId = useId();
  const pageSizeId = useId();

  const totalPages = pageSize > 0 ? Math.ceil(total / pageSize) : 0;
  const selectedSet = new Set(selected);
  const pageKeys = rows.map(rowKey);
  const selectedOnPage = pageKeys.filter((k) => selectedSet.has(k)).length;
  const allOnPage = pageKeys.length > 0 && selectedOnPage === pageKeys.length;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, (page - 1) * pageSize + rows.length);

  function toggleRow(key: string) {
    const next = new Set(selectedSet);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange?.([...next]);
  }

  function togglePage() {
    const next = new Set(selectedSet);
    for (const key of pageKeys) {
      if (allOnPage) next.delete(key);
      else next.add(key);
    }
    onSelectedChange?.([...next]);
  }

  return (
    <div className={className}>
      {/* Under 600px the table keeps a usable width and scrolls sideways; the region is
          focusable so keyboard users can scroll it too. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
      >
        <table className="w-full min-w-[600px] border-collapse text-sm" aria-busy={loading || undefined}>
          <caption id={captionId} className="sr-only">
            {label}
          </caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              {selectable ? (
                <th scope="col" className="w-10 px-3 py-2 text-start">
                  <SelectAllCheckbox
                    checked={allOnPage}
                    indeterminate={selectedOnPage > 0 && !allOnPage}
                    disabled={pageKeys.length === 0 || loading}
                    label={t("dataTable.selectAll")}
                    onChange={togglePage}
                  />
                </th>
              ) : null}
              {columns.map((col) => (
                <th
                  key={col.id}
                  scope="col"
                  style={col.width !== undefined ? { width: col.width } : undefined}
                  className={`px-3 py-2 font-medium ${alignClass[col.align ?? "start"]}`}
                >
                  {col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading && rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-8 text-center text-gray-600">
                  {t("dataTable.loading")}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-8 text-center text-gray-600">
                  {noRecordsMessage ?? t("dataTable.noRecords")}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => {
                const key = pageKeys[i];
                const isSelected = selectedSet.has(key);
                return (
                  <tr key={key} className={`border-t border-gray-200 ${isSelected ? "bg-gray-50" : ""}`}>
                    {selectable ? (
                      <td className="px-3 py-2">
                        <input
                          type="checkbox"
                          aria-label={rowLabel ? rowLabel(row, i) : t("dataTable.selectRow", { index: from + i })}
                          checked={isSelected}
                          disabled={loading}
                          onChange={() => toggleRow(key)}
                          className={checkboxClass}
                        />
                      </td>
                    ) : null}
                    {columns.map((col) => (
                      <td key={col.id} className={`px-3 py-2 ${alignClass[col.align ?? "start"]}`}>
                        {col.cell(row, i)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      {selectable ? (
        <p className="sr-only" aria-live="polite">
          {t("dataTable.selectedCount", { count: selected.length })}
        </p>
      ) : null}

      {onPageSizeChange || totalPages > 1 || total > 0 ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
          <div className="flex items-center gap-3">
            {onPageSizeChange ? (
              <div className="flex items-center gap-2">
                <label htmlFor={pageSizeId} title={t("dataTable.pageSizeHint")} className="font-medium">
                  {t("dataTable.pageSize")}
                </label>
                <select
                  id={pageSizeId}
                  value={pageSize}
                  onChange={(e) => {
                    onPageSizeChange(Number(e.target.value));
                    onPageChange(1);
                  }}
                  className="h-[30px] rounded-md border border-gray-400 bg-white px-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
                >
                  {pageSizeOptions.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {total > 0 ? <span>{t("dataTable.summary", { from, to, total })}</span> : null}
          </div>
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
        </div>
      ) : null}
    </div>
  );
}
