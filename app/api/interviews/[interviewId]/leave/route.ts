import { apiRoute } from "@/lib/api/route";
import { leaveRoom } from "@/lib/interview-room/video";

export const dynamic = "force-dynamic";

/**
 * POST /api/interviews/{interviewId}/leave (issue 15): the room's Leave button. A moderator who
 * was the last one present concludes the interview (completed, or No Show when the talent never
 * joined); the talent's leave is only recorded.
 */
export const POST = apiRoute({ access: { portal: ["talent", "admin"], module: "interview" } }, async ({ user, params }) => {
  return leaveRoom(user!, String(params.interviewId ?? ""));
});
