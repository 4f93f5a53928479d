import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { documentLocale, downloadFormatSchema, profileDownload } from "@/lib/documents/profile-download";

const query = z.object({ candidateId: z.uuid(), format: downloadFormatSchema });

/**
 * A candidate's profile for admin-portal users who may search talent. The printable profile masks
 * the e-mails, phones and dial codes for admin viewers (spec §6). Another company's candidate: 10404.
 */
export const GET = apiRoute({ access: { portal: ["admin"], permission: "talent.search" }, query }, async ({ req, tenant, query }) => {
  return profileDownload(tenant, query.candidateId, "admin", query.format, documentLocale(req));
});
