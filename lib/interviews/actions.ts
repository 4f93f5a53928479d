"use server";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import type { SessionUser } from "@/lib/auth/identity";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { setInterviewBlocked } from "./commands/block";
import { boardMove } from "./commands/board-move";
import { concludeInterview } from "./commands/conclude";
import type { PipelineViewer } from "./commands/guard";
import { moveShortlistedToInterviewList, returnToInterviewList } from "./commands/move-to-interview-list";
import { recommendToHire } from "./commands/recommend";
import { sendToNextRound } from "./commands/send-to-next-round";
import { shortlistAfterReview } from "./commands/shortlist";
import { standByAfterReview } from "./commands/stand-by";
import { blockSchema, boardMoveSchema, concludeSchema, entryCommandSchema, moveToListSchema } from "./pipeline-schemas";

/**
 * Server actions of the interview pipeline (decision D43). The safe-action client checks
 * tenant → admin session → role permission (interviews.schedule) → zod; each command checks the
 * permission again with the stored role and the job association (10568) in its own transaction.
 */
const SCHEDULE = { portal: ["admin"] as const, permission: "interviews.schedule" as const };

function viewerOf(user: SessionUser | null): PipelineViewer {
  const u = requireUser(user);
  if (!u.companyId) throw appError(ERROR_CODES.permissionDenied);
  return { userId: u.userId, role: u.role, companyId: u.companyId };
}

export const moveToInterviewListAction = actionClient
  .metadata({ name: "interviews.moveToInterviewList", access: SCHEDULE })
  .inputSchema(moveToListSchema)
  .action(async ({ parsedInput, ctx: { user } }) => moveShortlistedToInterviewList(viewerOf(user), parsedInput));

export const returnToInterviewListAction = actionClient
  .metadata({ name: "interviews.returnToInterviewList", access: SCHEDULE })
  .inputSchema(entryCommandSchema)
  .action(async ({ parsedInput, ctx: { user } }) => returnToInterviewList(viewerOf(user), parsedInput));

export const setInterviewBlockedAction = actionClient
  .metadata({ name: "interviews.setBlocked", access: SCHEDULE })
  .inputSchema(blockSchema)
  .action(async ({ parsedInput, ctx: { user } }) => setInterviewBlocked(viewerOf(user), parsedInput));

export const sendToNextRoundAction = actionClient
  .metadata({ name: "interviews.sendToNextRound", access: SCHEDULE })
  .inputSchema(entryCommandSchema)
  .action(async ({ parsedInput, ctx: { user } }) => sendToNextRound(viewerOf(user), parsedInput));

export const recommendToHireAction = actionClient
  .metadata({ name: "interviews.recommend", access: SCHEDULE })
  .inputSchema(entryCommandSchema)
  .action(async ({ parsedInput, ctx: { user } }) => recommendToHire(viewerOf(user), parsedInput));

export const shortlistAfterReviewAction = actionClient
  .metadata({ name: "interviews.shortlist", access: SCHEDULE })
  .inputSchema(entryCommandSchema)
  .action(async ({ parsedInput, ctx: { user } }) => shortlistAfterReview(viewerOf(user), parsedInput));

export const standByAfterReviewAction = actionClient
  .metadata({ name: "interviews.standBy", access: SCHEDULE })
  .inputSchema(entryCommandSchema)
  .action(async ({ parsedInput, ctx: { user } }) => standByAfterReview(viewerOf(user), parsedInput));

export const concludeInterviewAction = actionClient
  .metadata({ name: "interviews.conclude", access: SCHEDULE })
  .inputSchema(concludeSchema)
  .action(async ({ parsedInput, ctx: { user } }) => concludeInterview(viewerOf(user), parsedInput));

export const boardMoveAction = actionClient
  .metadata({ name: "interviews.boardMove", access: SCHEDULE })
  .inputSchema(boardMoveSchema)
  .action(async ({ parsedInput, ctx: { user } }) => boardMove(viewerOf(user), parsedInput));
