"use server";
import { actionClient } from "@/lib/actions/client";
import { INTERVIEWER_ROLES } from "./availability";
import { saveBusinessHours, saveMyAvailability } from "./availability-commands";
import { businessHoursSchema, myAvailabilitySchema } from "./availability-schemas";

/**
 * Entry points of the availability screens (issue 13). The one safe-action client checks tenant,
 * admin session, role and permission (the same as the pages' route rows); zod the shape; the
 * commands the meaning (10567, 10574) and write in one transaction.
 */
export const saveMyAvailabilityAction = actionClient
  .metadata({ name: "availability.save", access: { portal: ["admin"], roles: INTERVIEWER_ROLES, permission: "interviews.view" } })
  .inputSchema(myAvailabilitySchema)
  .action(async ({ parsedInput, ctx: { actor } }) => saveMyAvailability(actor, parsedInput));

export const saveBusinessHoursAction = actionClient
  .metadata({ name: "businessHours.save", access: { portal: ["admin"], permission: "settings.manage" } })
  .inputSchema(businessHoursSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => saveBusinessHours(actor, parsedInput));
