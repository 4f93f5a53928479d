"use client";

import type { JobFormValues } from "@/lib/jobs/form-values";
import type { JobFormOptions } from "@/lib/jobs/queries";
import { JobForm, useJobForm } from "./job-form";

export type JobEditFormProps = {
  jobId: string;
  initial: JobFormValues;
  options: JobFormOptions;
  stacks: readonly string[];
  canSaveTemplate: boolean;
};

/**
 * Editing a saved job: the form alone. The edit page renders this rather than `JobEditor`, whose
 * fill-from tabs (Radix Tabs and its roving focus) only creating offers, so it carries no tab
 * code (decision D82).
 */
export function JobEditForm({ jobId, initial, options, stacks, canSaveTemplate }: JobEditFormProps) {
  const form = useJobForm(initial);
  return <JobForm mode="edit" jobId={jobId} form={form} options={options} stacks={stacks} source="manual" canSaveTemplate={canSaveTemplate} />;
}
