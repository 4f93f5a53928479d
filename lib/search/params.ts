import { z } from "zod";
import { hasNoNul } from "@/lib/text/nul";
import { STATIC_DATA } from "@/lib/catalogue/data";
import {
  AVAILABILITY_VALUES,
  CONTRACT_VALUES,
  DEFAULT_PAGE_SIZE,
  EMPTY_CRITERIA,
  JOB_TYPE_VALUES,
  LIST_MAX,
  LOCATION_PREFERENCES,
  MAX_PAGE,
  SEARCH_PAGE_SIZES,
  TALENT_TYPES,
  TEXT_MAX,
  UPDATED_WITHIN,
  WORKPLACE_VALUES,
  YEARS_MAX,
  type SearchCriteria,
  type StackFilter,
} from "./criteria";
import { MAX_QUERY_LENGTH, SEARCH_QUERY_MESSAGE } from "./parser";

/**
 * A search as URL search params, both ways. Names are short and stable because people share
 * these links: q, availability (repeated), speciality, domain (repeated), workplace, jobType,
 * contract, locPref, location (repeated), primary / secondary (repeated `stack:min:max`),
 * salaryFrom, salaryTo, salaryInterval, keywords (comma separated), updated (months), type,
 * page, size.
 *
 * "strict" (the API) refuses a bad value with its message; "lenient" (pages) drops it, so a
 * hand-edited link still opens. Either way nothing unchecked reaches a query.
 */

export const SALARY_RANGE_MESSAGE = "Maximum value should be greater than minimum value";
export const INVALID_VALUE_MESSAGE = "Invalid value";
const SALARY_MAX = 1_000_000_000;
const SALARY_INTERVAL_VALUES = STATIC_DATA["salary-intervals"].map((e) => e.value) as [string, ...string[]];

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;
export type ParamError = { param: string; message: string };
export type SearchRequest = { criteria: SearchCriteria; page: number; size: number };
export type ReadResult = SearchRequest & { errors: ParamError[] };

/** Control characters (NUL included) cannot be stored or matched; they become spaces. */
const clean = (s: string) => s.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
const text = z.string().transform(clean).pipe(z.string().min(1).max(TEXT_MAX));
const whole = (min: number, max: number) => z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(min).max(max));
const optionalYears = z.union([z.literal("").transform(() => null), whole(0, YEARS_MAX)]);

const STACK_FORMAT = /^(.*?)(?::(\d{0,2}):(\d{0,2}))?$/s;
const stackFilter = z.string().transform((raw, ctx): StackFilter => {
  const m = STACK_FORMAT.exec(raw) ?? [raw, raw, "", ""];
  const stack = text.safeParse(m[1]);
  const min = optionalYears.safeParse(m[2] ?? "");
  const max = optionalYears.safeParse(m[3] ?? "");
  if (!stack.success || !min.success || !max.success) {
    ctx.addIssue({ code: "custom", message: INVALID_VALUE_MESSAGE });
    return z.NEVER;
  }
  if (min.data !== null && max.data !== null && max.data < min.data) {
    ctx.addIssue({ code: "custom", message: SALARY_RANGE_MESSAGE });
    return z.NEVER;
  }
  return { stack: stack.data, min: min.data, max: max.data };
});

const keywordList = z.string().transform((raw) =>
  [
    ...new Set(
      raw
        .split(",")
        .map(clean)
        .filter((k) => k.length > 0 && k.length <= TEXT_MAX),
    ),
  ].slice(0, LIST_MAX),
);

type Field = { key: string; multi?: boolean; schema: z.ZodType };

const FIELDS = {
  q: { key: "q", schema: z.string().max(MAX_QUERY_LENGTH, SEARCH_QUERY_MESSAGE).refine(hasNoNul, INVALID_VALUE_MESSAGE) },
  availability: { key: "availability", multi: true, schema: z.enum(AVAILABILITY_VALUES) },
  speciality: { key: "speciality", schema: text },
  domains: { key: "domain", multi: true, schema: text },
  workplaceType: { key: "workplace", schema: z.enum(WORKPLACE_VALUES) },
  jobType: { key: "jobType", schema: z.enum(JOB_TYPE_VALUES) },
  contractType: { key: "contract", schema: z.enum(CONTRACT_VALUES) },
  locationPreference: { key: "locPref", schema: z.enum(LOCATION_PREFERENCES) },
  locations: { key: "location", multi: true, schema: text },
  primaryStacks: { key: "primary", multi: true, schema: stackFilter },
  secondaryStacks: { key: "secondary", multi: true, schema: stackFilter },
  salaryFrom: { key: "salaryFrom", schema: whole(0, SALARY_MAX) },
  salaryTo: { key: "salaryTo", schema: whole(0, SALARY_MAX) },
  salaryInterval: { key: "salaryInterval", schema: z.enum(SALARY_INTERVAL_VALUES) },
  keywords: { key: "keywords", schema: keywordList },
  updatedWithin: { key: "updated", schema: z.enum(UPDATED_WITHIN.map(String) as [string, ...string[]]).transform(Number) },
  talentType: { key: "type", schema: z.enum(TALENT_TYPES) },
  page: { key: "page", schema: whole(1, MAX_PAGE) },
  size: { key: "size", schema: z.enum(SEARCH_PAGE_SIZES.map(String) as [string, ...string[]]).transform(Number) },
} satisfies Record<string, Field>;

