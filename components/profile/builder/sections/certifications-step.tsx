"use client";

import { useLocale, useTranslations } from "next-intl";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "../builder-select";
import { optionsOf } from "@/lib/profiles/options";
import type { SectionInput, certificationsSectionSchema } from "@/lib/profiles/schemas";
import { EMPTY_CERTIFICATION } from "../defaults";
import { CertificatesField } from "../certificates-field";
import { CountrySelect, EntryCard, YearSelect } from "../fields";
import { SectionShell, useReportDirty, useSaveSection, type StepProps } from "../section-shell";
import { useBuilderMessages } from "../use-builder-messages";

type Values = SectionInput<"certifications">;

// zod and the schema load at the first key press or validation, not with the page (decision D48).
const certificationsStepResolver = lazyZodResolver<Values, z.output<typeof certificationsSectionSchema>>(() => import("@/lib/profiles/schemas").then((m) => m.certificationsSectionSchema));

/** Step 5: certifications (name, issuer, year obtained, valid till, country, certificate files). */
export function CertificationsStep({ defaults, onDirtyChange, onSaved, onBack, isLast }: StepProps & { defaults: Values }) {
  usePreloadResolver(certificationsStepResolver);
  const t = useTranslations("builder");
  const locale = useLocale();
  const msg = useBuilderMessages();
  const { save, pending, failure } = useSaveSection("certifications", onSaved);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, z.output<typeof certificationsSectionSchema>>({ resolver: certificationsStepResolver, defaultValues: defaults });
  const list = useFieldArray({ control, name: "entries" });
  useReportDirty(isDirty, onDirtyChange);

  return (
    <SectionShell heading={t("certifications.heading")} pending={pending} failure={failure} isLast={isLast} onBack={onBack} onSubmit={handleSubmit((data) => save(data))}>
      {list.fields.length === 0 ? <p className="text-sm text-gray-600">{t("certifications.empty")}</p> : null}
      {list.fields.map((item, i) => {
        const e = errors.entries?.[i];
        return (
          <EntryCard key={item.id} title={t("certifications.entryN", { n: i + 1 })} onRemove={() => list.remove(i)} removeLabel={t("certifications.removeEntry", { n: i + 1 })}>
            <Input id={`certification-${i}-description`} label={t("certifications.description")} required maxLength={150} error={msg.field(e?.description?.message)} {...register(`entries.${i}.description`)} />
            <Input id={`certification-${i}-institution`} label={t("certifications.institution")} maxLength={150} error={msg.field(e?.institution?.message)} {...register(`entries.${i}.institution`)} />
            <Controller
              control={control}
              name={`entries.${i}.year`}
              render={({ field }) => <YearSelect id={`certification-${i}-year`} pastOnly label={t("certifications.year")} value={field.value} onChange={field.onChange} error={msg.field(e?.year?.message)} />}
            />
            <Controller
              control={control}
              name={`entries.${i}.validTill`}
              render={({ field }) => <YearSelect id={`certification-${i}-valid-till`} label={t("certifications.validTill")} value={field.value} onChange={field.onChange} error={msg.field(e?.validTill?.message)} />}
            />
            <Controller
              control={control}
              name={`entries.${i}.country`}
              render={({ field }) => <CountrySelect id={`certification-${i}-country`} label={t("certifications.country")} value={field.value ?? ""} onChange={field.onChange} error={msg.field(e?.country?.message)} />}
            />
            <Controller
              control={control}
              name={`entries.${i}.status`}
              render={({ field }) => (
                <Select id={`certification-${i}-status`} label={t("certifications.status")} options={optionsOf("education-completion", locale)} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(e?.status?.message)} />
              )}
            />
            <Controller
              control={control}
              name={`entries.${i}.certificates`}
              render={({ field }) => <CertificatesField id={`certification-${i}-certificates`} sectionType="certification" value={field.value ?? []} onChange={field.onChange} />}
            />
          </EntryCard>
        );
      })}
      <div>
        <Button variant="secondary" size="xs" onClick={() => list.append(structuredClone(EMPTY_CERTIFICATION))}>
          {t("certifications.add")}
        </Button>
      </div>
    </SectionShell>
  );
}
