import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { jobs, osiAnswerRatings, osiAnswers, osiInvitationQuestions, osiInvitations, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { assertAssociatedWithJob, type StaffViewer } from "@/lib/interviews/access";
import { formatJdId } from "@/lib/jobs/rules";
import { signedUrl } from "@/lib/storage";
import { isUuid } from "@/lib/text/uuid";
import { overlayEntries, type OsiStatus } from "./rules";

/**
 * The recruiter's response view of one one-sided interview (issue 16, "Responses"): the
 * invitation, its frozen questions in order with their answers, the question overlay of the
 * player (entity "Question overlay entry") and each answer's ratings. Every read is scoped by the
 * viewer's company: another company's invitation, or one of another job, answers 10630 exactly
 * like a missing one.
 */

/** Signed file URLs of the view live an hour: long enough to watch, seek and come back. */
export const OSI_ANSWER_URL_TTL_SEC = 60 * 60;

export type OsiRatingSummary = { mine: number | null; average: number | null; count: number };

export type OsiResponseAnswer = {
  id: string;
  status: "recording" | "uploading" | "uploaded";
  fileId: string | null;
  mime: string | null;
  durationMs: number | null;
  uploadedAt: string | null;
  /** A signed URL of the file route (Range-capable), only for an uploaded answer with a file. */
  url: string | null;
  /** True when the player can play it: uploaded, with a file and a known duration. */
  playable: boolean;
  ratings: OsiRatingSummary;
};

export type OsiResponseQuestion = {
  id: string;
  /** 1-based, in the invitation's frozen order. */
  number: number;
  question: string;
  responseSeconds: number;
  answer: OsiResponseAnswer | null;
  /** When the retention sweep deleted this question's recorded answer (answer is then null; D76). */
  recordingDeletedAt: string | null;
};

/** Entity "Question overlay entry"; times in seconds on the player's single timeline. */
export type OsiOverlayEntry = { question: string; questionNumber: number; startTime: number; endTime: number };

export type OsiResponseView = {
  invitation: { id: string; status: OsiStatus; createdAt: string; startedAt: string | null; completedAt: string | null; expiresAt: string };
  candidate: { id: string; name: string; email: string };
  job: { id: string; title: string; jdId: string };
  questions: OsiResponseQuestion[];
  /** The latest deletion of a recording past its retention (OSI_RETENTION_MONTHS), or null. */
  recordingsDeletedAt: string | null;
  /** One entry per playable answer, back to back, in question order. */
  overlay: (OsiOverlayEntry & { answerId: string; questionId: string; url: string; mime: string })[];
  totalSeconds: number;
};

type Reader = Pick<Db, "select">;

/** The invitation of this company and job, or 10630. */
export async function findOsiInvitation(companyId: string, jobId: string, invitationId: string, db: Reader = getDb()) {
  if (!isUuid(invitationId) || !isUuid(jobId)) throw appError(ERROR_CODES.osiInvitationNotFound);
  const [row] = await db
    .select()
    .from(osiInvitations)
    .where(and(eq(osiInvitations.id, invitationId), eq(osiInvitations.companyId, companyId), eq(osiInvitations.jobId, jobId)))
    .limit(1);
  if (!row) throw appError(ERROR_CODES.osiInvitationNotFound);
  return row;
}

/** Mine, average (one decimal) and count of the ratings of each answer. */
export async function answerRatings(companyId: string, reviewerId: string, answerIds: readonly string[], db: Reader = getDb()): Promise<Map<string, OsiRatingSummary>> {
  const out = new Map<string, OsiRatingSummary>();
  if (answerIds.length === 0) return out;
  const rows = await db
    .select({
      answerId: osiAnswerRatings.answerId,
      mine: sql<number | null>`max(case when ${osiAnswerRatings.reviewerId} = ${reviewerId} then ${osiAnswerRatings.rating} end)::int`,
      average: sql<string | null>`round(avg(${osiAnswerRatings.rating}), 1)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(osiAnswerRatings)
    .where(and(eq(osiAnswerRatings.companyId, companyId), inArray(osiAnswerRatings.answerId, [...answerIds])))
    .groupBy(osiAnswerRatings.answerId);
  for (const r of rows) out.set(r.answerId, { mine: r.mine, average: r.average === null ? null : Number(r.average), count: r.count });
  return out;
}

/**
 * The response view for a staff viewer. The page checks the role's permission and the job
 * association first; this checks the invitation belongs to the company and the job (10630).
 */
export async function osiResponseView(viewer: { companyId: string; userId: string }, jobId: string, invitationId: string, db: Reader = getDb()): Promise<OsiResponseView> {
  const inv = await findOsiInvitation(viewer.companyId, jobId, invitationId, db);
  const [[job], [candidate], questions, answers] = await Promise.all([
    db.select({ id: jobs.id, title: jobs.title, jdNumber: jobs.jdNumber }).from(jobs).where(and(eq(jobs.id, inv.jobId), eq(jobs.companyId, viewer.companyId))),
    db.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(eq(users.id, inv.candidateId)),
    db
      .select()
      .from(osiInvitationQuestions)
      .where(and(eq(osiInvitationQuestions.invitationId, inv.id), eq(osiInvitationQuestions.companyId, viewer.companyId)))
      .orderBy(asc(osiInvitationQuestions.position)),
    db
      .select()
      .from(osiAnswers)
      .where(and(eq(osiAnswers.invitationId, inv.id), eq(osiAnswers.companyId, viewer.companyId))),
  ]);
  if (!job || !candidate) throw appError(ERROR_CODES.osiInvitationNotFound);
  const ratings = await answerRatings(
    viewer.companyId,
    viewer.userId,
    answers.map((a) => a.id),
    db,
  );
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));

  const rows: OsiResponseQuestion[] = questions.map((q, i) => {
    const a = byQuestion.get(q.id);
    const recordingDeletedAt = q.recordingDeletedAt?.toISOString() ?? null;
    if (!a) return { id: q.id, number: i + 1, question: q.question, responseSeconds: q.responseSeconds, answer: null, recordingDeletedAt };
    const uploaded = a.status === "uploaded" && a.fileId !== null;
    return {
      id: q.id,
      number: i + 1,
      question: q.question,
      responseSeconds: q.responseSeconds,
      answer: {
        id: a.id,
        status: a.status,
        fileId: a.fileId,
        mime: a.mime,
        durationMs: a.durationMs,
        uploadedAt: a.uploadedAt?.toISOString() ?? null,
        url: uploaded && a.fileId ? signedUrl(a.fileId, OSI_ANSWER_URL_TTL_SEC) : null,
        playable: uploaded && a.durationMs !== null && a.durationMs > 0,
        ratings: ratings.get(a.id) ?? { mine: null, average: null, count: 0 },
      },
      recordingDeletedAt,
    };
  });

  const playable = rows.filter((r) => r.answer?.playable);
  const entries = overlayEntries(playable.map((r) => ({ question: r.question, position: r.number, durationMs: r.answer!.durationMs! })));
  const overlay = entries.map((e, i) => {
    const r = playable[i];
    return { ...e, answerId: r.answer!.id, questionId: r.id, url: r.answer!.url!, mime: r.answer!.mime ?? "video/webm" };
  });

  return {
    invitation: {
      id: inv.id,
      status: inv.status,
      createdAt: inv.createdAt.toISOString(),
      startedAt: inv.startedAt?.toISOString() ?? null,
      completedAt: inv.completedAt?.toISOString() ?? null,
      expiresAt: inv.expiresAt.toISOString(),
    },
    candidate: { id: candidate.id, name: candidate.name, email: candidate.email },
    job: { id: job.id, title: job.title, jdId: formatJdId(job.jdNumber) },
    questions: rows,
    recordingsDeletedAt: rows.reduce<string | null>((latest, r) => (r.recordingDeletedAt && (!latest || r.recordingDeletedAt > latest) ? r.recordingDeletedAt : latest), null),
    overlay,
    totalSeconds: overlay.length ? overlay[overlay.length - 1].endTime : 0,
  };
}

/** The candidate's invitation for a job (for links from the interview pages), or null. */
export async function osiInvitationOf(companyId: string, jobId: string, candidateId: string, db: Reader = getDb()): Promise<{ id: string; status: OsiStatus } | null> {
  if (!isUuid(jobId) || !isUuid(candidateId)) return null;
  const [row] = await db
    .select({ id: osiInvitations.id, status: osiInvitations.status })
    .from(osiInvitations)
    .where(and(eq(osiInvitations.companyId, companyId), eq(osiInvitations.jobId, jobId), eq(osiInvitations.candidateId, candidateId)))
    .limit(1);
  return row ?? null;
}

export type RateOsiAnswerInput = { answerId: string; rating: number };

/**
 * A reviewer rates one answer 1–5 (one rating per reviewer: a second rating replaces the first).
 * Checks, in one transaction: the rating (10632), the answer of this company (10634), a job the
 * reviewer is still associated with (10078, 10568), an answer already uploaded (10631). A
 * refusal writes nothing. Returns the answer's ratings after the save.
 */
export async function rateOsiAnswer(viewer: StaffViewer, input: RateOsiAnswerInput): Promise<{ answerId: string } & OsiRatingSummary> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) throw appError(ERROR_CODES.osiRatingOutOfRange);
  if (!isUuid(input.answerId)) throw appError(ERROR_CODES.osiAnswerNotFound);
  return getDb().transaction(async (tx) => {
    const [answer] = await tx
      .select({ id: osiAnswers.id, status: osiAnswers.status, fileId: osiAnswers.fileId, jobId: osiInvitations.jobId })
      .from(osiAnswers)
      .innerJoin(osiInvitations, eq(osiInvitations.id, osiAnswers.invitationId))
      .where(and(eq(osiAnswers.id, input.answerId), eq(osiAnswers.companyId, viewer.companyId), eq(osiInvitations.companyId, viewer.companyId)))
      .for("update", { of: osiAnswers });
    if (!answer) throw appError(ERROR_CODES.osiAnswerNotFound);
    await assertAssociatedWithJob(viewer, answer.jobId, tx);
    if (answer.status !== "uploaded" || answer.fileId === null) throw appError(ERROR_CODES.osiAnswerNotUploaded);
    const [before] = await tx
      .select({ rating: osiAnswerRatings.rating })
      .from(osiAnswerRatings)
      .where(and(eq(osiAnswerRatings.answerId, answer.id), eq(osiAnswerRatings.reviewerId, viewer.userId)));
    await tx
      .insert(osiAnswerRatings)
      .values({ answerId: answer.id, reviewerId: viewer.userId, companyId: viewer.companyId, rating: input.rating })
      .onConflictDoUpdate({ target: [osiAnswerRatings.answerId, osiAnswerRatings.reviewerId], set: { rating: input.rating, updatedAt: new Date() } });
    await logActivity(tx, {
      companyId: viewer.companyId,
      actorUserId: viewer.userId,
      action: "osi.rateAnswer",
      entityType: "osiAnswer",
      entityId: answer.id,
      before: before ? { rating: before.rating } : null,
      after: { rating: input.rating },
    });
    const summary = (await answerRatings(viewer.companyId, viewer.userId, [answer.id], tx)).get(answer.id)!;
    return { answerId: answer.id, ...summary };
  });
}
