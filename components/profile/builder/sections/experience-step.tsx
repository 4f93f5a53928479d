"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { QueryProvider } from "@/components/providers/query-provider";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RephraseButton } from "@/components/profile/rephrase-button";
import { STACKS, SKILL_CATEGORIES, type SkillCategory } from "@/lib/catalogue/data";
import { SPECIALITIES } from "@/lib/profiles/options";
import { MONTHS_0_11, YEARS_0_80, totalExperience, type YearMonth } from "@/lib/profiles/rules";
import type { SectionInput, experienceSectionSchema } from "@/lib/profiles/schemas";
import { EMPTY_EXPERIENCE, EMPTY_PROJECT, UNSET } from "../defaults";
import { CertificatesField } from "../certificates-field";
import { CountrySelect, EntryCard, MonthSelect, NumberSelect, SuggestInput, TextArea, YearSelect } from "../fields";
import { SectionShell, useReportDirty, useSaveSection, type StepProps } from "../section-shell";
import { useBuilderMessages } from "../use-builder-messages";

type Values = SectionInput<"experience">;
type Msg = { message?: string } | undefined;

/** The first message among a field and its parts (a date's month and year). */
function firstMessage(e: unknown): string | undefined {
  const err = e as (Msg & { month?: Msg; year?: Msg; years?: Msg; months?: Msg; root?: Msg }) | undefined;
  return err?.message ?? err?.root?.message ?? err?.month?.message ?? err?.year?.message ?? err?.years?.message ?? err?.months?.message;
}

/** The catalogue category of a technology, for a project's stack chips; unknown ones count as Technology. */
function categoryOf(name: string): SkillCategory {
  const lower = name.toLowerCase();
  return SKILL_CATEGORIES.find((c) => STACKS[c].some((s) => s.toLowerCase() === lower)) ?? "Technology";
}

/** A project's tech stack typed as one comma-separated line. */
function TechStackInput({ id, label, hint, value, onChange }: { id: string; label: string; hint: string; value: { name: string; type: string }[]; onChange: (v: { name: string; type: string }[]) => void }) {
  const [text, setText] = useState(() => value.map((s) => s.name).join(", "));
  return (
    <Input
      id={id}
      label={label}
      hint={hint}
      maxLength={1000}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const names = [...new Set(e.target.value.split(",").map((s) => s.trim()).filter(Boolean))].slice(0, 30);
        onChange(names.map((name) => ({ name: name.slice(0, 100), type: categoryOf(name) })));
      }}
    />
  );
}

/** Rephrased text goes into the form like typing would: dirty (the leave-page guard asks), checked against the field's rules. */
const REPHRASED = { shouldDirty: true, shouldValidate: true } as const;

