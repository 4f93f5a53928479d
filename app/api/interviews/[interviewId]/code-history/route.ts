import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { CODE_HISTORY_PAGE, codeHistory } from "@/lib/code-editor/queries";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { roomAccessFor } from "@/lib/interview-room/access";

export const dynamic = "force-dynamic";

const query = z
  .object({
    from: z.coerce.number().int().min(0).max(100_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(CODE_HISTORY_PAGE).default(CODE_HISTORY_PAGE),
  })
  .strict();

/**
 * GET /api/interviews/{interviewId}/code-history?from=&limit= (issue 15): the code session's log
 * for the replay, in the authority's order: updates (ChangeSet JSON with their time) from `from`,
 * a page at a time (`nextFrom`), and on the first page every event (language changes, loaded
 * questions, the candidate's blocked copy/paste attempts). Staff of that interview only.
 */
export const GET = apiRoute({ access: { portal: ["admin"], module: "interview" }, query }, async ({ user, params, query: q }) => {
  const access = await roomAccessFor(user!, String(params.interviewId ?? ""));
  if (access.role !== "moderator") throw appError(ERROR_CODES.permissionDenied);
  return codeHistory(access.companyId, access.interviewId, { from: q.from, limit: q.limit });
});
