"use client";

import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm, useWatch, type Control, type FieldErrors, type FieldValues, type UseFormRegister } from "react-hook-form";
import { lazyZodResolver, usePreloadResolver } from "@/components/forms/lazy-resolver";
import type { z } from "zod";
import { Input } from "@/components/ui/input";
import { Select } from "../builder-select";
import { optionsOf } from "@/lib/profiles/options";
import { DEPENDENTS, MARRIED } from "@/lib/profiles/rules";
import type { SectionInput, immigrationSectionSchema } from "@/lib/profiles/schemas";
import { NAME_MAX } from "@/lib/profiles/limits";
import { CheckboxGroup, CountrySelect, NumberSelect, YesNoField } from "../fields";
import { SectionShell, useReportDirty, useSaveSection, type StepProps } from "../section-shell";
import { useBuilderMessages } from "../use-builder-messages";
import { EducationList } from "./education-list";

type Values = SectionInput<"immigration">;

// zod and the schema load at the first key press or validation, not with the page (decision D48).
const immigrationStepResolver = lazyZodResolver<Values, z.output<typeof immigrationSectionSchema>>(() => import("@/lib/profiles/schemas").then((m) => m.immigrationSectionSchema));

/** Step 7: immigration details, and the spouse's own details and education when married. */
export function ImmigrationStep({ defaults, onDirtyChange, onSaved, onBack, isLast }: StepProps & { defaults: Values }) {
  usePreloadResolver(immigrationStepResolver);
  const t = useTranslations("builder");
  const locale = useLocale();
  const msg = useBuilderMessages();
  const { save, pending, failure } = useSaveSection("immigration", onSaved);
  const form = useForm<Values, unknown, z.output<typeof immigrationSectionSchema>>({
    // Spouse fields hidden by a marital status other than married are dropped, not validated.
    resolver: (values, ctx, opts) =>
      immigrationStepResolver(values.maritalStatus === MARRIED ? values : { ...values, spouse: undefined, spouseApplicationDetails: undefined, spouseEducation: [] }, ctx, opts),
    defaultValues: defaults,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  useReportDirty(isDirty, onDirtyChange);
  const married = useWatch({ control, name: "maritalStatus" }) === MARRIED;
  const ti = (k: string) => t(`immigration.${k}`);

  return (
    <SectionShell heading={ti("heading")} pending={pending} failure={failure} isLast={isLast} onBack={onBack} onSubmit={handleSubmit((data) => save(data))}>
      <div className="grid grid-cols-2 gap-3 max-[800px]:grid-cols-1">
        <Input id="immigration-dob" type="date" label={ti("dob")} error={msg.field(errors.dob?.message)} {...register("dob")} />
        <Controller
          control={control}
          name="maritalStatus"
          render={({ field }) => (
            <Select id="immigration-marital-status" label={ti("maritalStatus")} options={optionsOf("marital-status", locale)} value={field.value || undefined} onValueChange={field.onChange} error={msg.field(errors.maritalStatus?.message)} />
          )}
        />
        <Controller
          control={control}
          name="dependents"
          render={({ field }) => (
            <NumberSelect id="immigration-dependents" label={ti("dependents")} clearLabel={ti("dependentsNone")} options={DEPENDENTS} value={field.value} onChange={field.onChange} error={msg.field(errors.dependents?.message)} />
          )}
        />
        <Controller
          control={control}
          name="citizenship"
          render={({ field }) => <CountrySelect id="immigration-citizenship" label={ti("citizenship")} value={field.value ?? ""} onChange={field.onChange} error={msg.field(errors.citizenship?.message)} />}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 max-[800px]:grid-cols-1">
        <Controller control={control} name="remoteWork" render={({ field }) => <YesNoField name="remoteWork" legend={ti("remoteWork")} value={field.value ?? ""} onChange={field.onChange} />} />
        <Controller control={control} name="validDocument" render={({ field }) => <YesNoField name="validDocument" legend={ti("validDocument")} value={field.value ?? ""} onChange={field.onChange} />} />
      </div>
      <Controller
        control={control}
        name="checkLists"
        render={({ field }) => <CheckboxGroup legend={ti("checkLists")} options={optionsOf("immigration-documents", locale)} value={field.value ?? []} onChange={field.onChange} error={msg.field(errors.checkLists?.message)} />}
      />
      <fieldset className="grid grid-cols-3 gap-3 max-[800px]:grid-cols-1">
        <legend className="mb-1 text-sm font-semibold text-gray-900">{ti("application")}</legend>
        <Input id="immigration-application-date" type="date" label={ti("applicationDate")} error={msg.field(errors.applicationDetails?.applicationDate?.message)} {...register("applicationDetails.applicationDate")} />
        <Controller
          control={control}
          name="applicationDetails.applicationCountry"
          render={({ field }) => <CountrySelect id="immigration-application-country" label={ti("applicationCountry")} value={field.value ?? ""} onChange={field.onChange} />}
        />
        <Input id="immigration-application-status" label={ti("applicationStatus")} maxLength={100} error={msg.field(errors.applicationDetails?.applicationStatus?.message)} {...register("applicationDetails.applicationStatus")} />
      </fieldset>

      {married ? (
        <section aria-labelledby="spouse-heading" className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4 max-[600px]:p-3" data-testid="spouse-section">
          <h3 id="spouse-heading" className="text-sm font-semibold text-gray-900">
            {ti("spouse")}
          </h3>
          <div className="grid grid-cols-3 gap-3 max-[800px]:grid-cols-1">
            <Input id="spouse-first-name" label={ti("spouseFirstName")} maxLength={NAME_MAX} error={msg.field(errors.spouse?.firstName?.message)} {...register("spouse.firstName")} />
            <Input id="spouse-middle-name" label={ti("spouseMiddleName")} maxLength={NAME_MAX} error={msg.field(errors.spouse?.middleName?.message)} {...register("spouse.middleName")} />
            <Input id="spouse-last-name" label={ti("spouseLastName")} maxLength={NAME_MAX} error={msg.field(errors.spouse?.lastName?.message)} {...register("spouse.lastName")} />
            <Input id="spouse-dob" type="date" label={ti("spouseDob")} error={msg.field(errors.spouse?.dob?.message)} {...register("spouse.dob")} />
            <Controller control={control} name="spouse.country" render={({ field }) => <CountrySelect id="spouse-country" label={ti("spouseCountry")} value={field.value ?? ""} onChange={field.onChange} />} />
            <Controller control={control} name="spouse.citizenship" render={({ field }) => <CountrySelect id="spouse-citizenship" label={ti("spouseCitizenship")} value={field.value ?? ""} onChange={field.onChange} />} />
          </div>
          <Controller control={control} name="spouse.validDocument" render={({ field }) => <YesNoField name="spouseValidDocument" legend={ti("spouseValidDocument")} value={field.value ?? ""} onChange={field.onChange} />} />
          <fieldset className="grid grid-cols-3 gap-3 max-[800px]:grid-cols-1">
            <legend className="mb-1 text-sm font-semibold text-gray-900">{ti("spouseApplication")}</legend>
            <Input id="spouse-application-date" type="date" label={ti("applicationDate")} error={msg.field(errors.spouseApplicationDetails?.applicationDate?.message)} {...register("spouseApplicationDetails.applicationDate")} />
            <Controller
              control={control}
              name="spouseApplicationDetails.applicationCountry"
              render={({ field }) => <CountrySelect id="spouse-application-country" label={ti("applicationCountry")} value={field.value ?? ""} onChange={field.onChange} />}
            />
            <Input id="spouse-application-status" label={ti("applicationStatus")} maxLength={100} {...register("spouseApplicationDetails.applicationStatus")} />
          </fieldset>
          <div>
            <h4 className="mb-2 text-sm font-semibold text-gray-900">{ti("spouseEducation")}</h4>
            <EducationList
              name="spouseEducation"
              idPrefix="spouse-education"
              sectionType="immigration"
              addLabel={ti("addSpouseEducation")}
              control={control as unknown as Control<FieldValues>}
              register={register as unknown as UseFormRegister<FieldValues>}
              errors={errors as FieldErrors<FieldValues>}
            />
          </div>
        </section>
      ) : null}
    </SectionShell>
  );
}
