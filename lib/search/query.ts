import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { UserRole } from "@/lib/auth/identity";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { talentReviewResults } from "@/lib/interviews/review-queries";
import { JD_PREFIX } from "@/lib/jobs/constants";
import { andAll, highlightTerms, TSQUERY_TEXT, toTsquery, type HighlightTerm } from "./compile";
import { DEFAULT_PAGE_SIZE, type SearchCriteria } from "./criteria";
import { criteriaFromJob, type JobForSearch } from "./job-criteria";
import { lexemesOf } from "./normalize";
import { SEARCH_QUERY_MESSAGE, parseSearchQuery, type QueryNode } from "./parser";
import { SEARCH_TRANSACTION_SETTINGS, searchCountSql, searchPageSql } from "./sql";
import { isUuid } from "@/lib/text/uuid";
import type { OsiStatus } from "@/lib/osi/rules";

/** The admin talent view of one result (second document §3 Talent (admin view)). */
export type TalentResult = {
  userId: string;
  /** Null when the talent turned their name permission off: the screen shows the confidential label. */
  name: string | null;
  confidential: boolean;
  /** Only with the name; masked for the admin role (second document §6). */
  email: string | null;
  candidateUniqueId: string | null;
  designation: string | null;
  speciality: string | null;
  domains: string[];
  talentType: string;
  experienceMonths: number;
  updatedAt: string;
  location: string | null;
  availability: string | null;
  workplaceType: string | null;
  jobType: string | null;
  skills: string[];
  shortlistCount: number;
  /** The one-sided interview status (D75): the job's invitation within a job search, else the company's latest; null when none. */
  osiStatus: OsiStatus | null;
  /** Matched text with matches wrapped in MARK_START / MARK_END (sql.ts). */
  snippet: string | null;
  rank: number;
  isMock: boolean;
  /** The talent's latest completed review result (decision D47): final rating on 5 and recommendation; null when none. */
  review: { finalRating: number; recommendation: "Recommend" | "Not Recommend" | "Hold"; reviewers: number } | null;
};

export type SearchOutcome = { results: TalentResult[]; total: number; page: number; pageSize: number; highlight: HighlightTerm[] };

export type SearchViewer = { userId: string; role: UserRole };

/** The tsquery text (ranking, headline) and the parsed query it came from (matching, sql.ts matchQuery). */
export type CompiledSearch = { tsquery: string | null; ast: QueryNode | null; highlight: HighlightTerm[] };

/**
 * The query and the keywords as one tsquery text. Throws the catalogued validation error with
 * the spec's text and where the query went wrong.
 */
export function compileCriteria(criteria: Pick<SearchCriteria, "q" | "keywords">): CompiledSearch {
  const parsed = parseSearchQuery(criteria.q);
  if (!parsed.ok) throw appError(ERROR_CODES.invalidRequest, SEARCH_QUERY_MESSAGE, { param: "q", position: parsed.error.position, reason: parsed.error.reason });
  const keywords: QueryNode[] = criteria.keywords
    .map((k) => ({ kind: "phrase" as const, text: k, lexemes: lexemesOf(k), start: 0, end: k.length }))
    .filter((k) => k.lexemes.length > 0);
  const ast = andAll([parsed.ast, ...keywords]);
  if (!ast) return { tsquery: null, ast: null, highlight: [] };
  const tsquery = toTsquery(ast);
  // The compiler only writes lexemes and operators; checked again so nothing else can ever be sent.
  if (!TSQUERY_TEXT.test(tsquery)) throw appError(ERROR_CODES.invalidRequest, SEARCH_QUERY_MESSAGE, { param: "q", position: 0, reason: "noSearchableText" });
  return { tsquery, ast, highlight: highlightTerms(ast) };
}

type Row = Omit<TalentResult, "name" | "confidential" | "email" | "location" | "updatedAt" | "review"> & {
  total: number;
  nameVisible: boolean;
  fullName: string;
  email: string;
  updatedAt: Date | string;
  currentLocation: Record<string, string> | null;
};

