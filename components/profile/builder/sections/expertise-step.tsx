"use client";

import { useLocale, useTranslations } from "next-intl";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select } from "../builder-select";
import { STACKS, type SkillCategory } from "@/lib/catalogue/data";
import { DOMAINS, SPECIALITIES, optionsOf } from "@/lib/profiles/options";
import { YEARS_1_30 } from "@/lib/profiles/rules";
import type { SectionInput, expertiseSectionSchema } from "@/lib/profiles/schemas";
import { EMPTY_STACK } from "../defaults";
import { CertificatesField } from "../certificates-field";
import { CheckboxGroup, EntryCard, NumberSelect, SuggestInput } from "../fields";
import { SectionShell, useReportDirty, useSaveSection, type StepProps } from "../section-shell";
import { useBuilderMessages } from "../use-builder-messages";

type Values = SectionInput<"expertise">;

function rootMessage(e: unknown): string | undefined {
  const err = e as { message?: string; root?: { message?: string } } | undefined;
  return err?.message ?? err?.root?.message;
}

// zod and the schema load at the first key press or validation, not with the page (decision D48).
const expertiseStepResolver = lazyZodResolver<Values, z.output<typeof expertiseSectionSchema>>(() => import("@/lib/profiles/schemas").then((m) => m.expertiseSectionSchema));

/** Step 3: designation/role, domains and the skills (stacks) per category. */
export function ExpertiseStep({ defaults, prefilled, onDirtyChange, onSaved, onBack, isLast }: StepProps & { defaults: Values; prefilled: boolean }) {
  usePreloadResolver(expertiseStepResolver);
  const t = useTranslations("builder");
  const locale = useLocale();
  const msg = useBuilderMessages();
  const { save, pending, failure } = useSaveSection("expertise", onSaved);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, z.output<typeof expertiseSectionSchema>>({ resolver: expertiseStepResolver, defaultValues: defaults });
  const stacks = useFieldArray({ control, name: "stacks" });
  useReportDirty(isDirty, onDirtyChange);

  const domains = useWatch({ control, name: "domains" }) ?? [];
  const stackValues = useWatch({ control, name: "stacks" }) ?? [];
  const domainOptions = [...new Set([...DOMAINS, ...domains])].map((d) => ({ value: d, label: d }));
  const categories = optionsOf("skill-categories", locale);

  return (
    <SectionShell
      heading={t("expertise.heading")}
      pending={pending}
      failure={failure}
      isLast={isLast}
      onBack={onBack}
      notice={prefilled ? <Alert variant="info">{t("prefillNotice")}</Alert> : null}
      onSubmit={handleSubmit((data) => save(data))}
    >
      <SuggestInput
        id="expertise-speciality"
        label={t("expertise.speciality")}
        required
        maxLength={100}
        suggestions={SPECIALITIES}
        hint={t("expertise.specialityHint")}
        error={msg.field(errors.speciality?.message)}
        {...register("speciality")}
      />
      <Controller
        control={control}
        name="domains"
        render={({ field }) => (
          <CheckboxGroup legend={t("expertise.domains")} required options={domainOptions} value={field.value ?? []} onChange={field.onChange} error={msg.field(rootMessage(errors.domains))} />
        )}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-gray-800">
          {t("expertise.stacks")}
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        </legend>
        {stacks.fields.map((item, i) => {
          const category = (stackValues[i]?.category ?? "") as SkillCategory | "";
          const e = errors.stacks?.[i];
          return (
            <EntryCard key={item.id} title={t("expertise.stackN", { n: i + 1 })} onRemove={() => stacks.remove(i)} removeLabel={t("expertise.removeStack", { n: i + 1 })}>
              <Controller
                control={control}
                name={`stacks.${i}.category`}
                render={({ field }) => (
                  <Select id={`stack-${i}-category`} label={t("expertise.category")} required options={categories} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(e?.category?.message)} />
                )}
              />
              <SuggestInput
                id={`stack-${i}-technology`}
                label={t("expertise.technology")}
                required
                maxLength={100}
                suggestions={category ? (STACKS[category] ?? []) : []}
                error={msg.field(e?.technology?.message)}
                {...register(`stacks.${i}.technology`)}
              />
              <Controller
                control={control}
                name={`stacks.${i}.experience`}
                render={({ field }) => (
                  <NumberSelect
                    id={`stack-${i}-experience`}
                    label={t("expertise.experience")}
                    required
                    options={YEARS_1_30}
                    format={(n) => t("expertise.years", { count: n })}
                    value={field.value}
                    onChange={field.onChange}
                    error={msg.field(e?.experience?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name={`stacks.${i}.certificates`}
                render={({ field }) => <CertificatesField id={`stack-${i}-certificates`} sectionType="expertise" value={field.value ?? []} onChange={field.onChange} />}
              />
            </EntryCard>
          );
        })}
        {rootMessage(errors.stacks) ? (
          <p role="alert" className="text-xs text-red-600" data-testid="stacks-error">
            {msg.field(rootMessage(errors.stacks))}
          </p>
        ) : null}
        <div>
          <Button variant="secondary" size="xs" onClick={() => stacks.append(structuredClone(EMPTY_STACK))}>
            {t("expertise.addStack")}
          </Button>
        </div>
      </fieldset>
    </SectionShell>
  );
}
