import { sql, type SQL } from "drizzle-orm";
import { ANY, CONTRACT_JOB_TYPE, type SearchCriteria, type StackFilter } from "./criteria";
import { toTsquery } from "./compile";
import { MARK_END, MARK_START } from "./highlight";
import type { QueryNode } from "./parser";

export { MARK_END, MARK_START };

/**
 * The SQL of a talent search, built with drizzle's `sql` template so every value — the compiled
 * tsquery included — is a bound parameter. No server imports: the bench (tests/bench) renders the
 * very same statements to time them against Postgres.
 */

/**
 * Rank weights in {D, C, B, A} order: skills and designation count five times education. ts_rank
 * rather than ts_rank_cd: the same weighting at about a fifth of the cost per match (cover
 * density adds nothing on a vector that holds each section's words once).
 */
export const RANK_WEIGHTS = "{0.05, 0.2, 0.5, 1.0}";
/** Rank normalisation 1 (divide by 1 + log of the document length) keeps long profiles from winning by bulk. */
const RANK_NORMALIZATION = 1;
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Run before the search statement, in its transaction. The planner prices `search @@ q` on a row
 * as one cheap operator, so for a common term or a prefix it would rather scan the tenant (or the
 * table) and test every row — not knowing that each test reads a ~2 KB document from TOAST, which
 * made such queries ~5× slower than going through the GIN index, where no document is read.
 * Pricing operators at their real weight here (and ruling out sequential scans) keeps the GIN
 * index in front for every text query; the other indexes still join in (BitmapAnd) for filters.
 * Those prices (and the ruled-out scans) also lift a wide query's cost past jit_above_cost, where
 * compiling the plan would cost more than running it: JIT is off for the search.
 */
export const SEARCH_TRANSACTION_SETTINGS =
  "select set_config('enable_seqscan', 'off', true), set_config('cpu_operator_cost', '0.05', true), set_config('jit', 'off', true)";

const tsq = (text: string) => sql`to_tsquery('simple', ${text})`;
const textArray = (values: string[]) => sql`array[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::text[]`;
/** A LIKE pattern matching `value` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function stackMatch(companyId: string, s: StackFilter): SQL {
  return sql`exists (select 1 from talent_stacks s where s.user_id = p.user_id and s.company_id = ${companyId} and lower(s.stack) = lower(${s.stack})${
    s.min !== null ? sql` and s.years >= ${s.min}` : sql``
  }${s.max !== null ? sql` and s.years <= ${s.max}` : sql``})`;
}

/** A talent open to "Any" matches every specific workplace or job type. */
function typeMatch(column: SQL, value: string): SQL {
  return value === ANY ? sql`true` : sql`${column} in (${value}, ${ANY})`;
}

/** The filters of the Job search criteria entity, as SQL conditions on `p` (the talent_search side table). */
export function filterConditions(companyId: string, c: SearchCriteria, now: Date = new Date()): SQL[] {
  const where: SQL[] = [];
  if (c.availability.length) where.push(sql`p.availability = any(${textArray(c.availability)})`);
  if (c.speciality) where.push(sql`(lower(p.speciality) = lower(${c.speciality}) or lower(p.designation) = lower(${c.speciality}))`);
  if (c.domains.length) where.push(sql`p.domains && ${textArray(c.domains)}`);
  if (c.workplaceType) where.push(typeMatch(sql`p.workplace_type`, c.workplaceType));
  if (c.jobType === CONTRACT_JOB_TYPE && c.contractType) {
    where.push(sql`((p.job_type = ${CONTRACT_JOB_TYPE} and p.contract_type = ${c.contractType}) or p.job_type = ${ANY})`);
  } else if (c.jobType) {
    where.push(typeMatch(sql`p.job_type`, c.jobType));
  }
  if (c.locations.length) {
    // The locations are not in the side table (talent_search): read from the profile, for the
    // rarer location filter only.
    const current = (pattern: string) =>
      sql`concat_ws(' ', lp.current_location->>'label', lp.current_location->>'formattedAddress', lp.current_location->>'locality', lp.current_location->>'state', lp.current_location->>'country') ilike ${pattern}`;
    const preferred = (pattern: string) => sql`exists (select 1 from jsonb_array_elements(lp.preferred_locations) l where l->>'value' ilike ${pattern})`;
    const one = (place: string) => {
      const pattern = containsPattern(place);
      if (c.locationPreference === "current") return current(pattern);
      if (c.locationPreference === "preferred") return preferred(pattern);
      return sql`(${current(pattern)} or ${preferred(pattern)})`;
    };
    where.push(sql`exists (select 1 from talent_profiles lp where lp.user_id = p.user_id and (${sql.join(c.locations.map(one), sql` or `)}))`);
  }
  for (const s of c.primaryStacks) where.push(stackMatch(companyId, s));
  if (c.secondaryStacks.length) where.push(sql`(${sql.join(c.secondaryStacks.map((s) => stackMatch(companyId, s)), sql` or `)})`);
  if (c.updatedWithin !== null) {
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - c.updatedWithin);
    where.push(sql`p.updated_at >= ${since.toISOString()}::timestamptz`);
  }
  if (c.talentType) where.push(sql`p.talent_type = ${c.talentType}`);
  return where;
}

