import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/access/authorize";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { readSearchParams, searchApiQuerySchema } from "@/lib/search/params";
import { searchTalent } from "@/lib/search/query";

/**
 * Talent search for API clients: the same URL params as the search screen (repeated params for
 * lists), answered with one page of ranked results. A malformed boolean query is a 400 (10001)
 * with 'Invalid search query expression' and where it went wrong; any other bad value is a 400
 * naming the param.
 */
export const GET = apiRoute({ access: { portal: ["admin"], permission: "talent.search" }, query: searchApiQuerySchema }, async ({ req, tenant, user }) => {
  const viewer = requireUser(user);
  const { criteria, page, size, errors } = readSearchParams(req.nextUrl.searchParams);
  if (errors.length) throw appError(ERROR_CODES.invalidRequest, errors[0].message, { param: errors[0].param });
  return searchTalent(tenant.id, { criteria, page, pageSize: size, viewer: { userId: viewer.userId, role: viewer.role } });
});
