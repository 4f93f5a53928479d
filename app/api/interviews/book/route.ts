import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { bookingMailContext } from "@/lib/interviews/booking-context";
import { bookSchema } from "@/lib/interviews/booking-schemas";
import { bookSlot } from "@/lib/interviews/commands/book-slot";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";

/**
 * `POST /api/interviews/book` { jobId, slotId }: the signed-in talent books one slot of their own
 * open invitation (the same command as the schedule page's action). 10295 slot not offered,
 * 10598 taken by a concurrent booking, 10570 invitation closed, 10569 blocked.
 */
export const POST = apiRoute({ access: { portal: ["talent"], roles: ["talent"], module: "interview" }, body: bookSchema }, async ({ req, tenant, user, body }) => {
  const me = requireUser(user);
  if (!me.companyId) throw appError(ERROR_CODES.permissionDenied);
  const r = await bookSlot({ companyId: me.companyId, userId: me.userId }, body, await bookingMailContext(tenant, req.headers));
  return { interviewId: r.interviewId, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), sequence: r.sequence };
});
