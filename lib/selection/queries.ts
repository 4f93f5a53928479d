import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { jobShortlists, jobs, talentProfiles, talentShares, talentStacks, users } from "@/db/schema";
import { talentReviewResults } from "@/lib/interviews/review-queries";
import { formatJdId } from "@/lib/jobs/rules";
import { isUuid } from "@/lib/text/uuid";
import { MAX_COMPARE, canCompare } from "./rules";
import type { CompareResult, CompareTalent, ShareView, ShortlistJobOption, ShortlistJobOptions, TalentReview, TalentSummary } from "./types";

/**
 * Read side of compare, share and the shortlist job picker. Every query is scoped to one company:
 * an id of another tenant's talent, job or share reads exactly like an id that never existed.
 */

type Json = Record<string, unknown>;

function text(v: unknown): string {
  return typeof v === "string" ? v : "";
}

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

function locationText(loc: Json | null | undefined): string {
  if (!loc) return "";
  return text(loc.label) || text(loc.formattedAddress) || [text(loc.locality), text(loc.state), text(loc.country)].filter(Boolean).join(", ");
}

function educationOf(doc: Json | null | undefined): TalentSummary["education"] {
  const grouped = (doc?.groupedEducation ?? {}) as Record<string, unknown>;
  const out: TalentSummary["education"] = [];
  for (const [level, items] of Object.entries(grouped)) {
    if (!Array.isArray(items)) continue;
    for (const raw of items as Json[]) {
      out.push({ level: text(raw.level) || level, courseName: text(raw.courseName), institution: text(raw.institution), completion: num(raw.completion) });
    }
  }
  // Most recent first; undated entries last.
  return out.sort((a, b) => (b.completion ?? -Infinity) - (a.completion ?? -Infinity));
}

function certificationsOf(list: unknown): TalentSummary["certifications"] {
  if (!Array.isArray(list)) return [];
  return (list as Json[]).map((c) => ({ description: text(c.description), institution: text(c.institution), year: num(c.year) }));
}

/**
 * Admin-view summaries (second document §3 Talent) of talents of this company, in the order asked;
 * ids that name no talent here are left out. A talent who never saved a builder step still has
 * a summary (mostly empty).
 */
