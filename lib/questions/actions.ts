"use server";
import { actionClient } from "@/lib/actions/client";
import {
  attachJobQuestion,
  createAssistQuestion,
  createCodeQuestion,
  createOsiQuestion,
  deleteAssistQuestion,
  deleteCodeQuestion,
  deleteOsiQuestion,
  detachJobQuestion,
  moveJobQuestion,
  updateAssistQuestion,
  updateCodeQuestion,
  updateOsiQuestion,
} from "./commands";
import { osiPickerOptions } from "./queries";
import {
  assistQuestionSchema,
  codeQuestionSchema,
  jobQuestionSchema,
  moveJobQuestionSchema,
  osiQuestionSchema,
  pickerSearchSchema,
  questionIdSchema,
  updateAssistSchema,
  updateCodeSchema,
  updateOsiSchema,
} from "./schemas";

/**
 * Entry points of the question bank and of a job's attached questions. The safe-action client
 * checks tenant, admin session and the permission; zod checks the input; the commands run in one
 * transaction each, scoped by the actor's company. The bank is kept by those who edit jobs
 * ("jobs.edit", decision D70.1); attaching to a job is editing that job.
 */
const bankAction = (name: string) => actionClient.metadata({ name, access: { portal: ["admin"], permission: "jobs.edit" } });
const ok = { ok: true as const };

export const createAssistQuestionAction = bankAction("questions.assist.create")
  .inputSchema(assistQuestionSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => createAssistQuestion(actor, parsedInput));

export const updateAssistQuestionAction = bankAction("questions.assist.update")
  .inputSchema(updateAssistSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => updateAssistQuestion(actor, parsedInput.id, parsedInput.values));

export const deleteAssistQuestionAction = bankAction("questions.assist.delete")
  .inputSchema(questionIdSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => {
    await deleteAssistQuestion(actor, parsedInput.id);
    return ok;
  });

export const createOsiQuestionAction = bankAction("questions.osi.create")
  .inputSchema(osiQuestionSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => createOsiQuestion(actor, parsedInput));

export const updateOsiQuestionAction = bankAction("questions.osi.update")
  .inputSchema(updateOsiSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => updateOsiQuestion(actor, parsedInput.id, parsedInput.values));

export const deleteOsiQuestionAction = bankAction("questions.osi.delete")
  .inputSchema(questionIdSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => {
    await deleteOsiQuestion(actor, parsedInput.id);
    return ok;
  });

export const createCodeQuestionAction = bankAction("questions.code.create")
  .inputSchema(codeQuestionSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => createCodeQuestion(actor, parsedInput));

export const updateCodeQuestionAction = bankAction("questions.code.update")
  .inputSchema(updateCodeSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => updateCodeQuestion(actor, parsedInput.id, parsedInput.values));

export const deleteCodeQuestionAction = bankAction("questions.code.delete")
  .inputSchema(questionIdSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => {
    await deleteCodeQuestion(actor, parsedInput.id);
    return ok;
  });

export const attachJobQuestionAction = bankAction("questions.job.attach")
  .inputSchema(jobQuestionSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => ({ questions: await attachJobQuestion(actor, parsedInput.jobId, parsedInput.questionId) }));

export const detachJobQuestionAction = bankAction("questions.job.detach")
  .inputSchema(jobQuestionSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => ({ questions: await detachJobQuestion(actor, parsedInput.jobId, parsedInput.questionId) }));

export const moveJobQuestionAction = bankAction("questions.job.move")
  .inputSchema(moveJobQuestionSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => ({ questions: await moveJobQuestion(actor, parsedInput.jobId, parsedInput.questionId, parsedInput.direction) }));

/** The attach picker's search (a read, so the job's edit permission as the attach itself). */
export const searchOsiPickerAction = bankAction("questions.job.picker")
  .inputSchema(pickerSearchSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => ({ options: await osiPickerOptions(actor.companyId, parsedInput.jobId, parsedInput.q) }));
