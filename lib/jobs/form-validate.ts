import type { FieldErrors, Resolver } from "react-hook-form";
import { formFieldOf, payloadFromForm, type JobFormValues } from "./form-values";
import { jobInputSchema } from "./schemas";

// The job form's checks with the server's own schema. The form loads this module (and zod) on
// first use, not with the page (decision D48; components/jobs/job-form.tsx).

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] ??= value;
}

/** Field errors (form field path → schema message) from the schema, for the resolver and server answers. */
export function validateJobForm(values: JobFormValues): Record<string, string> {
  const parsed = jobInputSchema.safeParse(payloadFromForm(values));
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[formFieldOf(issue.path.join("."))] ??= issue.message;
  return out;
}

export const jobFormResolver: Resolver<JobFormValues> = (values) => {
  const errors = validateJobForm(values);
  if (!Object.keys(errors).length) return { values, errors: {} };
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) setPath(nested, path, { type: "validate", message });
  return { values: {}, errors: nested as FieldErrors<JobFormValues> };
};
