import "server-only";
import type { AdminViewer } from "@/lib/access/page";
import { SPECIALITIES } from "@/lib/catalogue/data";
import { DOMAINS } from "@/lib/profiles/options";
import type { SearchCriteria } from "./criteria";
import { parseSearchQuery } from "./parser";
import { searchTalent } from "./query";

/**
 * What a search screen needs from the server: the results (none when the query does not parse —
 * the query box then says where it is wrong), the choice lists and the viewer's permissions.
 */
export async function searchScreenData(viewer: AdminViewer, criteria: SearchCriteria, page: number, size: number, jobId?: string) {
  const outcome = parseSearchQuery(criteria.q).ok
    ? await searchTalent(viewer.tenant.id, { criteria, page, pageSize: size, viewer: { userId: viewer.user.userId, role: viewer.user.role }, jobId })
    : null;
  return {
    outcome: outcome ? { results: outcome.results, total: outcome.total, highlight: outcome.highlight } : null,
    options: { specialities: SPECIALITIES, domains: DOMAINS },
    can: { compare: viewer.can["talent.compare"], shortlist: viewer.can["talent.shortlist"], share: viewer.can["talent.search"] },
    timeZone: viewer.tenant.timezone,
  };
}
