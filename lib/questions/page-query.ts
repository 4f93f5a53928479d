import { questionListQuerySchema, type QuestionListQuery } from "./schemas";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A list page's address bar as a query: odd values fall back to defaults, never an error page. */
export function questionListQueryOf(raw: SearchParams): QuestionListQuery {
  return questionListQuerySchema.parse({ q: first(raw.q), page: first(raw.page), size: first(raw.size) });
}
