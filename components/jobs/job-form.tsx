"use client";

import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useFieldArray, useForm, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { FieldLabel, FieldMessage, Input, fieldFrameClasses } from "@/components/ui/input";
import { DeferredSelect as Select } from "@/components/ui/deferred-select";
import { createJobAction, updateJobAction } from "@/lib/jobs/actions";
import { CURRENCIES, DESCRIPTION_MAX, SALARY_INTERVALS, TITLE_MAX, optionList, type OptionSlug } from "@/lib/jobs/constants";
import { usePreloadResolver } from "@/components/forms/lazy-resolver";
import { NONE, payloadFromForm, type JobFormValues } from "@/lib/jobs/form-values";
import type { JobFormOptions } from "@/lib/jobs/queries";
import { SaveTemplateDialog } from "./save-template-dialog-lazy";
import { useActionFailure } from "@/components/errors/use-action-failure";
import { useJobMessage } from "./use-job-text";

export type JobFormSource = "manual" | "ai" | "file" | "template";

export type JobFormProps = {
  mode: "create" | "edit";
  jobId?: string;
  form: UseFormReturn<JobFormValues>;
  options: JobFormOptions;
  /** Stack names of the catalogue, suggested in the skill inputs. */
  stacks: readonly string[];
  source: JobFormSource;
  templateId?: string | null;
  canSaveTemplate: boolean;
};

// The schema check (and zod) loads on first use or at the first key press, not with the page (D48).
const loadJobFormChecks = () => import("@/lib/jobs/form-validate");
const jobFormResolver: Resolver<JobFormValues> = async (values, context, options) => (await loadJobFormChecks()).jobFormResolver(values, context, options);
const jobFormChecks = { preload: () => loadJobFormChecks().catch(() => undefined) };

/** The form state lives with the caller so the AI and parse-file tabs can fill it. */
export function useJobForm(initial: JobFormValues): UseFormReturn<JobFormValues> {
  usePreloadResolver(jobFormChecks);
  return useForm<JobFormValues>({ resolver: jobFormResolver, defaultValues: initial, mode: "onSubmit", reValidateMode: "onChange" });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-[var(--color-line)] bg-white p-4 max-[600px]:p-3">
      <h2 id={id} className="mb-3 text-base font-medium">
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-4 max-[800px]:grid-cols-1">{children}</div>
    </section>
  );
}

