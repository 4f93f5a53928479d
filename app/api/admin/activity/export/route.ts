import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { ACTIVITY_FILTER_MAX, parseActivityQuery } from "@/lib/audit/activity-filters";
import { activityCsvStream, exportFileName } from "@/lib/audit/export";
import { activityTimeZone } from "@/lib/audit/queries";
import { requestLocale } from "@/lib/i18n/config";

const text = z.string().max(ACTIVITY_FILTER_MAX).optional();

/** The screen's filters; values too long are refused (10002), malformed ones are dropped like on the screen. */
const exportQuery = z.object({ actor: text, action: text, entityType: text, entityId: text, from: text, to: text });

/**
 * The activity log as CSV (issue 14): the company's entries with the screen's filters, newest
 * first, at most ACTIVITY_EXPORT_MAX_ROWS rows, streamed; headers and action names in the
 * viewer's language, times in the company's zone (and UTC).
 */
export const GET = apiRoute({ access: { portal: ["admin"], permission: "users.manage" }, query: exportQuery }, async ({ req, tenant, query }) => {
  const q = parseActivityQuery(query);
  const timeZone = activityTimeZone(tenant.timezone);
  return new Response(activityCsvStream(tenant.id, q, timeZone, requestLocale(req.headers)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(new Date(), timeZone)}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
