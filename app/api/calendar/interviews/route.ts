import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { talentCalendar } from "@/lib/interviews/calendar";
import { calendarRangeSchema } from "@/lib/interviews/calendar-range";

/** The talent's own interviews in [from, to) for /calendar (at most six weeks; 10001 otherwise). */
export const GET = apiRoute({ access: { portal: ["talent"], module: "interview" }, query: calendarRangeSchema }, async ({ tenant, user, query }) => {
  const me = requireUser(user);
  return talentCalendar(tenant.id, me.userId, query);
});