function Textarea({ label, error, hint, className, ...rest }: React.ComponentPropsWithRef<"textarea"> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className={fieldFrameClasses(Boolean(error))}>
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-message` : undefined}
          className="min-h-40 w-full resize-y rounded-md bg-transparent p-2 text-sm text-gray-900 outline-none"
          {...rest}
        />
      </div>
      <FieldMessage id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}

function SkillList({ form, name, label, stacks }: { form: UseFormReturn<JobFormValues>; name: "mustHaveSkills" | "niceToHaveSkills"; label: string; stacks: readonly string[] }) {
  const t = useTranslations("jobs.form");
  const msg = useJobMessage();
  const listId = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors[name];
  return (
    <fieldset className="col-span-2 max-[800px]:col-span-1">
      <legend className="mb-2 text-sm font-medium text-gray-800">{label}</legend>
      <datalist id={listId}>
        {stacks.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <ul className="flex flex-col gap-2">
        {fields.map((field, i) => {
          const stack = form.watch(`${name}.${i}.stack`);
          return (
            <li key={field.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2 max-[600px]:grid-cols-[1fr_5rem_auto]">
              <Input label={t("fields.stack")} list={listId} maxLength={100} error={msg(errors?.[i]?.stack?.message)} {...form.register(`${name}.${i}.stack`)} />
              <Input label={t("fields.years")} inputMode="numeric" error={msg(errors?.[i]?.years?.message)} {...form.register(`${name}.${i}.years`)} />
              <Button variant="ghost" size="xs" className="mt-6" onClick={() => remove(i)} aria-label={t("fields.removeSkill", { name: stack || t("fields.stack") })}>
                {t("fields.remove")}
              </Button>
            </li>
          );
        })}
      </ul>
      {fields.length === 0 ? <p className="text-sm text-gray-600">{t("fields.noSkills")}</p> : null}
      <Button variant="secondary" size="xs" className="mt-2" onClick={() => append({ stack: "", years: "" })}>
        {t("fields.addSkill")}
      </Button>
    </fieldset>
  );
}

function OptionSelect({ form, name, label, slug, only }: { form: UseFormReturn<JobFormValues>; name: Path<JobFormValues>; label: string; slug: OptionSlug | "salary-intervals"; only?: readonly string[] }) {
  const t = useTranslations("jobs.form");
  const locale = useLocale();
  const msg = useJobMessage();
  const error = name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as { message?: string } | undefined;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          value={field.value as string}
          onValueChange={field.onChange}
          options={[{ value: NONE, label: t("notSpecified") }, ...optionList(slug, locale, only)]}
          error={msg(error?.message)}
        />
      )}
    />
  );
}

export function JobForm({ mode, jobId, form, options, stacks, source, templateId, canSaveTemplate }: JobFormProps) {
  const t = useTranslations("jobs.form");
  const msg = useJobMessage();
  const failureText = useActionFailure();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const [templateOpen, setTemplateOpen] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const errors = form.formState.errors;
  const { register, control, handleSubmit, setError, setValue, getValues } = form;

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const onSubmit = (values: JobFormValues) => {
    setFailure(null);
    startTransition(async () => {
      const job = payloadFromForm(values);
      const result = mode === "create" ? await createJobAction({ job, source, templateId: templateId ?? null }) : await updateJobAction({ jobId: jobId ?? "", job });
      const data = result?.data;
      if (data?.ok) {
        router.push(`/admin/jobs/${data.id}?saved=${mode === "create" ? "created" : "updated"}`);
        return;
      }
      if (data && !data.ok) {
        const entries = Object.entries(data.fieldErrors);
        entries.forEach(([path, message], i) => setError(path as Path<JobFormValues>, { message }, { shouldFocus: i === 0 }));
        return;
      }
      setFailure(failureText(result));
    });
  };

  const departments = options.departments.map((d) => ({ value: d.id, label: d.name }));
  const assignees = [{ value: NONE, label: t("unassigned") }, ...options.assignees.map((u) => ({ value: u.id, label: u.name }))];

  return (
    <>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-busy={pending || undefined} data-testid="job-form">
        {failure ? (
          <Alert variant="danger" ref={alertRef} tabIndex={-1} className="outline-none" data-testid="job-form-error">
            {failure}
          </Alert>
        ) : null}

        <Section id="job-basics" title={t("sections.basics")}>
          <Input label={t("fields.title")} required maxLength={TITLE_MAX} error={msg(errors.title?.message)} hint={t("fields.titleHint")} containerClassName="col-span-2 max-[800px]:col-span-1" {...register("title")} />
          <Controller
            control={control}
            name="departmentId"
            render={({ field }) => (
              <Select
                label={t("fields.department")}
                required
                value={field.value || undefined}
                onValueChange={(id) => {
                  field.onChange(id);
                  // A department's default recruiter becomes the assignee when none is chosen yet.
                  const fallback = options.departments.find((d) => d.id === id)?.defaultRecruiterId;
                  if (fallback && getValues("assigneeId") === NONE && options.assignees.some((a) => a.id === fallback)) setValue("assigneeId", fallback);
                }}
                options={departments}
                error={msg(errors.departmentId?.message)}
              />
            )}
          />
          <Input label={t("fields.dueDate")} type="date" required error={msg(errors.dueDate?.message)} hint={t("fields.dueDateHint")} {...register("dueDate")} />
          <Input label={t("fields.openings")} inputMode="numeric" error={msg(errors.openings?.message)} {...register("openings")} />
          <Input label={t("fields.designation")} maxLength={100} error={msg(errors.designation?.message)} {...register("designation")} />
          <Input label={t("fields.domains")} hint={t("fields.listHint")} error={msg(errors.domains?.message)} {...register("domains")} />
          <Input label={t("fields.companyLocation")} maxLength={200} error={msg(errors.companyLocation?.message)} {...register("companyLocation")} />
          <Textarea
            label={t("fields.description")}
            maxLength={DESCRIPTION_MAX}
            error={msg(errors.description?.message)}
            className="col-span-2 max-[800px]:col-span-1"
            {...register("description")}
          />
        </Section>

        <Section id="job-skills" title={t("sections.skills")}>
          <SkillList form={form} name="mustHaveSkills" label={t("fields.mustHave")} stacks={stacks} />
          <SkillList form={form} name="niceToHaveSkills" label={t("fields.niceToHave")} stacks={stacks} />
          <Input label={t("fields.experienceFrom")} inputMode="numeric" error={msg(errors.experienceFrom?.message)} {...register("experienceFrom")} />
          <Input label={t("fields.experienceTo")} inputMode="numeric" error={msg(errors.experienceTo?.message)} {...register("experienceTo")} />
        </Section>

        <Section id="job-conditions" title={t("sections.conditions")}>
          <OptionSelect form={form} name="workplaceType" label={t("fields.workplaceType")} slug="workplace-types" />
          <OptionSelect form={form} name="jobType" label={t("fields.jobType")} slug="job-types" />
          <OptionSelect form={form} name="contractType" label={t("fields.contractType")} slug="contract-types" />
          <OptionSelect form={form} name="availability" label={t("fields.availability")} slug="availability" />
          <Input label={t("fields.jobLocations")} hint={t("fields.locationsHint")} error={msg(errors.jobLocations?.message)} {...register("jobLocations")} />
          <Input label={t("fields.candidateLocations")} hint={t("fields.locationsHint")} error={msg(errors.candidateLocations?.message)} {...register("candidateLocations")} />
        </Section>

        <Section id="job-salary" title={t("sections.salary")}>
          <Select label={t("fields.currency")} value={CURRENCIES[0]} options={CURRENCIES.map((c) => ({ value: c, label: c }))} hint={t("fields.currencyHint")} />
          <OptionSelect form={form} name="salary.interval" label={t("fields.salaryInterval")} slug="salary-intervals" only={SALARY_INTERVALS} />
          <Input label={t("fields.salaryFrom")} inputMode="decimal" error={msg(errors.salary?.from?.message)} {...register("salary.from")} />
          <Input label={t("fields.salaryTo")} inputMode="decimal" error={msg(errors.salary?.to?.message)} {...register("salary.to")} />
        </Section>

        <Section id="job-team" title={t("sections.team")}>
          <Controller
            control={control}
            name="assigneeId"
            render={({ field }) => <Select label={t("fields.assignee")} value={field.value} onValueChange={field.onChange} options={assignees} error={msg(errors.assigneeId?.message)} />}
          />
          <Controller
            control={control}
            name="collaboratorIds"
            render={({ field }) => (
              <fieldset>
                <legend className="mb-1 text-sm font-medium text-gray-800">{t("fields.collaborators")}</legend>
                {options.team.length === 0 ? <p className="text-sm text-gray-600">{t("fields.noTeam")}</p> : null}
                <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
                  {options.team.map((u) => {
                    const checked = field.value.includes(u.id);
                    return (
                      <li key={u.id}>
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 accent-[var(--brand)]"
                            checked={checked}
                            onChange={() => field.onChange(checked ? field.value.filter((x) => x !== u.id) : [...field.value, u.id])}
                          />
                          {u.name}
                        </label>
                      </li>
                    );
                  })}
                </ul>
                <FieldMessage id="collaborators-message" error={msg(errors.collaboratorIds?.message)} />
              </fieldset>
            )}
          />
        </Section>

        <Section id="job-search" title={t("sections.more")}>
          <Input label={t("fields.booleanQuery")} hint={t("fields.booleanHint")} maxLength={1000} error={msg(errors.booleanQuery?.message)} containerClassName="col-span-2 max-[800px]:col-span-1" {...register("booleanQuery")} />
          <Input label={t("fields.introVideoUrl")} type="url" inputMode="url" error={msg(errors.introVideoUrl?.message)} {...register("introVideoUrl")} />
          <Input label={t("fields.postInterviewVideoUrl")} type="url" inputMode="url" error={msg(errors.postInterviewVideoUrl?.message)} {...register("postInterviewVideoUrl")} />
        </Section>

        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link href={mode === "edit" && jobId ? `/admin/jobs/${jobId}` : "/admin/jobs"} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            {t("cancel")}
          </Link>
          {canSaveTemplate ? (
            <Button variant="secondary" size="sm" onClick={() => setTemplateOpen(true)}>
              {t("saveAsTemplate")}
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={pending}>
            {mode === "create" ? t("submitCreate") : t("submitSave")}
          </Button>
        </div>
      </form>
      {/* Outside the job form: a dialog's own submit must not bubble into it through the portal. */}
      <SaveTemplateDialog
        open={templateOpen}
        onOpenChange={setTemplateOpen}
        getDraft={() => {
          // A template keeps no due date: each job made from it gets its own.
          const { dueDate: _dueDate, ...draft } = payloadFromForm(getValues());
          void _dueDate;
          return draft;
        }}
        onFieldErrors={(errs) => Object.entries(errs).forEach(([path, message]) => setError(path as Path<JobFormValues>, { message }))}
      />
    </>
  );
}
