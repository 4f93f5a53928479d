"use client";

import { useTranslations } from "next-intl";

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Page numbers shown either side of the current one before an ellipsis. */
  siblingCount?: number;
  /** Accessible name of the nav landmark; defaults to the translated "Pagination". */
  label?: string;
  className?: string;
}

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * First, last, and the pages around the current one, with ellipses for the gaps. A gap of a single
 * page shows that page instead, since an ellipsis would take the same room.
 */
export function pageItems(page: number, totalPages: number, siblingCount = 1): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  const current = Math.min(Math.max(1, page), Math.max(1, total));
  // first + last + current + siblings + two ellipses
  const slots = 2 * siblingCount + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  const left = Math.max(current - siblingCount, 1);
  const right = Math.min(current + siblingCount, total);
  const showStartGap = left > 3;
  const showEndGap = right < total - 2;

  if (!showStartGap) {
    const count = 3 + 2 * siblingCount;
    return [...Array.from({ length: count }, (_, i) => i + 1), "ellipsis-end", total];
  }
  if (!showEndGap) {
    const count = 3 + 2 * siblingCount;
    return [1, "ellipsis-start", ...Array.from({ length: count }, (_, i) => total - count + 1 + i)];
  }
  return [
    1,
    "ellipsis-start",
    ...Array.from({ length: right - left + 1 }, (_, i) => left + i),
    "ellipsis-end",
    total,
  ];
}

const itemClass =
  "inline-flex h-[36px] min-w-[36px] items-center justify-center rounded-md px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]";

export function Pagination({ page, totalPages, onPageChange, siblingCount = 1, label, className }: PaginationProps) {
  const t = useTranslations("ui");
  // Spec: pagination appears only when total pages exceed 1.
  if (totalPages <= 1) return null;

  const current = Math.min(Math.max(1, page), totalPages);
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== current) onPageChange(target);
  };

  return (
    <nav aria-label={label ?? t("pagination.label")} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            onClick={() => go(current - 1)}
            disabled={current === 1}
            aria-label={t("pagination.previous")}
            className={`${itemClass} text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
            </svg>
          </button>
        </li>
        {pageItems(current, totalPages, siblingCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                onClick={() => go(item)}
                aria-current={item === current ? "page" : undefined}
                aria-label={t("pagination.page", { page: item })}
                className={`${itemClass} ${
                  item === current ? "bg-[var(--brand)] text-white" : "text-gray-800 hover:bg-gray-100"
                }`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => go(current + 1)}
            disabled={current === totalPages}
            aria-label={t("pagination.next")}
            className={`${itemClass} text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 1 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
            </svg>
          </button>
        </li>
      </ul>
    </nav>
  );
}
