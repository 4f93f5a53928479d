"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useAction } from "next-safe-action/hooks";
import { Trash2 } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/sizes";
import { dayRangesValid, type MinuteRange } from "@/lib/interviews/day-ranges";
import { saveMyAvailabilityAction } from "@/lib/interviews/availability-actions";
import type { OverrideInput, WeeklyRuleInput } from "@/lib/interviews/availability-schemas";
import { CalendarPicker } from "./calendar-picker";
import { DayRangesEditor } from "./day-ranges-editor";
import { fromWeek, toWeek, type WeekRanges } from "./minutes";
import { useScheduleSave, weekRangeErrors } from "./use-schedule-save";
import { WeeklyEditor } from "./weekly-editor";

export type AvailabilityScreenProps = {
  timeZone: string | null;
  companyTimeZone: string;
  zones: readonly string[];
  weekly: WeeklyRuleInput[];
  overrides: OverrideInput[];
  /** The first date an override may name (YYYY-MM-DD), given by the server so both sides agree. */
  today: string;
};

const sectionClasses = "flex flex-col gap-3";
const nativeSelectClasses = cx(
  "h-9 w-full max-w-md rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900",
  "hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)]",
);

/**
 * "My availability": the interviewer's zone, weekly hours (several ranges a day) and dates that
 * replace them (other hours, or unavailable all day). One save replaces all three on the server.
 */
