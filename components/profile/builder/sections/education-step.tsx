"use client";

import { useTranslations } from "next-intl";
import { useForm, useWatch, type Control, type FieldErrors, type FieldValues, type UseFormRegister } from "react-hook-form";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import type { SectionInput, educationSectionSchema } from "@/lib/profiles/schemas";
import { SectionShell, useReportDirty, useSaveSection, type StepProps } from "../section-shell";
import { EducationList } from "./education-list";

type Values = SectionInput<"education">;

// zod and the schema load at the first key press or validation, not with the page (decision D48).
const educationStepResolver = lazyZodResolver<Values, z.output<typeof educationSectionSchema>>(() => import("@/lib/profiles/schemas").then((m) => m.educationSectionSchema));

/** Step 4: education grouped by level on save; each entry needs its level and course. */
export function EducationStep({ defaults, prefilled, onDirtyChange, onSaved, onBack, isLast }: StepProps & { defaults: Values; prefilled: boolean }) {
  usePreloadResolver(educationStepResolver);
  const t = useTranslations("builder");
  const { save, pending, failure } = useSaveSection("education", onSaved);
  const form = useForm<Values, unknown, z.output<typeof educationSectionSchema>>({ resolver: educationStepResolver, defaultValues: defaults });
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
