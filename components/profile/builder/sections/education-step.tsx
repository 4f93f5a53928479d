"use client";

import { useTranslations } from "next-intl";
import { useForm, useWatch, type Control, type FieldErrors, type FieldValues, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { educationSectionSchema, type SectionInput } from "@/lib/profiles/schemas";
import { SectionShell, useReportDirty, useSaveSection, type StepProps } from "../section-shell";
import { EducationList } from "./education-list";

type Values = SectionInput<"education">;

/** Step 4: education grouped by level on save; each entry needs its level and course. */
export function EducationStep({ defaults, prefilled, onDirtyChange, onSaved, onBack, isLast }: StepProps & { defaults: Values; prefilled: boolean }) {
  const t = useTranslations("builder");
  const { save, pending, failure } = useSaveSection("education", onSaved);
  const form = useForm<Values, unknown, z.output<typeof educationSectionSchema>>({ resolver: zodResolver(educationSectionSchema), defaultValues: defaults });
  useReportDirty(form.formState.isDirty, onDirtyChange);
  const count = useWatch({ control: form.control, name: "entries" })?.length ?? 0;
  return (
    <SectionShell
      heading={t("education.heading")}
      pending={pending}
      failure={failure}
      isLast={isLast}
      onBack={onBack}
      notice={prefilled ? <Alert variant="info">{t("prefillNotice")}</Alert> : null}
      onSubmit={form.handleSubmit((data) => save(data))}
    >
      {count === 0 ? <p className="text-sm text-gray-600">{t("education.empty")}</p> : null}
      <EducationList
        name="entries"
        idPrefix="education"
        sectionType="education"
        addLabel={t("education.add")}
        control={form.control as unknown as Control<FieldValues>}
        register={form.register as unknown as UseFormRegister<FieldValues>}
        errors={form.formState.errors as FieldErrors<FieldValues>}
      />
    </SectionShell>
  );
}