type FieldName = keyof typeof FIELDS;

function valuesOf(raw: RawParams, key: string): string[] {
  if (raw instanceof URLSearchParams) return raw.getAll(key);
  const v = raw[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

/** Every param of a search, read and checked; `errors` lists what was refused (dropped in lenient mode). */
export function readSearchParams(raw: RawParams): ReadResult {
  const errors: ParamError[] = [];
  const read = (name: FieldName): unknown[] => {
    const field: Field = FIELDS[name];
    const given = valuesOf(raw, field.key);
    // Repeats past the list limit (or of a single-valued param) are refused, not silently cut.
    const limit = field.multi ? LIST_MAX : 1;
    if (given.length > limit) errors.push({ param: field.key, message: INVALID_VALUE_MESSAGE });
    const out: unknown[] = [];
    for (const v of given.slice(0, limit)) {
      if (v === "" && name !== "q") continue;
      // A NUL cannot reach Postgres (lib/text/nul.ts): refused like any other invalid value.
      if (!hasNoNul(v)) {
        errors.push({ param: field.key, message: INVALID_VALUE_MESSAGE });
        continue;
      }
      const parsed = field.schema.safeParse(v);
      if (parsed.success) out.push(parsed.data);
      else errors.push({ param: field.key, message: parsed.error.issues[0]?.message ?? INVALID_VALUE_MESSAGE });
    }
    return out;
  };
  const one = <T>(name: FieldName): T | null => (read(name)[0] as T | undefined) ?? null;
  const many = <T>(name: FieldName): T[] => {
    const seen = new Set<string>();
    return (read(name) as T[]).filter((v) => {
      const k = JSON.stringify(v).toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };

  const salary = { from: one<number>("salaryFrom"), to: one<number>("salaryTo"), interval: one<string>("salaryInterval") };
  if (salary.from !== null && salary.to !== null && salary.to < salary.from) {
    errors.push({ param: "salaryTo", message: SALARY_RANGE_MESSAGE });
    salary.to = null;
  }
  const jobType = one<string>("jobType");
  const criteria: SearchCriteria = {
    ...EMPTY_CRITERIA,
    q: one<string>("q") ?? "",
    availability: many<string>("availability"),
    speciality: one<string>("speciality"),
    domains: many<string>("domains"),
    workplaceType: one<string>("workplaceType"),
    jobType,
    contractType: null,
    locationPreference: one<SearchCriteria["locationPreference"]>("locationPreference") ?? "either",
    locations: many<string>("locations"),
    primaryStacks: many<StackFilter>("primaryStacks"),
    secondaryStacks: many<StackFilter>("secondaryStacks"),
    salary,
    keywords: one<string[]>("keywords") ?? [],
    updatedWithin: one<SearchCriteria["updatedWithin"]>("updatedWithin"),
    talentType: one<SearchCriteria["talentType"]>("talentType"),
  };
  // The contract sub-type only narrows contract talents; with another job type it means nothing.
  const contractType = one<string>("contractType");
  if (jobType === "CONTRACT") criteria.contractType = contractType;
  return { criteria, page: one<number>("page") ?? 1, size: one<number>("size") ?? DEFAULT_PAGE_SIZE, errors };
}

export { toSearchParams } from "./to-params";

/** The single-valued params, for the API route's declared query schema (lists are read from the URL). */
export const searchApiQuerySchema = z.looseObject({
  q: FIELDS.q.schema.optional(),
  speciality: text.optional(),
  workplace: FIELDS.workplaceType.schema.optional(),
  jobType: FIELDS.jobType.schema.optional(),
  contract: FIELDS.contractType.schema.optional(),
  locPref: FIELDS.locationPreference.schema.optional(),
  salaryFrom: FIELDS.salaryFrom.schema.optional(),
  salaryTo: FIELDS.salaryTo.schema.optional(),
  salaryInterval: FIELDS.salaryInterval.schema.optional(),
  keywords: z.string().max(2000).refine(hasNoNul).optional(),
  updated: FIELDS.updatedWithin.schema.optional(),
  type: FIELDS.talentType.schema.optional(),
  page: FIELDS.page.schema.optional(),
  size: FIELDS.size.schema.optional(),
});
