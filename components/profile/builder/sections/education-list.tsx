"use client";

import { useLocale, useTranslations } from "next-intl";
import { Controller, useFieldArray, type Control, type FieldErrors, type FieldValues, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "../builder-select";
import { optionsOf } from "@/lib/profiles/options";
import { EMPTY_EDUCATION } from "../defaults";
import { CertificatesField } from "../certificates-field";
import { CountrySelect, EntryCard, YearSelect } from "../fields";
import { useBuilderMessages } from "../use-builder-messages";

type EntryErrors = Partial<Record<"level" | "courseName" | "institution" | "country" | "status" | "completion", { message?: string }>>;

/**
 * Education entries (level, course, institution, country, completion, certificates). Used by the
 * education step and, for the spouse, by the immigration step: `name` is the array's field path.
 */
export function EducationList({
  name,
  control,
  register,
  errors,
  sectionType,
  addLabel,
  idPrefix,
}: {
  name: string;
  control: Control<FieldValues>;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors<FieldValues> | undefined;
  sectionType: string;
  addLabel: string;
  idPrefix: string;
}) {
  const t = useTranslations("builder.education");
  const locale = useLocale();
  const msg = useBuilderMessages();
  const list = useFieldArray({ control, name });
  const listErrors = (errors?.[name] as unknown as (EntryErrors | undefined)[] | undefined) ?? [];

  return (
    <div className="flex flex-col gap-3">
      {list.fields.map((item, i) => {
        const e = listErrors[i];
        const at = (f: string) => `${name}.${i}.${f}`;
        return (
          <EntryCard key={item.id} title={t("entryN", { n: i + 1 })} onRemove={() => list.remove(i)} removeLabel={t("removeEntry", { n: i + 1 })}>
            <Controller
              control={control}
              name={at("level")}
              render={({ field }) => (
                <Select id={`${idPrefix}-${i}-level`} label={t("level")} required options={optionsOf("education-levels", locale)} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(e?.level?.message)} />
              )}
            />
            <Input id={`${idPrefix}-${i}-course`} label={t("course")} required maxLength={100} error={msg.field(e?.courseName?.message)} {...register(at("courseName"))} />
            <Input id={`${idPrefix}-${i}-institution`} label={t("institution")} maxLength={150} error={msg.field(e?.institution?.message)} {...register(at("institution"))} />
            <Controller
              control={control}
              name={at("country")}
              render={({ field }) => <CountrySelect id={`${idPrefix}-${i}-country`} label={t("country")} value={field.value ?? ""} onChange={field.onChange} error={msg.field(e?.country?.message)} />}
            />
            <Controller
              control={control}
              name={at("status")}
              render={({ field }) => (
                <Select id={`${idPrefix}-${i}-status`} label={t("status")} options={optionsOf("education-completion", locale)} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(e?.status?.message)} />
              )}
            />
            <Controller
              control={control}
              name={at("completion")}
              render={({ field }) => <YearSelect id={`${idPrefix}-${i}-completion`} label={t("completion")} value={field.value} onChange={field.onChange} error={msg.field(e?.completion?.message)} />}
            />
            <Controller
              control={control}
              name={at("certificates")}
              render={({ field }) => <CertificatesField id={`${idPrefix}-${i}-certificates`} sectionType={sectionType} value={field.value ?? []} onChange={field.onChange} />}
            />
          </EntryCard>
        );
      })}
      <div>
        <Button variant="secondary" size="xs" onClick={() => list.append(structuredClone(EMPTY_EDUCATION))}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