export type SearchSqlInput = {
  companyId: string;
  /** Compiled query text (compile.ts), or null to list every talent matching the filters. Ranks (and headlines) the results. */
  tsquery: string | null;
  /**
   * The parsed query the text was compiled from. When given, matching asks the side table's
   * pair lexemes for two-word phrases (matchQuery) instead of word positions: the same matches,
   * without reading documents. Without it, matching uses `tsquery` as it is.
   */
  ast?: QueryNode | null;
  criteria: SearchCriteria;
  limit: number;
  offset: number;
  now?: Date;
  /**
   * The job a search runs within (/admin/jobs/[jobId]/search): each result's one-sided interview
   * status is then that job's invitation; without it, the company's most recent invitation (D75).
   */
  jobId?: string | null;
};

/** A pair lexeme is only asked for plain ASCII words, whose tokens the text parser never splits or changes. */
const PAIR_WORD = /^[a-z0-9]+$/;
/** Below the 2,000 bytes up to which the side table stores pairs (migration 0007). */
const PAIR_MAX_LENGTH = 1000;

/**
 * The query as a tsquery for `talent_search.terms`, built in SQL from one bound parameter per
 * word or phrase (`&&`, `||`, `!!` build the same tree to_tsquery would). A two-word phrase (or
 * `word prefix*`) becomes its pair lexeme `a_b` (`a_b:*`), which the document's pairs hold exactly
 * when the two words stand side by side in it; the GIN index answers it without reading the
 * document. Other words and longer phrases go through to_tsquery as before (a longer phrase still
 * checks positions in the document).
 */
export function matchQuery(node: QueryNode): SQL {
  switch (node.kind) {
    case "term":
    case "phrase": {
      const prefix = node.kind === "term" && node.prefix;
      const [a, b] = node.lexemes;
      if (node.lexemes.length === 2 && PAIR_WORD.test(a) && PAIR_WORD.test(b) && a.length + b.length < PAIR_MAX_LENGTH) {
        return sql`${`${a}_${b}${prefix ? ":*" : ""}`}::tsquery`;
      }
      return tsq(toTsquery(node));
    }
    case "and":
      return sql`(${sql.join(node.operands.map(matchQuery), sql` && `)})`;
    case "or":
      return sql`(${sql.join(node.operands.map(matchQuery), sql` || `)})`;
    case "not":
      return sql`(!! ${matchQuery(node.operand)})`;
  }
}

/** The WHERE of a search over the side table `talent_search p`: tenant, not archived, the text query, the filters. */
export function matchConditions(input: SearchSqlInput): SQL {
  const { companyId, tsquery, criteria, ast } = input;
  // Archived talents are left out with an anti-join on their (small, indexed) set, so a match
  // never costs a visit to its users row; the page's rows are joined to users afterwards.
  const where: SQL[] = [sql`p.company_id = ${companyId}`, sql`not exists (select 1 from users a where a.id = p.user_id and a.state = 'archived')`];
  if (tsquery) where.push(sql`p.terms @@ ${ast ? matchQuery(ast) : tsq(tsquery)}`);
  where.push(...filterConditions(companyId, criteria, input.now));
  return sql.join(where, sql` and `);
}

