"use server";
import { z } from "zod";
import { actionClient } from "@/lib/actions/client";
import { AiGenerationError, AiNotConfiguredError, generateJobFromPrompt } from "./ai";
import {
  TemplateNameTakenError,
  addCollaborator,
  assignJob,
  changeStatus,
  createFromTemplate,
  createJob,
  extendDueDate,
  removeCollaborator,
  repostJob,
  saveTemplate,
  setPublished,
  updateJob,
} from "./commands";
import {
  JOB_MESSAGES,
  assignSchema,
  changeStatusSchema,
  collaboratorSchema,
  extendDueDateSchema,
  jobDraftSchema,
  jobInputSchema,
  promptSchema,
  publishSchema,
  repostSchema,
  saveTemplateSchema,
} from "./schemas";

/**
 * Server actions of the job screens. Each goes through the one safe-action client (tenant →
 * admin session → role permission → zod) and calls a command that writes its own activity-log
 * entry. The job form's actions validate the nested job themselves so that every field's message
 * comes back under its own path ("salary.to"), which the flattened default shape would lose.
 */
const admin = (permission: "jobs.create" | "jobs.edit" | "jobs.changeStatus" | "jobs.publish") => ({ portal: ["admin"] as const, permission });

export type FieldErrors = Record<string, string>;
export type FormResult = { ok: true; id: string; jdId?: string } | { ok: false; fieldErrors: FieldErrors };

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    out[key] ??= issue.message;
  }
  return out;
}

const SOURCES = ["manual", "ai", "file", "template"] as const;

export const createJobAction = actionClient
  .metadata({ name: "jobs.create", access: admin("jobs.create") })
  .inputSchema(z.object({ job: z.unknown(), source: z.enum(SOURCES).default("manual"), templateId: z.string().max(64).nullish() }))
  .action(async ({ parsedInput, ctx: { actor } }): Promise<FormResult> => {
    const parsed = jobInputSchema.safeParse(parsedInput.job);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
    const created = parsedInput.templateId
      ? await createFromTemplate(actor, parsedInput.templateId, parsed.data)
      : await createJob(actor, parsed.data, { source: parsedInput.source });
    return { ok: true, id: created.id, jdId: created.jdId };
  });

export const updateJobAction = actionClient
  .metadata({ name: "jobs.update", access: admin("jobs.edit") })
  .inputSchema(z.object({ jobId: z.string().max(64), job: z.unknown() }))
  .action(async ({ parsedInput, ctx: { actor } }): Promise<FormResult> => {
    const parsed = jobInputSchema.safeParse(parsedInput.job);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
    await updateJob(actor, parsedInput.jobId, parsed.data);
    return { ok: true, id: parsedInput.jobId };
  });

export const saveTemplateAction = actionClient
  .metadata({ name: "jobs.saveTemplate", access: admin("jobs.create") })
  .inputSchema(z.object({ templateName: z.unknown(), draft: z.unknown() }))
  .action(async ({ parsedInput, ctx: { actor } }): Promise<FormResult> => {
    const name = saveTemplateSchema.shape.templateName.safeParse(parsedInput.templateName);
    if (!name.success) return { ok: false, fieldErrors: { templateName: name.error.issues[0].message } };
    const draft = jobDraftSchema.safeParse(parsedInput.draft);
    if (!draft.success) return { ok: false, fieldErrors: fieldErrorsOf(draft.error) };
    try {
      const saved = await saveTemplate(actor, name.data, draft.data);
      return { ok: true, id: saved.id };
    } catch (e) {
      if (e instanceof TemplateNameTakenError) return { ok: false, fieldErrors: { templateName: JOB_MESSAGES.templateNameTaken } };
      throw e;
    }
  });

export const changeStatusAction = actionClient
  .metadata({ name: "jobs.changeStatus", access: admin("jobs.changeStatus") })
  .inputSchema(changeStatusSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => changeStatus(actor, parsedInput));

export const extendDueDateAction = actionClient
  .metadata({ name: "jobs.extendDueDate", access: admin("jobs.edit") })
  .inputSchema(extendDueDateSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => extendDueDate(actor, parsedInput.jobId, parsedInput.dueDate));

export const setPublishedAction = actionClient
  .metadata({ name: "jobs.publish", access: admin("jobs.publish") })
  .inputSchema(publishSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => setPublished(actor, parsedInput.jobId, parsedInput.published));

export const assignJobAction = actionClient
  .metadata({ name: "jobs.assign", access: admin("jobs.edit") })
  .inputSchema(assignSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => {
    await assignJob(actor, parsedInput.jobId, parsedInput.assigneeId);
    return { ok: true as const };
  });

export const addCollaboratorAction = actionClient
  .metadata({ name: "jobs.addCollaborator", access: admin("jobs.edit") })
  .inputSchema(collaboratorSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => addCollaborator(actor, parsedInput.jobId, parsedInput.userId));

export const removeCollaboratorAction = actionClient
  .metadata({ name: "jobs.removeCollaborator", access: admin("jobs.edit") })
  .inputSchema(collaboratorSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => removeCollaborator(actor, parsedInput.jobId, parsedInput.userId));

export const repostJobAction = actionClient
  .metadata({ name: "jobs.repost", access: admin("jobs.create") })
  .inputSchema(repostSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => repostJob(actor, parsedInput.jobId, parsedInput.dueDate));

export type GenerateResult = { ok: true; draft: z.output<typeof jobDraftSchema> } | { ok: false; reason: "notConfigured" | "failed" };

export const generateJobAction = actionClient
  .metadata({ name: "jobs.generate", access: admin("jobs.create") })
  .inputSchema(promptSchema)
  .action(async ({ parsedInput, ctx: { actor } }): Promise<GenerateResult> => {
    try {
      return { ok: true, draft: await generateJobFromPrompt(actor, parsedInput.prompt) };
    } catch (e) {
      if (e instanceof AiNotConfiguredError) return { ok: false, reason: "notConfigured" };
      if (e instanceof AiGenerationError) return { ok: false, reason: "failed" };
      throw e;
    }
  });