function ProjectsList({
  entry,
  control,
  register,
  setValue,
  errors,
}: {
  entry: number;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
  errors: FieldErrors<Values>;
}) {
  const t = useTranslations("builder.experience");
  const msg = useBuilderMessages();
  const list = useFieldArray({ control, name: `entries.${entry}.projects` });
  const projects = useWatch({ control, name: `entries.${entry}.projects` }) ?? [];
  return (
    <fieldset className="col-span-full flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-gray-800">{t("projects")}</legend>
      {list.fields.map((item, j) => {
        const e = errors.entries?.[entry]?.projects?.[j];
        const base = `exp-${entry}-project-${j}`;
        return (
          <EntryCard key={item.id} title={t("projectN", { n: j + 1 })} onRemove={() => list.remove(j)} removeLabel={t("removeProject", { n: j + 1 })}>
            <Input id={`${base}-title`} label={t("projectTitle")} required maxLength={100} error={msg.field(e?.projectName?.message)} {...register(`entries.${entry}.projects.${j}.projectName`)} />
            <div className="grid grid-cols-2 gap-2">
              <Controller
                control={control}
                name={`entries.${entry}.projects.${j}.experience.years`}
                render={({ field }) => (
                  <NumberSelect id={`${base}-years`} label={`${t("duration")} · ${t("durationYears")}`} required options={YEARS_0_80} value={field.value} onChange={field.onChange} error={msg.field(firstMessage(e?.experience))} />
                )}
              />
              <Controller
                control={control}
                name={`entries.${entry}.projects.${j}.experience.months`}
                render={({ field }) => <NumberSelect id={`${base}-months`} label={`${t("duration")} · ${t("durationMonths")}`} required options={MONTHS_0_11} value={field.value} onChange={field.onChange} />}
              />
            </div>
            <div className="col-span-full flex flex-col gap-1">
              <TextArea id={`${base}-description`} label={t("shortDescription")} required rows={2} maxLength={500} error={msg.field(e?.shortDescription?.message)} {...register(`entries.${entry}.projects.${j}.shortDescription`)} />
              <RephraseButton
                value={projects[j]?.shortDescription ?? ""}
                fieldLabel={`${t("projectN", { n: j + 1 })} · ${t("shortDescription")}`}
                onChange={(text) => setValue(`entries.${entry}.projects.${j}.shortDescription`, text, REPHRASED)}
              />
            </div>
            <div className="col-span-full">
              <Controller
                control={control}
                name={`entries.${entry}.projects.${j}.stack`}
                render={({ field }) => <TechStackInput id={`${base}-stack`} label={t("techStack")} hint={t("techStackHint")} value={field.value ?? []} onChange={field.onChange} />}
              />
            </div>
          </EntryCard>
        );
      })}
      <div>
        <Button variant="secondary" size="xs" onClick={() => list.append(structuredClone(EMPTY_PROJECT))}>
          {t("addProject")}
        </Button>
      </div>
    </fieldset>
  );
}

// zod and the schema load at the first key press or validation, not with the page (decision D48).
const experienceStepResolver = lazyZodResolver<Values, z.output<typeof experienceSectionSchema>>(() => import("@/lib/profiles/schemas").then((m) => m.experienceSectionSchema));

