import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { listCodeQuestions } from "@/lib/code-editor/queries";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { roomAccessFor } from "@/lib/interview-room/access";

export const dynamic = "force-dynamic";

const query = z
  .object({
    q: z.string().max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();

/**
 * GET /api/interviews/{interviewId}/code-questions?q=&page=&pageSize= (issue 15): the company's
 * code questions an interviewer can load into the room's editor, searched (code, title, tag) and
 * paginated in the database. Staff of that interview only (roomAccessFor: its interviewers and the
 * people on its job); a talent or an interview of another company gets the usual refusals.
 */
export const GET = apiRoute({ access: { portal: ["admin"], module: "interview" }, query }, async ({ user, params, query: q }) => {
  const access = await roomAccessFor(user!, String(params.interviewId ?? ""));
  if (access.role !== "moderator") throw appError(ERROR_CODES.permissionDenied);
  return listCodeQuestions(access.companyId, { q: q.q, page: q.page, pageSize: q.pageSize });
});
