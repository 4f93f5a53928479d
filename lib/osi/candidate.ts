import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { jobs, osiAnswers, osiInvitationQuestions, osiInvitations } from "@/db/schema";
import type { Tx } from "@/lib/jobs/commands/shared";
import type { Tenant } from "@/lib/tenancy/queries";
import { isUuid } from "@/lib/text/uuid";
import { openOsiLink } from "./links";
import { nextQuestion, type OsiStatus } from "./rules";

/**
 * The candidate's side of a one-sided interview (issue 16, D72), read through the sealed link
 * only: no account, no session. The link opens to an invitation id of this tenant; anything else
 * (tampered, expired, another tenant's or another purpose's token, an unknown invitation, an
 * invitation past its own expiry) reads as null, which the pages answer with the 404 page and
 * the API with 10404.
 */
export type OsiCandidateQuestion = { id: string; position: number; question: string; responseSeconds: number; answered: boolean };

export type OsiCandidateView = {
  invitationId: string;
  companyId: string;
  status: OsiStatus;
  blocked: boolean;
  consentAt: Date | null;
  company: { name: string; logo: string | null };
  job: { id: string; title: string };
  questions: OsiCandidateQuestion[];
  nextQuestionId: string | null;
  expiresAt: Date;
};

type Reader = Db | Tx;

/** The invitation id a token opens to in this tenant, or null. */
export function invitationIdFromToken(tenant: Pick<Tenant, "slug">, token: unknown, now: Date = new Date()): string | null {
  const id = openOsiLink(tenant.slug, token, now);
  return id && isUuid(id) ? id : null;
}

export async function loadOsiByToken(
  tenant: Pick<Tenant, "id" | "slug" | "name" | "logoUrl">,
  token: unknown,
  now: Date = new Date(),
  db: Reader = getDb(),
): Promise<OsiCandidateView | null> {
  const invitationId = invitationIdFromToken(tenant, token, now);
  if (!invitationId) return null;
  return loadOsiInvitation(tenant, invitationId, now, db);
}

export async function loadOsiInvitation(
  tenant: Pick<Tenant, "id" | "name" | "logoUrl">,
  invitationId: string,
  now: Date = new Date(),
  db: Reader = getDb(),
): Promise<OsiCandidateView | null> {
  const [inv] = await db
    .select({
      id: osiInvitations.id,
      status: osiInvitations.status,
      consentAt: osiInvitations.consentAt,
      expiresAt: osiInvitations.expiresAt,
      jobId: jobs.id,
      jobTitle: jobs.title,
    })
    .from(osiInvitations)
    .innerJoin(jobs, and(eq(jobs.id, osiInvitations.jobId), eq(jobs.companyId, osiInvitations.companyId)))
    .where(and(eq(osiInvitations.id, invitationId), eq(osiInvitations.companyId, tenant.id)));
  if (!inv || inv.expiresAt.getTime() <= now.getTime()) return null;
  const rows = await db
    .select({
      id: osiInvitationQuestions.id,
      position: osiInvitationQuestions.position,
      question: osiInvitationQuestions.question,
      responseSeconds: osiInvitationQuestions.responseSeconds,
      answered: sql<boolean>`exists (select 1 from ${osiAnswers} a where a.question_id = "osi_invitation_questions"."id" and a.status = 'uploaded')`,
    })
    .from(osiInvitationQuestions)
    .where(and(eq(osiInvitationQuestions.invitationId, inv.id), eq(osiInvitationQuestions.companyId, tenant.id)))
    .orderBy(asc(osiInvitationQuestions.position));
  const questions = rows.map((r) => ({ ...r, answered: Boolean(r.answered) }));
  const next = nextQuestion(questions, new Set(questions.filter((q) => q.answered).map((q) => q.id)));
  return {
    invitationId: inv.id,
    companyId: tenant.id,
    status: inv.status,
    blocked: inv.status === "blocked",
    consentAt: inv.consentAt,
    company: { name: tenant.name, logo: tenant.logoUrl },
    job: { id: inv.jobId, title: inv.jobTitle },
    questions,
    nextQuestionId: next?.id ?? null,
    expiresAt: inv.expiresAt,
  };
}
