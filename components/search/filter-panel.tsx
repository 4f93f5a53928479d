"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DeferredSelect as Select } from "@/components/ui/deferred-select";
import { optionList } from "@/lib/jobs/constants";
import {
  AVAILABILITY_VALUES,
  CONTRACT_JOB_TYPE,
  EMPTY_CRITERIA,
  LOCATION_PREFERENCES,
  TALENT_TYPES,
  UPDATED_WITHIN,
  type SearchCriteria,
  type UpdatedWithin,
} from "@/lib/search/criteria";
import { ChipsInput } from "./chips-input";
import { StackRows } from "./stack-rows";

/** The "Any" option: Radix reserves "" for no value, which shows the placeholder (also "Any"). */
const ALL = "all";

function CheckboxGroup({ legend, options, values, onChange, name }: { legend: string; name: string; options: { value: string; label: ReactNode }[]; values: string[]; onChange: (v: string[]) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex max-h-48 flex-col gap-1 overflow-y-auto pe-1">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={values.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))}
              className="size-4 accent-[var(--brand)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const amount = (v: string): number | null => {
  if (v.trim() === "") return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000_000 ? Math.round(n) : null;
};

export type FilterPanelProps = {
  criteria: SearchCriteria;
  specialities: readonly string[];
  domains: readonly string[];
  onApply: (criteria: SearchCriteria) => void;
};

/**
 * The filters of the Job search criteria entity. Edits stay in the panel until applied, so a
 * recruiter can set several at once; applying writes them all to the URL.
 */
export function FilterPanel({ criteria, specialities, domains, onApply }: FilterPanelProps) {
  const t = useTranslations("search.filters");
  const locale = useLocale();
  const [draft, setDraft] = useState<SearchCriteria>(criteria);
  const set = (patch: Partial<SearchCriteria>) => setDraft((d) => ({ ...d, ...patch }));
  const salaryInverted = draft.salary.from !== null && draft.salary.to !== null && draft.salary.to < draft.salary.from;
  const stacksInverted = [...draft.primaryStacks, ...draft.secondaryStacks].some((s) => s.min !== null && s.max !== null && s.max < s.min);
  const anyOption = { value: ALL, label: t("any") };
  const pick = (v: string) => (v === ALL ? null : v);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (salaryInverted || stacksInverted) return;
    const clean = (list: SearchCriteria["primaryStacks"]) => list.map((s) => ({ ...s, stack: s.stack.trim() })).filter((s) => s.stack);
    onApply({ ...draft, primaryStacks: clean(draft.primaryStacks), secondaryStacks: clean(draft.secondaryStacks), contractType: draft.jobType === CONTRACT_JOB_TYPE ? draft.contractType : null });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t("title")} className="flex flex-col gap-4" data-testid="filter-panel">
      <CheckboxGroup legend={t("availability")} name="availability" options={optionList("availability", locale, AVAILABILITY_VALUES)} values={draft.availability} onChange={(availability) => set({ availability })} />
      <Select
        label={t("speciality")}
        size="xs"
        value={draft.speciality ?? ""}
        placeholder={t("any")}
        onValueChange={(v) => set({ speciality: pick(v) })}
        options={[anyOption, ...[...new Set([...(draft.speciality ? [draft.speciality] : []), ...specialities])].map((s) => ({ value: s, label: s }))]}
      />
      <CheckboxGroup legend={t("domain")} name="domain" options={[...new Set([...draft.domains, ...domains])].map((d) => ({ value: d, label: d }))} values={draft.domains} onChange={(d) => set({ domains: d })} />
      <Select label={t("workplaceType")} size="xs" value={draft.workplaceType ?? ""} placeholder={t("any")} onValueChange={(v) => set({ workplaceType: pick(v) })} options={[anyOption, ...optionList("workplace-types", locale)]} />
      <Select label={t("jobType")} size="xs" value={draft.jobType ?? ""} placeholder={t("any")} onValueChange={(v) => set({ jobType: pick(v) })} options={[anyOption, ...optionList("job-types", locale)]} />
      {draft.jobType === CONTRACT_JOB_TYPE ? (
        <Select label={t("contractType")} size="xs" value={draft.contractType ?? ""} placeholder={t("any")} onValueChange={(v) => set({ contractType: pick(v) })} options={[anyOption, ...optionList("contract-types", locale)]} />
      ) : null}
      <Select
        label={t("locationPreference")}
        size="xs"
        value={draft.locationPreference}
        onValueChange={(v) => set({ locationPreference: v as SearchCriteria["locationPreference"] })}
        options={LOCATION_PREFERENCES.map((p) => ({ value: p, label: t(`locationPreferences.${p}`) }))}
      />
      <ChipsInput label={t("locations")} placeholder={t("locationPlaceholder")} values={draft.locations} onChange={(locations) => set({ locations })} />
      <StackRows legend={t("primaryStacks")} stacks={draft.primaryStacks} onChange={(primaryStacks) => set({ primaryStacks })} />
      <StackRows legend={t("secondaryStacks")} stacks={draft.secondaryStacks} onChange={(secondaryStacks) => set({ secondaryStacks })} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-gray-800">{t("salary")}</legend>
        <div className="grid grid-cols-2 gap-1.5">
          <Input label={t("salaryFrom")} size="xs" inputMode="numeric" value={draft.salary.from ?? ""} onChange={(e) => set({ salary: { ...draft.salary, from: amount(e.target.value) } })} />
          <Input
            label={t("salaryTo")}
            size="xs"
            inputMode="numeric"
            value={draft.salary.to ?? ""}
            onChange={(e) => set({ salary: { ...draft.salary, to: amount(e.target.value) } })}
            error={salaryInverted ? t("salaryRange") : undefined}
          />
        </div>
        <Select
          label={t("salaryInterval")}
          size="xs"
          className="mt-1.5"
          value={draft.salary.interval ?? ""}
          placeholder={t("any")}
          onValueChange={(v) => set({ salary: { ...draft.salary, interval: pick(v) } })}
          options={[anyOption, ...optionList("salary-intervals", locale)]}
        />
        <p className="mt-1 text-xs text-gray-600">{t("salaryNote")}</p>
      </fieldset>
      <ChipsInput label={t("keywords")} placeholder={t("keywordPlaceholder")} values={draft.keywords} onChange={(keywords) => set({ keywords })} />
      <Select
        label={t("updated")}
        size="xs"
        value={draft.updatedWithin === null ? "" : String(draft.updatedWithin)}
        placeholder={t("any")}
        onValueChange={(v) => set({ updatedWithin: v === ALL ? null : (Number(v) as UpdatedWithin) })}
        options={[anyOption, ...UPDATED_WITHIN.map((m) => ({ value: String(m), label: t("updatedWithin", { count: m }) }))]}
      />
      <Select
        label={t("talentType")}
        size="xs"
        value={draft.talentType ?? ""}
        placeholder={t("any")}
        onValueChange={(v) => set({ talentType: v === ALL ? null : (v as SearchCriteria["talentType"]) })}
        options={[anyOption, ...TALENT_TYPES.map((v) => ({ value: v, label: t(`talentTypes.${v}`) }))]}
      />
      <div className="sticky bottom-0 flex flex-wrap gap-2 bg-white py-2">
        <Button type="submit" size="sm" disabled={salaryInverted || stacksInverted}>
          {t("apply")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDraft({ ...EMPTY_CRITERIA, q: draft.q })}>
          {t("reset")}
        </Button>
      </div>
    </form>
  );
}
