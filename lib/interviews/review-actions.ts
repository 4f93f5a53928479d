"use server";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { submitReview } from "./commands/submit-review";
import { submitReviewSchema } from "./review-schemas";

/**
 * The review form's server action (decision D47). The safe-action client checks tenant → admin
 * session → role permission (interviews.review) → zod with the spec's messages; the command
 * checks the entry (10404), the job association (10568), the interviewer (10576) and the review
 * window (10571) in its own transaction.
 */
const REVIEW = { portal: ["admin"] as const, permission: "interviews.review" as const };

export const submitReviewAction = actionClient
  .metadata({ name: "interviews.submitReview", access: REVIEW })
  .inputSchema(submitReviewSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    const u = requireUser(user);
    if (!u.companyId) throw appError(ERROR_CODES.permissionDenied);
    return submitReview({ userId: u.userId, role: u.role, companyId: u.companyId }, parsedInput);
  });
