"use server";
import { actionClient } from "@/lib/actions/client";
import { addCompanyDomain, addDomainSchema, removeCompanyDomain, removeDomainSchema } from "./domains";

/**
 * The cloud admin's domain screen (/admin/cloud). The safe-action client checks the tenant and
 * that the session is a cloud admin's; the commands validate the host (10585–10587), write the
 * row and its activity-log entry in one transaction, and drop the domain cache.
 */
const cloudAction = (name: string) => actionClient.metadata({ name, access: { portal: ["cloud"] } });

export const addCompanyDomainAction = cloudAction("company.domain.add")
  .inputSchema(addDomainSchema)
  .action(async ({ parsedInput, ctx: { user } }) => addCompanyDomain({ actorUserId: user?.userId ?? null }, parsedInput));

export const removeCompanyDomainAction = cloudAction("company.domain.remove")
  .inputSchema(removeDomainSchema)
  .action(async ({ parsedInput, ctx: { user } }) => removeCompanyDomain({ actorUserId: user?.userId ?? null }, parsedInput));