function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}***@${domain ?? ""}`;
}

function locationText(l: Record<string, string> | null): string | null {
  if (!l) return null;
  return l.label || l.formattedAddress || [l.locality, l.state, l.country].filter(Boolean).join(", ") || null;
}

function toResult(r: Row, viewer: SearchViewer | undefined): TalentResult {
  return {
    userId: r.userId,
    name: r.nameVisible ? r.fullName : null,
    confidential: !r.nameVisible,
    email: r.nameVisible ? (viewer?.role === "admin" ? maskEmail(r.email) : r.email) : null,
    candidateUniqueId: r.candidateUniqueId,
    designation: r.designation,
    speciality: r.speciality,
    domains: r.domains ?? [],
    talentType: r.talentType,
    experienceMonths: r.experienceMonths,
    updatedAt: new Date(r.updatedAt).toISOString(),
    location: locationText(r.currentLocation),
    availability: r.availability,
    workplaceType: r.workplaceType,
    jobType: r.jobType,
    skills: r.skills ?? [],
    shortlistCount: r.shortlistCount,
    osiStatus: r.osiStatus ?? null,
    snippet: r.snippet,
    rank: Number(r.rank),
    isMock: r.isMock,
    review: null,
  };
}

/**
 * One page of the tenant's talents matching a search, best first (ts_rank with weights, then
 * most recently updated). Only this company's talents, never an archived one; a talent whose name
 * permission is off comes back without name or e-mail.
 */
export async function searchTalent(
  companyId: string,
  opts: { criteria: SearchCriteria; page?: number; pageSize?: number; viewer?: SearchViewer; now?: Date; jobId?: string | null },
): Promise<SearchOutcome> {
  const { tsquery, ast, highlight } = compileCriteria(opts.criteria);
  const page = Math.max(1, opts.page ?? 1);
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE;
  const input = { companyId, tsquery, ast, criteria: opts.criteria, limit: pageSize, offset: (page - 1) * pageSize, now: opts.now, jobId: opts.jobId ?? null };
  const { rows, total } = await getDb().transaction(async (tx) => {
    await tx.execute(sql.raw(SEARCH_TRANSACTION_SETTINGS));
    const found = await tx.execute<Row>(searchPageSql(input));
    if (found.rows.length > 0 || page === 1) return { rows: found.rows, total: found.rows[0]?.total ?? 0 };
    const counted = await tx.execute<{ total: number }>(searchCountSql(input));
    return { rows: found.rows, total: counted.rows[0]?.total ?? 0 };
  });
  // The page's review results in one more query over the page's ids (never the whole match set).
  const reviewed = await talentReviewResults(
    companyId,
    rows.map((r) => r.userId),
  );
  const results = rows.map((r) => {
    const review = reviewed.get(r.userId);
    return { ...toResult(r, opts.viewer), review: review ? { finalRating: review.finalRating, recommendation: review.recommendation, reviewers: review.reviewers ?? 1 } : null };
  });
  return { results, total, page, pageSize, highlight };
}

export type TalentPoolOverview = {
  total: number;
  internal: number;
  external: number;
  updatedLastMonth: number;
  byAvailability: { value: string | null; count: number }[];
  topSkills: { stack: string; count: number }[];
};

/** The talent pool in figures (talent pool overview), from SQL aggregates. */
export async function talentPoolOverview(companyId: string): Promise<TalentPoolOverview> {
  const db = getDb();
  const scope = sql`p.company_id = ${companyId} and u.company_id = ${companyId} and u.role = 'talent' and u.state <> 'archived'`;
  const [totals, availability, skills] = await Promise.all([
    db.execute<{ total: number; internal: number; external: number; recent: number }>(sql`
      select count(*)::int as total,
        count(*) filter (where p.talent_type = 'internal')::int as internal,
        count(*) filter (where p.talent_type = 'external')::int as external,
        count(*) filter (where p.updated_at >= now() - interval '1 month')::int as recent
      from talent_profiles p join users u on u.id = p.user_id where ${scope}`),
    db.execute<{ value: string | null; count: number }>(sql`
      select p.availability as value, count(*)::int as count
      from talent_profiles p join users u on u.id = p.user_id where ${scope}
      group by p.availability order by count desc`),
    db.execute<{ stack: string; count: number }>(sql`
      select min(s.stack) as stack, count(distinct s.user_id)::int as count
      from talent_stacks s join talent_profiles p on p.user_id = s.user_id join users u on u.id = s.user_id
      where s.company_id = ${companyId} and ${scope}
      group by lower(s.stack) order by count desc, lower(s.stack) limit 12`),
  ]);
  const t = totals.rows[0] ?? { total: 0, internal: 0, external: 0, recent: 0 };
  return { total: t.total, internal: t.internal, external: t.external, updatedLastMonth: t.recent, byAvailability: availability.rows, topSkills: skills.rows };
}

export type JobSearchContext = { id: string; jdId: string; title: string; description: string; criteria: SearchCriteria; jobLocations: string[] };


/** A job of this company with the search its criteria describe; null for another company's or a deleted job. */
export async function jobSearchContext(companyId: string, jobId: string): Promise<JobSearchContext | null> {
  if (!isUuid(jobId)) return null;
  const { rows } = await getDb().execute<{
    id: string;
    jd_number: number;
    title: string;
    description: string;
    job_locations: string[];
    boolean_query: string | null;
    designation: string | null;
    domains: string[];
    workplace_type: string | null;
    job_type: string | null;
    contract_type: string | null;
    candidate_locations: string[];
    availability: string | null;
    must_have_skills: { stack: string; years: number }[];
    nice_to_have_skills: { stack: string; years: number }[];
    salary_from: string | null;
    salary_to: string | null;
    salary_interval: string | null;
    search_criteria: Record<string, unknown>;
  }>(sql`
    select id, jd_number, title, description, job_locations, boolean_query, designation, domains, workplace_type, job_type, contract_type,
      candidate_locations, availability, must_have_skills, nice_to_have_skills, salary_from, salary_to, salary_interval, search_criteria
    from jobs where id = ${jobId} and company_id = ${companyId} and status <> 'deleted'`);
  const r = rows[0];
  if (!r) return null;
  const num = (v: string | null) => (v === null ? null : Number(v));
  const job: JobForSearch = {
    booleanQuery: r.boolean_query,
    designation: r.designation,
    domains: r.domains,
    workplaceType: r.workplace_type,
    jobType: r.job_type,
    contractType: r.contract_type,
    candidateLocations: r.candidate_locations,
    availability: r.availability,
    mustHaveSkills: Array.isArray(r.must_have_skills) ? r.must_have_skills : [],
    niceToHaveSkills: Array.isArray(r.nice_to_have_skills) ? r.nice_to_have_skills : [],
    salaryFrom: num(r.salary_from),
    salaryTo: num(r.salary_to),
    salaryInterval: r.salary_interval,
    searchCriteria: r.search_criteria ?? {},
  };
  return { id: r.id, jdId: `${JD_PREFIX}${r.jd_number}`, title: r.title, description: r.description, jobLocations: r.job_locations, criteria: criteriaFromJob(job) };
}
