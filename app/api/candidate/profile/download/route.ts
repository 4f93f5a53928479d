import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { documentLocale, downloadFormatSchema, profileDownload } from "@/lib/documents/profile-download";

const query = z.object({ format: downloadFormatSchema });

/** The talent's own profile as the original resume, a PDF or a Word file (first document §4.4 download menu). */
export const GET = apiRoute({ access: { portal: ["talent"], roles: ["talent"], module: "profile" }, query }, async ({ req, tenant, user, query }) => {
  const me = requireUser(user);
  return profileDownload(tenant, me.userId, "self", query.format, documentLocale(req));
});
