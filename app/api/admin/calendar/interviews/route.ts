import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { staffCalendar } from "@/lib/interviews/calendar";
import { calendarRangeSchema } from "@/lib/interviews/calendar-range";

/**
 * A staff member's calendar in [from, to): their own interviews and their colleagues' on the jobs
 * they share (at most six weeks; 10001 otherwise).
 */
export const GET = apiRoute({ access: { portal: ["admin"], permission: "interviews.view" }, query: calendarRangeSchema }, async ({ tenant, user, query }) => {
  const me = requireUser(user);
  return staffCalendar({ userId: me.userId, role: me.role, companyId: tenant.id }, query);
});
