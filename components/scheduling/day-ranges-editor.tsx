"use client";

import { useTranslations, useLocale } from "next-intl";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/sizes";
import type { MinuteRange } from "@/lib/interviews/day-ranges";
import { GRID_MINUTES, minuteText, nextRange } from "./minutes";

const selectClasses = cx(
  "h-9 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900",
  "hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)]",
  "aria-[invalid=true]:border-red-600",
);

/**
 * The ranges of one day (a weekday or a date): each a start and an end select on the 30-minute
 * grid with a remove button, and an add button. Native selects: keyboard and screen readers work
 * as everywhere else, and phones show their own picker.
 */
export function DayRangesEditor({
  idPrefix,
  dayLabel,
  ranges,
  onChange,
  error,
  disabled,
}: {
  idPrefix: string;
  dayLabel: string;
  ranges: readonly MinuteRange[];
  onChange: (ranges: MinuteRange[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useTranslations("scheduling");
  const locale = useLocale();
  const errorId = `${idPrefix}-error`;
  const add = nextRange(ranges);

  const update = (index: number, patch: Partial<MinuteRange>) => onChange(ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={`${idPrefix}-ranges`}>
      {ranges.length === 0 ? <p className="py-2 text-sm text-gray-600">{t("unavailable")}</p> : null}
      <ul className="flex flex-col gap-2">
        {ranges.map((r, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor={`${idPrefix}-start-${i}`}>
              {t("rangeStart", { day: dayLabel, index: i + 1 })}
            </label>
            <select
              id={`${idPrefix}-start-${i}`}
              className={selectClasses}
              value={r.startMinute}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => update(i, { startMinute: Number(e.target.value) })}
            >
              {GRID_MINUTES.slice(0, -1).map((m) => (
                <option key={m} value={m}>
                  {minuteText(m, locale)}
                </option>
              ))}
            </select>
            <span aria-hidden="true" className="text-gray-500">
              –
            </span>
            <label className="sr-only" htmlFor={`${idPrefix}-end-${i}`}>
              {t("rangeEnd", { day: dayLabel, index: i + 1 })}
            </label>
            <select
              id={`${idPrefix}-end-${i}`}
              className={selectClasses}
              value={r.endMinute}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => update(i, { endMinute: Number(e.target.value) })}
            >
              {GRID_MINUTES.slice(1).map((m) => (
                <option key={m} value={m}>
                  {minuteText(m, locale)}
                </option>
              ))}
            </select>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              disabled={disabled}
              aria-label={t("removeRange", { day: dayLabel, index: i + 1 })}
              onClick={() => onChange(ranges.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="text-xs text-red-600" role="alert">
          {error}
        </p>
      ) : null}
      {add ? (
        <div>
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange([...ranges, add])}>
            <Plus className="size-4" aria-hidden="true" />
            {t("addRange")}
            {/* The visible words start the accessible name ("Add range for Monday"). */}{" "}
            <span className="sr-only">{t("addRangeDay", { day: dayLabel })}</span>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
