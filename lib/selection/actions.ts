"use server";
import { z } from "zod";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import { createShare, removeFromShortlist, shortlist } from "./commands";
import { shortlistJobOptions } from "./queries";
import { shareSchema, shortlistSchema } from "./schemas";

/**
 * Server actions of the selection bar. The safe-action client checks tenant → admin session →
 * role permission → zod; the commands check the job rules (10078, 10333, 10334, 10336, 10404) in
 * their own transaction with the activity-log entries.
 */
const SHORTLIST = { portal: ["admin"] as const, permission: "talent.shortlist" as const };
const SEARCH = { portal: ["admin"] as const, permission: "talent.search" as const };

export const shortlistAction = actionClient
  .metadata({ name: "selection.shortlist", access: SHORTLIST })
  .inputSchema(shortlistSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => shortlist(tenant, { actorUserId: requireUser(user).userId }, { ...parsedInput, status: "shortListed" }));

export const standbyAction = actionClient
  .metadata({ name: "selection.standby", access: SHORTLIST })
  .inputSchema(shortlistSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => shortlist(tenant, { actorUserId: requireUser(user).userId }, { ...parsedInput, status: "standBy" }));

export const removeFromShortlistAction = actionClient
  .metadata({ name: "selection.remove", access: SHORTLIST })
  .inputSchema(shortlistSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => removeFromShortlist(tenant, { actorUserId: requireUser(user).userId }, parsedInput));

export const shareTalentsAction = actionClient
  .metadata({ name: "selection.share", access: SEARCH })
  .inputSchema(shareSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => createShare(tenant, { actorUserId: requireUser(user).userId }, parsedInput));

/** The job picker's lists; loaded when the picker opens, so mounting the bar costs no query. */
export const shortlistJobOptionsAction = actionClient
  .metadata({ name: "selection.jobOptions", access: SHORTLIST })
  .inputSchema(z.object({}).optional())
  .action(async ({ ctx: { tenant, user } }) => shortlistJobOptions(tenant.id, requireUser(user).userId));
