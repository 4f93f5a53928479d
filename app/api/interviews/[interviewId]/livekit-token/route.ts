import { apiRoute } from "@/lib/api/route";
import { mintLivekitToken } from "@/lib/interview-room/video";

export const dynamic = "force-dynamic";

/**
 * POST /api/interviews/{interviewId}/livekit-token (issue 15): the signed-in participant's LiveKit
 * token for this interview's video room (15 minutes; the client asks again to reconnect).
 * Refusals: 10404/10568/10569 (access), 10540 before the start (details.startsAt), 10541 once
 * ended, 10544 without a video server, 10542 over the month's live interviews, 10543 storage full.
 */
export const POST = apiRoute({ access: { portal: ["talent", "admin"], module: "interview" } }, async ({ user, params }) => {
  return mintLivekitToken(user!, String(params.interviewId ?? ""));
});