/** Step 6: jobs with dates (to after from, or current), responsibilities, certificates and projects. */
export function ExperienceStep({ defaults, prefilled, onDirtyChange, onSaved, onBack, isLast }: StepProps & { defaults: Values; prefilled: boolean }) {
  usePreloadResolver(experienceStepResolver);
  const t = useTranslations("builder");
  const msg = useBuilderMessages();
  const { save, pending, failure } = useSaveSection("experience", onSaved);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, z.output<typeof experienceSectionSchema>>({ resolver: experienceStepResolver, defaultValues: defaults });
  const list = useFieldArray({ control, name: "entries" });
  useReportDirty(isDirty, onDirtyChange);

  const entries = useWatch({ control, name: "entries" }) ?? [];
  const total = totalExperience(
    entries.map((e) => ({ from: e.from?.year && e.from?.month ? (e.from as YearMonth) : null, to: e.to?.year && e.to?.month ? (e.to as YearMonth) : null, current: Boolean(e.current) })),
  );

  return (
    <QueryProvider>
      <SectionShell
        heading={t("experience.heading")}
        intro={<span data-testid="total-experience">{t("experience.total", { years: total.years, months: total.months })}</span>}
        pending={pending}
        failure={failure}
        isLast={isLast}
        onBack={onBack}
        notice={prefilled ? <Alert variant="info">{t("prefillNotice")}</Alert> : null}
        onSubmit={handleSubmit((data) => save(data))}
      >
        {list.fields.length === 0 ? <p className="text-sm text-gray-600">{t("experience.empty")}</p> : null}
        {list.fields.map((item, i) => {
          const e = errors.entries?.[i];
          const current = Boolean(entries[i]?.current);
          const base = `exp-${i}`;
          return (
            <EntryCard key={item.id} title={t("experience.entryN", { n: i + 1 })} onRemove={() => list.remove(i)} removeLabel={t("experience.removeEntry", { n: i + 1 })}>
              <SuggestInput id={`${base}-designation`} label={t("experience.designation")} required maxLength={100} suggestions={SPECIALITIES} error={msg.field(e?.designation?.message)} {...register(`entries.${i}.designation`)} />
              <Input id={`${base}-company`} label={t("experience.company")} required maxLength={100} error={msg.field(e?.company?.message)} {...register(`entries.${i}.company`)} />
              <Controller
                control={control}
                name={`entries.${i}.country`}
                render={({ field }) => <CountrySelect id={`${base}-country`} label={t("experience.country")} value={field.value ?? ""} onChange={field.onChange} error={msg.field(e?.country?.message)} />}
              />
              <div className="flex items-end pb-1">
                <label className="flex items-center gap-2 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    id={`${base}-current`}
                    className="size-4 accent-[var(--brand)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
                    {...register(`entries.${i}.current`, { onChange: (ev) => ev.target.checked && setValue(`entries.${i}.to`, null, { shouldDirty: true }) })}
                  />
                  {t("experience.current")}
                </label>
              </div>
              <fieldset className="grid grid-cols-2 gap-2">
                <legend className="mb-1 text-sm font-medium text-gray-800">
                  {t("experience.from")}
                  <span className="ml-0.5 text-red-600" aria-hidden="true">
                    *
                  </span>
                </legend>
                <Controller control={control} name={`entries.${i}.from.month`} render={({ field }) => <MonthSelect id={`${base}-from-month`} label={t("experience.month")} value={field.value} onChange={field.onChange} />} />
                <Controller control={control} name={`entries.${i}.from.year`} render={({ field }) => <YearSelect id={`${base}-from-year`} pastOnly label={t("experience.year")} value={field.value} onChange={field.onChange} />} />
                {firstMessage(e?.from) ? <p className="col-span-2 text-xs text-red-600">{msg.field(firstMessage(e?.from))}</p> : null}
              </fieldset>
              {current ? (
                <p className="self-end pb-1 text-sm text-gray-700">
                  {t("experience.to")}: {t("experience.present")}
                </p>
              ) : (
                <fieldset className="grid grid-cols-2 gap-2">
                  <legend className="mb-1 text-sm font-medium text-gray-800">{t("experience.to")}</legend>
                  <Controller
                    control={control}
                    name={`entries.${i}.to.month`}
                    render={({ field }) => (
                      <MonthSelect
                        id={`${base}-to-month`}
                        label={t("experience.month")}
                        value={field.value}
                        onChange={(m) => {
                          if (!entries[i]?.to) setValue(`entries.${i}.to`, { month: m ?? UNSET, year: UNSET }, { shouldDirty: true });
                          else field.onChange(m);
                        }}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`entries.${i}.to.year`}
                    render={({ field }) => (
                      <YearSelect
                        id={`${base}-to-year`}
                        pastOnly
                        label={t("experience.year")}
                        value={field.value}
                        onChange={(y) => {
                          if (!entries[i]?.to) setValue(`entries.${i}.to`, { month: UNSET, year: y ?? UNSET }, { shouldDirty: true });
                          else field.onChange(y);
                        }}
                      />
                    )}
                  />
                  {firstMessage(e?.to) ? (
                    <p className="col-span-2 text-xs text-red-600" data-testid={`${base}-to-error`}>
                      {msg.field(firstMessage(e?.to))}
                    </p>
                  ) : null}
                </fieldset>
              )}
              <div className="col-span-full flex flex-col gap-1">
                <TextArea id={`${base}-responsibilities`} label={t("experience.responsibilities")} maxLength={2000} error={msg.field(e?.responsibilities?.message)} {...register(`entries.${i}.responsibilities`)} />
                <RephraseButton
                  value={entries[i]?.responsibilities ?? ""}
                  fieldLabel={`${t("experience.entryN", { n: i + 1 })} · ${t("experience.responsibilities")}`}
                  onChange={(text) => setValue(`entries.${i}.responsibilities`, text, REPHRASED)}
                />
              </div>
              <Controller
                control={control}
                name={`entries.${i}.certificates`}
                render={({ field }) => <CertificatesField id={`${base}-certificates`} sectionType="workExperience" value={field.value ?? []} onChange={field.onChange} />}
              />
              <ProjectsList entry={i} control={control} register={register} setValue={setValue} errors={errors} />
            </EntryCard>
          );
        })}
        <div>
          <Button variant="secondary" size="xs" onClick={() => list.append(structuredClone(EMPTY_EXPERIENCE))}>
            {t("experience.add")}
          </Button>
        </div>
      </SectionShell>
    </QueryProvider>
  );
}