/**
 * The one-sided interview status of a page row (decision D75): within a job, that job's invitation
 * (unique per job and talent); otherwise the company's most recent invitation. A correlated
 * subquery on the page's rows only (after pagination), through the candidate index, tenant-scoped.
 * The outer row is written fully qualified ("h"."user_id") so it can never bind to the inner table.
 */
function osiStatusColumn(companyId: string, jobId: string | null): SQL {
  const job = jobId ? sql` and oi.job_id = ${jobId}::uuid` : sql``;
  return sql`(select oi.status::text from osi_invitations oi
      where oi.candidate_id = "h"."user_id" and oi.company_id = ${companyId}${job}
      order by oi.created_at desc, oi.id desc limit 1)`;
}

/**
 * One page of ranked matches with their total. Every match costs a GIN hit, a visit to its narrow
 * talent_search row and a rank on the in-row `search_rank` vector; only the page's rows are
 * joined to the wide profile (headline, skills, shortlist count) and to users — where the tenant
 * and role are checked again, so a profile row pointing at another company's user can never be shown.
 */
export function searchPageSql(input: SearchSqlInput): SQL {
  const { companyId, tsquery, limit, offset } = input;
  const rank = tsquery ? sql`ts_rank(${RANK_WEIGHTS}::float4[], p.search_rank, ${tsq(tsquery)}, ${RANK_NORMALIZATION})` : sql`0::float4`;
  const headlineSource = sql`translate(concat_ws(' ', p.summary,
      (select string_agg(e->>'responsibilities', ' ') from jsonb_array_elements(case when jsonb_typeof(p.work_experience->'experience') = 'array' then p.work_experience->'experience' else '[]'::jsonb end) e),
      (select string_agg(pr->>'shortDescription', ' ') from jsonb_path_query(p.work_experience, '$.experience[*].projects[*]') pr)), ${MARK_START + MARK_END}, '')`;
  const snippet = tsquery ? sql`ts_headline('simple', ${headlineSource}, ${tsq(tsquery)}, ${HEADLINE_OPTIONS})` : sql`translate(left(p.summary, 240), ${MARK_START + MARK_END}, '')`;
  // "offset 0" keeps the planner from flattening the subquery, so the window that counts the
  // matches holds three narrow columns per match instead of whole rows.
  return sql`
    with hits as (
      select m.user_id, m.updated_at, m.rank, count(*) over () as total
      from (
        select p.user_id, p.updated_at, ${rank} as rank
        from talent_search p
        where ${matchConditions(input)}
        offset 0
      ) m
      order by m.rank desc, m.updated_at desc, m.user_id
      limit ${limit} offset ${offset}
    )
    select h.user_id as "userId", h.rank::float8 as "rank", h.total::int as "total",
      p.name_visible as "nameVisible", u.full_name as "fullName", u.email as "email", u.candidate_unique_id as "candidateUniqueId",
      p.designation, p.speciality, p.domains, p.talent_type as "talentType", p.total_experience_months as "experienceMonths",
      p.updated_at as "updatedAt", p.current_location as "currentLocation", p.availability, p.workplace_type as "workplaceType",
      p.job_type as "jobType", u.is_mock as "isMock",
      (select coalesce(json_agg(s.stack order by s.years desc, s.stack), '[]'::json)
         from (select stack, years from talent_stacks ts where ts.user_id = h.user_id order by years desc, stack limit 8) s) as "skills",
      (select count(*)::int from job_shortlists js where js.candidate_id = h.user_id and js.company_id = ${companyId} and js.status = 'shortListed') as "shortlistCount",
      ${snippet} as "snippet",
      ${osiStatusColumn(companyId, input.jobId ?? null)} as "osiStatus"
    from hits h
    join talent_profiles p on p.user_id = h.user_id
    join users u on u.id = h.user_id and u.company_id = ${companyId} and u.role = 'talent'
    order by h.rank desc, h.updated_at desc, h.user_id`;
}

/** The number of matches alone: for a page past the end, where the page query returns no row to carry it. */
export function searchCountSql(input: SearchSqlInput): SQL {
  return sql`select count(*)::int as total from talent_search p where ${matchConditions(input)}`;
}
