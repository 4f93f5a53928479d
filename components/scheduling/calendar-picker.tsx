"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/sizes";
import { weekdayNames } from "./minutes";

const DAY = 86_400_000;

/** YYYY-MM-DD ↔ a UTC midnight (calendar arithmetic only; no zone is involved in a date). */
const parse = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
const format = (t: number) => new Date(t).toISOString().slice(0, 10);
const addMonths = (d: string, n: number) => {
  const t = new Date(parse(d));
  const day = t.getUTCDate();
  t.setUTCDate(1);
  t.setUTCMonth(t.getUTCMonth() + n);
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(day, last));
  return format(t.getTime());
};

/**
 * An inline month calendar whose weeks start on Sunday, whatever the language (the availability
 * rules count weekdays from Sunday). A grid with one tab stop: arrows move by day and week,
 * Home/End to the week's Sunday/Saturday, Page Up/Down by month, Enter or Space picks. Dates
 * before `min` cannot be picked.
 */
export function CalendarPicker({ value, onChange, min, label, id }: { value: string | null; onChange: (date: string) => void; min: string; label: string; id: string }) {
  const t = useTranslations("scheduling");
  const locale = useLocale();
  const [focused, setFocused] = useState<string>(value ?? min);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const monthStart = `${focused.slice(0, 7)}-01`;
  const first = parse(monthStart);
  const gridStart = first - new Date(first).getUTCDay() * DAY;
  const weeks = Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => format(gridStart + (w * 7 + d) * DAY)));
  const title = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(first));
  const longDate = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const short = weekdayNames(locale, "short");
  const long = weekdayNames(locale, "long");

  const move = (next: string) => {
    moved.current = true;
    setFocused(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const t0 = parse(focused);
    const dow = new Date(t0).getUTCDay();
    const next: Record<string, () => string> = {
      ArrowLeft: () => format(t0 - DAY),
      ArrowRight: () => format(t0 + DAY),
      ArrowUp: () => format(t0 - 7 * DAY),
      ArrowDown: () => format(t0 + 7 * DAY),
      Home: () => format(t0 - dow * DAY),
      End: () => format(t0 + (6 - dow) * DAY),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
    };
    const to = next[e.key];
    if (!to) return;
    e.preventDefault();
    move(to());
  };

  return (
    <div className="w-full max-w-xs rounded-md border border-gray-200 bg-white p-2" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="sr-only">
        {label}
      </p>
      <div className="mb-2 flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" iconOnly aria-label={t("previousMonth")} onClick={() => setFocused(addMonths(focused, -1))}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <p className="text-sm font-medium capitalize text-gray-900" aria-live="polite" id={`${id}-month`}>
          {title}
        </p>
        <Button variant="ghost" size="sm" iconOnly aria-label={t("nextMonth")} onClick={() => setFocused(addMonths(focused, 1))}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={`${id}-month`} className="w-full table-fixed border-collapse text-center text-sm" onKeyDown={onKeyDown} data-testid={`${id}-grid`}>
        <thead>
          <tr>
            {short.map((s, i) => (
              <th key={i} scope="col" abbr={long[i]} className="pb-1 text-xs font-medium text-gray-600">
                {s}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((d) => {
                const outside = d.slice(0, 7) !== focused.slice(0, 7);
                const beforeMin = d < min;
                const selected = d === value;
                return (
                  <td key={d} role="gridcell" aria-selected={selected} className="p-0.5">
                    <button
                      type="button"
                      data-date={d}
                      tabIndex={d === focused ? 0 : -1}
                      aria-label={longDate.format(new Date(parse(d)))}
                      aria-disabled={beforeMin || undefined}
                      onClick={() => {
                        setFocused(d);
                        if (!beforeMin) onChange(d);
                      }}
                      className={cx(
                        "flex h-9 w-full items-center justify-center rounded-md",
                        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)]",
                        selected ? "bg-[var(--brand)] font-semibold text-white" : "hover:bg-gray-100",
                        outside && !selected && "text-gray-500",
                        beforeMin && "cursor-not-allowed text-gray-400 line-through",
                      )}
                    >
                      {Number(d.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