export function AvailabilityScreen(props: AvailabilityScreenProps) {
  const t = useTranslations("scheduling");
  const locale = useLocale();
  const [timeZone, setTimeZone] = useState(props.timeZone ?? "");
  const [week, setWeek] = useState<WeekRanges>(() => toWeek(props.weekly));
  const [overrides, setOverrides] = useState<OverrideInput[]>(props.overrides);
  const [picked, setPicked] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string>();
  const { notice, dismiss, submit } = useScheduleSave();
  const [weekErrors, setWeekErrors] = useState<Partial<Record<number, string>>>({});
  const [overrideErrors, setOverrideErrors] = useState<Record<string, string>>({});
  const save = useAction(saveMyAvailabilityAction);
  const longDate = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const dateLabel = (d: string) => longDate.format(new Date(`${d}T00:00:00Z`));

  const zoneOptions = props.timeZone && !props.zones.includes(props.timeZone) ? [props.timeZone, ...props.zones] : props.zones;

  function addOverride() {
    if (!picked) {
      setPickError(t("pickDateFirst"));
      return;
    }
    if (overrides.some((o) => o.date === picked)) {
      setPickError(t("dateAlreadyListed"));
      return;
    }
    setPickError(undefined);
    setOverrides([...overrides, { date: picked, unavailable: true, ranges: [] }].sort((a, b) => a.date.localeCompare(b.date)));
  }

  const setOverride = (date: string, patch: Partial<OverrideInput>) => setOverrides(overrides.map((o) => (o.date === date ? { ...o, ...patch } : o)));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const wErr = weekRangeErrors(week, t("rangesInvalid"));
    const oErr: Record<string, string> = {};
    for (const o of overrides) {
      if (!o.unavailable && (o.ranges.length === 0 || !dayRangesValid(o.ranges))) oErr[o.date] = o.ranges.length === 0 ? t("overrideEmpty") : t("rangesInvalid");
    }
    setWeekErrors(wErr);
    setOverrideErrors(oErr);
    await submit(Object.keys(wErr).length > 0 || Object.keys(oErr).length > 0, () =>
      save.executeAsync({
        timeZone: timeZone === "" ? null : timeZone,
        weekly: fromWeek(week),
        overrides: overrides.map((o) => ({ date: o.date, unavailable: o.unavailable, ranges: o.unavailable ? [] : o.ranges })),
      }),
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-4xl flex-col gap-8" aria-label={t("availabilityTitle")}>
      <p className="text-sm text-gray-700">{t("availabilityIntro")}</p>

      <section className={sectionClasses} aria-labelledby="tz-heading">
        <h2 id="tz-heading" className="text-base font-semibold text-gray-900">
          {t("timeZoneHeading")}
        </h2>
        <label htmlFor="availability-zone" className="text-sm font-medium text-gray-800">
          {t("timeZoneLabel")}
        </label>
        <select id="availability-zone" className={nativeSelectClasses} value={timeZone} onChange={(e) => setTimeZone(e.target.value)} aria-describedby="availability-zone-hint">
          <option value="">{t("companyZoneOption", { zone: props.companyTimeZone })}</option>
          {zoneOptions.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
        <p id="availability-zone-hint" className="text-xs text-gray-600">
          {t("timeZoneHint")}
        </p>
      </section>

      <section className={sectionClasses} aria-labelledby="weekly-heading">
        <h2 id="weekly-heading" className="text-base font-semibold text-gray-900">
          {t("weeklyHeading")}
        </h2>
        <p className="text-sm text-gray-700">{t("weeklyIntro")}</p>
        <WeeklyEditor idPrefix="weekly" week={week} onChange={setWeek} errors={weekErrors} />
      </section>

      <section className={sectionClasses} aria-labelledby="overrides-heading">
        <h2 id="overrides-heading" className="text-base font-semibold text-gray-900">
          {t("overridesHeading")}
        </h2>
        <p className="text-sm text-gray-700">{t("overridesIntro")}</p>
        <div className="flex flex-col gap-3 min-[600px]:flex-row min-[600px]:items-end">
          <CalendarPicker id="override-date" label={t("pickDate")} value={picked} min={props.today} onChange={(d) => { setPicked(d); setPickError(undefined); }} />
          <div className="flex flex-col gap-2">
            <p className="text-sm text-gray-800" aria-live="polite" data-testid="picked-date">
              {picked ? t("pickedDate", { date: dateLabel(picked) }) : t("noDatePicked")}
            </p>
            {pickError ? (
              <p className="text-xs text-red-600" role="alert">
                {pickError}
              </p>
            ) : null}
            <div>
              <Button variant="secondary" onClick={addOverride}>
                {t("addDate")}
              </Button>
            </div>
          </div>
        </div>
        {overrides.length === 0 ? (
          <p className="text-sm text-gray-600">{t("noOverrides")}</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white" data-testid="overrides">
            {overrides.map((o) => (
              <li key={o.date} className="flex flex-col gap-2 p-3 min-[600px]:flex-row min-[600px]:gap-4" data-date={o.date}>
                <div className="flex items-start justify-between gap-2 min-[600px]:w-56 min-[600px]:shrink-0 min-[600px]:flex-col">
                  <h3 className="pt-2 text-sm font-medium text-gray-900">{dateLabel(o.date)}</h3>
                  <label className="flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--brand)]"
                      checked={o.unavailable}
                      onChange={(e) => setOverride(o.date, { unavailable: e.target.checked, ranges: e.target.checked ? [] : o.ranges.length ? o.ranges : [{ startMinute: 9 * 60, endMinute: 17 * 60 }] })}
                    />
                    {t("unavailableAllDay")}
                  </label>
                </div>
                <div className="flex flex-1 items-start justify-between gap-2">
                  {o.unavailable ? (
                    <p className="py-2 text-sm text-gray-600">{t("unavailable")}</p>
                  ) : (
                    <DayRangesEditor idPrefix={`override-${o.date}`} dayLabel={dateLabel(o.date)} ranges={o.ranges} onChange={(r: MinuteRange[]) => setOverride(o.date, { ranges: r })} error={overrideErrors[o.date]} />
                  )}
                  <Button variant="ghost" size="sm" iconOnly aria-label={t("removeDate", { date: dateLabel(o.date) })} onClick={() => setOverrides(overrides.filter((x) => x.date !== o.date))}>
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {notice ? (
        <Alert variant={notice.variant} onDismiss={dismiss} data-testid="availability-notice" data-code={notice.code}>
          {notice.text}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={save.isExecuting}>
          {save.isExecuting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
