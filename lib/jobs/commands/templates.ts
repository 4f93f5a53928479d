import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { departments, jobTemplates } from "@/db/schema";
import type { Actor } from "@/lib/audit/actor";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { isUniqueViolation } from "@/lib/errors/pg";
import { isUuid } from "@/lib/text/uuid";
import type { JobDraft, JobInput } from "../schemas";
import { createJob } from "./create-job";
import { logJobActivity } from "./shared";

/** Thrown when a template name is taken; actions turn it into the templateName field message. */
export class TemplateNameTakenError extends Error {
  constructor() {
    super("template name taken");
  }
}

export async function saveTemplate(actor: Actor, templateName: string, draft: JobDraft): Promise<{ id: string }> {
  try {
    return await getDb().transaction(async (tx) => {
      // A department of another company is dropped rather than stored.
      let payload = draft;
      if (draft.departmentId) {
        const own = await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.id, draft.departmentId), eq(departments.companyId, actor.companyId)));
        if (!own[0]) payload = { ...draft, departmentId: null };
      }
      const [row] = await tx
        .insert(jobTemplates)
        .values({ companyId: actor.companyId, templateName, payload: payload as unknown as Record<string, unknown>, createdById: actor.actorUserId })
        .returning({ id: jobTemplates.id });
      await logJobActivity(tx, actor, "jobs.saveTemplate", row.id, { before: null, after: { templateName, title: payload.title } }, "jobTemplate");
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new TemplateNameTakenError();
    throw e;
  }
}

/** A job from a template: the form shows the template's fields, the user completes them, this creates it. */
export async function createFromTemplate(actor: Actor, templateId: string, input: JobInput, now: Date = new Date()) {
  if (!isUuid(templateId)) throw appError(ERROR_CODES.recordNotFound);
  const found = await getDb()
    .select({ id: jobTemplates.id })
    .from(jobTemplates)
    .where(and(eq(jobTemplates.id, templateId), eq(jobTemplates.companyId, actor.companyId)));
  if (!found[0]) throw appError(ERROR_CODES.recordNotFound);
  return createJob(actor, input, { source: "template", templateId, now });
}
