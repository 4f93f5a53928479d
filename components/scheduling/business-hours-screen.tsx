"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useAction } from "next-safe-action/hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { saveBusinessHoursAction } from "@/lib/interviews/availability-actions";
import type { WeeklyRuleInput } from "@/lib/interviews/availability-schemas";
import { fromWeek, toWeek, type WeekRanges } from "./minutes";
import { useScheduleSave, weekRangeErrors } from "./use-schedule-save";
import { WeeklyEditor } from "./weekly-editor";

/**
 * The company's business hours, in the company's zone (shown, not edited here). Interviews are
 * offered only inside them; a week with no hours at all means "open all week" (D44), which the
 * screen says.
 */
export function BusinessHoursScreen({ timeZone, weekly }: { timeZone: string; weekly: WeeklyRuleInput[] }) {
  const t = useTranslations("scheduling");
  const [week, setWeek] = useState<WeekRanges>(() => toWeek(weekly));
  const [errors, setErrors] = useState<Partial<Record<number, string>>>({});
  const { notice, dismiss, submit } = useScheduleSave();
  const save = useAction(saveBusinessHoursAction);
  const empty = week.every((d) => d.length === 0);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs = weekRangeErrors(week, t("rangesInvalid"));
    setErrors(errs);
    await submit(Object.keys(errs).length > 0, () => save.executeAsync({ weekly: fromWeek(week) }));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-4xl flex-col gap-6" aria-label={t("businessHoursTitle")}>
      <p className="text-sm text-gray-700">{t("businessHoursIntro")}</p>
      <dl className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border border-gray-200 bg-white p-4">
        <dt className="text-sm text-gray-700">{t("companyZone")}</dt>
        <dd className="text-base font-semibold text-gray-900" data-testid="company-zone">
          {timeZone}
        </dd>
      </dl>
      {empty ? (
        <Alert variant="info" data-testid="open-all-week">
          {t("openAllWeek")}
        </Alert>
      ) : null}
      <WeeklyEditor idPrefix="business" week={week} onChange={setWeek} errors={errors} />
      {notice ? (
        <Alert variant={notice.variant} onDismiss={dismiss} data-testid="business-hours-notice" data-code={notice.code}>
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
