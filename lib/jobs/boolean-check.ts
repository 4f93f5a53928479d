/**
 * The job's boolean talent query is checked by the search parser itself (lib/search/parser.ts),
 * so a query a job saves is exactly a query the talent search accepts ("Invalid search query
 * expression" otherwise). Operators are case-insensitive there: `react and node` is an AND.
 */
export { isValidSearchQuery as isValidBooleanQuery } from "@/lib/search/parser";
