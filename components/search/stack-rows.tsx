"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LIST_MAX, YEARS_MAX, type StackFilter } from "@/lib/search/criteria";

const years = (v: string): number | null => {
  if (v.trim() === "") return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n <= YEARS_MAX ? n : null;
};

/** Skills with min and max years (primary or secondary stacks of the Job search criteria). */
export function StackRows({ legend, stacks, onChange }: { legend: string; stacks: StackFilter[]; onChange: (stacks: StackFilter[]) => void }) {
  const t = useTranslations("search.filters");
  const set = (i: number, patch: Partial<StackFilter>) => onChange(stacks.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      {stacks.map((s, i) => {
        const inverted = s.min !== null && s.max !== null && s.max < s.min;
        return (
          <div key={i} className="grid grid-cols-[1fr_64px_64px_auto] items-end gap-1.5">
            <Input label={t("stack")} size="xs" value={s.stack} maxLength={100} onChange={(e) => set(i, { stack: e.target.value })} />
            <Input label={t("minYears")} size="xs" inputMode="numeric" value={s.min ?? ""} onChange={(e) => set(i, { min: years(e.target.value) })} />
            <Input label={t("maxYears")} size="xs" inputMode="numeric" value={s.max ?? ""} onChange={(e) => set(i, { max: years(e.target.value) })} error={inverted ? t("yearsRange") : undefined} />
            <Button size="xs" variant="ghost" iconOnly aria-label={t("removeStack", { stack: s.stack || String(i + 1) })} onClick={() => onChange(stacks.filter((_, j) => j !== i))}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
        );
      })}
      <div>
        <Button size="xs" variant="secondary" onClick={() => onChange([...stacks, { stack: "", min: null, max: null }])} disabled={stacks.length >= LIST_MAX}>
          {t("addStack")}
        </Button>
      </div>
    </fieldset>
  );
}