export async function talentSummaries(companyId: string, candidateIds: readonly string[]): Promise<TalentSummary[]> {
  const ids = [...new Set(candidateIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!ids.length) return [];
  const db = getDb();
  const [people, stacks] = await Promise.all([
    db
      .select({ user: { id: users.id, fullName: users.fullName, candidateUniqueId: users.candidateUniqueId, isMock: users.isMock }, profile: talentProfiles })
      .from(users)
      .leftJoin(talentProfiles, and(eq(talentProfiles.userId, users.id), eq(talentProfiles.companyId, companyId)))
      .where(and(inArray(users.id, ids), eq(users.companyId, companyId), eq(users.role, "talent"))),
    db
      .select({ userId: talentStacks.userId, stack: talentStacks.stack, category: talentStacks.category, years: talentStacks.years })
      .from(talentStacks)
      .where(and(inArray(talentStacks.userId, ids), eq(talentStacks.companyId, companyId)))
      .orderBy(desc(talentStacks.years), asc(talentStacks.stack)),
  ]);
  const byId = new Map(people.map((p) => [p.user.id, p]));
  return ids.flatMap((id): TalentSummary[] => {
    const row = byId.get(id);
    if (!row) return [];
    const p = row.profile;
    return [
      {
        id,
        name: p && !p.nameVisible ? null : row.user.fullName,
        candidateUniqueId: row.user.candidateUniqueId,
        designation: p?.designation ?? "",
        speciality: p?.speciality ?? "",
        domains: p?.domains ?? [],
        talentType: p?.talentType ?? "external",
        totalExperienceMonths: p?.totalExperienceMonths ?? 0,
        skills: stacks.filter((s) => s.userId === id).map(({ stack, category, years }) => ({ stack, category, years })),
        availability: p?.availability ?? "",
        location: locationText(p?.currentLocation),
        preferredLocations: (p?.preferredLocations ?? []).map((l) => l.value).filter(Boolean),
        workplaceType: p?.workplaceType ?? "",
        jobType: p?.jobType ?? "",
        contractType: p?.contractType ?? "",
        education: educationOf(p?.education),
        certifications: certificationsOf(p?.certifications),
        updatedAt: p?.updatedAt.toISOString() ?? null,
        isMock: row.user.isMock,
      },
    ];
  });
}

/**
 * The latest completed review result of each talent (any job), keyed by talent id: one interview
 * reviewed by all its interviewers, combined, or a review recorded outside an interview
 * (lib/interviews/review-queries.ts, decision D47).
 */
export async function latestReviews(companyId: string, candidateIds: readonly string[]): Promise<Map<string, TalentReview>> {
  return talentReviewResults(companyId, candidateIds);
}

async function withReviews(companyId: string, summaries: TalentSummary[]): Promise<CompareTalent[]> {
  const latest = await latestReviews(
    companyId,
    summaries.map((s) => s.id),
  );
  return summaries.map((s) => ({ ...s, review: latest.get(s.id) ?? null }));
}

/**
 * The candidate compare (spec §2, §9): at most 4 talents of this company with their latest
 * completed review. Talents without one are flagged (review null); when none has one, the
 * comparison is refused (spec §5) with `blocked`.
 */
export async function compareTalents(companyId: string, candidateIds: readonly string[]): Promise<CompareResult> {
  const wanted = [...new Set(candidateIds.filter(isUuid).map((id) => id.toLowerCase()))].slice(0, MAX_COMPARE);
  const talents = await withReviews(companyId, await talentSummaries(companyId, wanted));
  const missing = wanted.length - talents.length;
  if (!talents.length) return { talents, missing, blocked: "noTalents" };
  return { talents, missing, blocked: canCompare(talents) ? null : "noReviewedTalent" };
}

/** A share of this company (null for another tenant's id, a malformed id or none). */
export async function getShare(companyId: string, shareId: string): Promise<ShareView | null> {
  if (!isUuid(shareId)) return null;
  const creator = alias(users, "share_creator");
  const [row] = await getDb()
    .select({ share: talentShares, creatorName: creator.fullName, job: { id: jobs.id, jdNumber: jobs.jdNumber, title: jobs.title } })
    .from(talentShares)
    .leftJoin(creator, eq(creator.id, talentShares.createdById))
    .leftJoin(jobs, and(eq(jobs.id, talentShares.jobId), eq(jobs.companyId, companyId), ne(jobs.status, "deleted")))
    .where(and(eq(talentShares.id, shareId), eq(talentShares.companyId, companyId)))
    .limit(1);
  if (!row) return null;
  const talents = await withReviews(companyId, await talentSummaries(companyId, row.share.candidateIds));
  return {
    id: row.share.id,
    createdAt: row.share.createdAt.toISOString(),
    createdBy: row.creatorName ?? null,
    job: row.job?.id ? { id: row.job.id, jdId: formatJdId(row.job.jdNumber), title: row.job.title } : null,
    talents,
  };
}

const ASSIGNED_LIMIT = 100;
const OTHERS_LIMIT = 20;

/**
 * The shortlist job picker: the actor's active jobs (spec §6: only the assignee, only active
 * jobs), soonest due first, and a few other active jobs of the company shown disabled.
 */
export async function shortlistJobOptions(companyId: string, userId: string, now: Date = new Date()): Promise<ShortlistJobOptions> {
  const assignee = alias(users, "job_assignee");
  const live = and(eq(jobs.companyId, companyId), eq(jobs.status, "active"), gt(jobs.dueDate, now));
  const select = { id: jobs.id, jdNumber: jobs.jdNumber, title: jobs.title, dueDate: jobs.dueDate, assignee: assignee.fullName };
  const db = getDb();
  const [mine, others] = await Promise.all([
    db.select(select).from(jobs).leftJoin(assignee, eq(assignee.id, jobs.assigneeId)).where(and(live, eq(jobs.assigneeId, userId))).orderBy(asc(jobs.dueDate), asc(jobs.jdNumber)).limit(ASSIGNED_LIMIT),
    db
      .select(select)
      .from(jobs)
      .leftJoin(assignee, eq(assignee.id, jobs.assigneeId))
      .where(and(live, or(isNull(jobs.assigneeId), ne(jobs.assigneeId, userId))))
      .orderBy(asc(jobs.dueDate), asc(jobs.jdNumber))
      .limit(OTHERS_LIMIT),
  ]);
  const option = (r: (typeof mine)[number]): ShortlistJobOption => ({ id: r.id, jdId: formatJdId(r.jdNumber), title: r.title, dueDate: r.dueDate.toISOString(), assignee: r.assignee ?? null });
  return { assigned: mine.map(option), others: others.map(option) };
}

/** A job of this company for a job-context label (search or compare opened from a job); null otherwise. */
export async function jobContext(companyId: string, jobId: string | null | undefined): Promise<{ id: string; jdId: string; title: string } | null> {
  if (!isUuid(jobId)) return null;
  const [row] = await getDb()
    .select({ id: jobs.id, jdNumber: jobs.jdNumber, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), ne(jobs.status, "deleted")))
    .limit(1);
  return row ? { id: row.id, jdId: formatJdId(row.jdNumber), title: row.title } : null;
}

export type JobShortlistEntry = { candidateId: string; name: string | null; candidateUniqueId: string | null; status: "shortListed" | "standBy"; byUserName: string | null; at: string };

/**
 * The job's shortlisted and standby talents (job detail lists), newest first. Names follow the
 * talent's name permission (null = confidential), like compare and share.
 */
export async function jobShortlistEntries(companyId: string, jobId: string): Promise<{ shortListed: JobShortlistEntry[]; standBy: JobShortlistEntry[] }> {
  if (!isUuid(jobId)) return { shortListed: [], standBy: [] };
  const by = alias(users, "shortlisted_by");
  const rows = await getDb()
    .select({
      candidateId: jobShortlists.candidateId,
      fullName: users.fullName,
      nameVisible: talentProfiles.nameVisible,
      candidateUniqueId: users.candidateUniqueId,
      status: jobShortlists.status,
      byUserName: by.fullName,
      at: jobShortlists.createdAt,
    })
    .from(jobShortlists)
    .innerJoin(users, and(eq(users.id, jobShortlists.candidateId), eq(users.companyId, companyId)))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, jobShortlists.candidateId))
    .leftJoin(by, eq(by.id, jobShortlists.byUserId))
    .where(and(eq(jobShortlists.jobId, jobId), eq(jobShortlists.companyId, companyId)))
    .orderBy(desc(jobShortlists.createdAt));
  const entries = rows.map(
    (r): JobShortlistEntry => ({
      candidateId: r.candidateId,
      name: r.nameVisible === false ? null : r.fullName,
      candidateUniqueId: r.candidateUniqueId,
      status: r.status,
      byUserName: r.byUserName ?? null,
      at: r.at.toISOString(),
    }),
  );
  return { shortListed: entries.filter((e) => e.status === "shortListed"), standBy: entries.filter((e) => e.status === "standBy") };
}
