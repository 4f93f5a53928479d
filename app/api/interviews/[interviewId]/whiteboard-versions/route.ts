import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { roomAccessFor } from "@/lib/interview-room/access";
import { listWhiteboardVersions, whiteboardVersion } from "@/lib/interview-room/whiteboard-versions";

export const dynamic = "force-dynamic";

const query = z.object({ version: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() });

/**
 * GET /api/interviews/{interviewId}/whiteboard-versions (issue 15, the whiteboard replay): staff
 * only (admin portal; roomAccessFor: interviews.view and an interviewer or someone associated with
 * the job, else 10403/10568; another company's interview 10404). Without `version`: the saved
 * versions, oldest first. With `?version=<id>`: that version's tldraw snapshot.
 */
export const GET = apiRoute({ access: { portal: ["admin"], module: "interview" }, query }, async ({ user, params, query: q }) => {
  const access = await roomAccessFor(user!, String(params.interviewId ?? ""));
  if (q.version !== undefined) return whiteboardVersion(access.companyId, access.interviewId, q.version);
  return { versions: await listWhiteboardVersions(access.companyId, access.interviewId) };
});
