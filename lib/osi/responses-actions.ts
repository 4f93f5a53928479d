"use server";
import { z } from "zod";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { rateOsiAnswer } from "./responses";

/**
 * The response view's server action (issue 16, decision D74). The safe-action client checks
 * tenant → admin session → the role's "interviews.review" (what the live interviews' reviews use);
 * the command checks the rating (10632), the answer (10634), the job association (10568) and
 * that the answer was uploaded (10631). The schema only shapes the input: the range answers its
 * own catalogued code rather than a generic validation error.
 */
const rateSchema = z.object({ answerId: z.string().max(64), rating: z.unknown().transform((v) => (typeof v === "number" ? v : Number.NaN)) });

export const rateOsiAnswerAction = actionClient
  .metadata({ name: "osi.rateAnswer", access: { portal: ["admin"], permission: "interviews.review" } })
  .inputSchema(rateSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    const u = requireUser(user);
    if (!u.companyId) throw appError(ERROR_CODES.permissionDenied);
    return rateOsiAnswer({ userId: u.userId, role: u.role, companyId: u.companyId }, parsedInput);
  });
