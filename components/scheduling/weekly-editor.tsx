"use client";

import { useLocale } from "next-intl";
import type { MinuteRange } from "@/lib/interviews/day-ranges";
import { DayRangesEditor } from "./day-ranges-editor";
import { weekdayNames, type WeekRanges } from "./minutes";

/**
 * A week of ranges, Sunday first (the rules' 0 = Sunday). One row per weekday: its name, then its
 * ranges. `errors[weekday]` shows under that day.
 */
export function WeeklyEditor({
  idPrefix,
  week,
  onChange,
  errors,
  disabled,
}: {
  idPrefix: string;
  week: WeekRanges;
  onChange: (week: WeekRanges) => void;
  errors?: Partial<Record<number, string>>;
  disabled?: boolean;
}) {
  const locale = useLocale();
  const names = weekdayNames(locale);
  const setDay = (weekday: number, ranges: MinuteRange[]) => onChange(week.map((r, i) => (i === weekday ? ranges : r)));
  return (
    <div className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
      {names.map((name, weekday) => (
        <div key={weekday} role="group" aria-labelledby={`${idPrefix}-day-${weekday}`} className="flex flex-col gap-2 p-3 min-[600px]:flex-row min-[600px]:gap-4">
          <h3 id={`${idPrefix}-day-${weekday}`} className="pt-2 text-sm font-medium capitalize text-gray-900 min-[600px]:w-32 min-[600px]:shrink-0">
            {name}
          </h3>
          <DayRangesEditor idPrefix={`${idPrefix}-${weekday}`} dayLabel={name} ranges={week[weekday] ?? []} onChange={(r) => setDay(weekday, r)} error={errors?.[weekday]} disabled={disabled} />
        </div>
      ))}
    </div>
  );
}
