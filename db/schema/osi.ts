import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./tenancy";
import { users } from "./identity";
import { jobs } from "./jobs";
import { storedFiles } from "./profiles";
import { osiQuestions } from "./questions";

/**
 * One-sided interviews (issue 16; states: second document §4 "invited, started, completed,
 * blocked, unblocked"). A recruiter invites talents to answer a job's attached questions; each
 * invitation freezes the questions it was sent with (the job's list may change afterwards), and
 * each answer is one recorded video.
 */
export const osiStatus = pgEnum("osi_status", ["invited", "started", "completed", "blocked", "unblocked"]);

export const osiInvitations = pgTable(
  "osi_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: osiStatus("status").notNull().default("invited"),
    /** The link's last day; the sealed link carries the same expiry. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    invitedById: uuid("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Consent to record, given on the intro page (what is kept, for how long). */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    blockReason: text("block_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One invitation per talent and job: inviting again resends the same link.
    uniqueIndex("osi_invitations_job_candidate_key").on(t.jobId, t.candidateId),
    index("osi_invitations_company_created_idx").on(t.companyId, t.createdAt),
    index("osi_invitations_candidate_idx").on(t.candidateId),
  ],
);

/** The questions an invitation was sent with, frozen in order (questionNumber = position). */
export const osiInvitationQuestions = pgTable(
  "osi_invitation_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => osiInvitations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    sourceQuestionId: uuid("source_question_id").references(() => osiQuestions.id, { onDelete: "set null" }),
    question: text("question").notNull(),
    responseSeconds: integer("response_seconds").notNull(),
    /**
     * When the retention sweep deleted this question's recorded answer (OSI_RETENTION_MONTHS after
     * it was recorded, D76): the answer row and its video are gone, this says there was one.
     */
    recordingDeletedAt: timestamp("recording_deleted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("osi_invitation_questions_position_key").on(t.invitationId, t.position)],
);

export const osiAnswerStatus = pgEnum("osi_answer_status", ["recording", "uploading", "uploaded"]);

/**
 * One answer per invitation question: the unique pair is the "one attempt only" guard. The row is
 * created when recording starts (the server's clock), the file is attached when the upload ends.
 */
export const osiAnswers = pgTable(
  "osi_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => osiInvitations.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => osiInvitationQuestions.id, { onDelete: "cascade" }),
    status: osiAnswerStatus("status").notNull().default("recording"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    /** Bytes received so far (a resumed upload continues from here) and the announced total. */
    receivedBytes: integer("received_bytes").notNull().default(0),
    totalBytes: integer("total_bytes"),
    mime: text("mime"),
    durationMs: integer("duration_ms"),
  },
  (t) => [
    uniqueIndex("osi_answers_one_attempt_key").on(t.invitationId, t.questionId),
    index("osi_answers_invitation_idx").on(t.invitationId),
    // The retention sweep's scan: answers recorded before the cutoff, oldest first (D76).
    index("osi_answers_started_idx").on(t.startedAt),
  ],
);

/** A reviewer's rating of one answer (1–5), one per reviewer. */
export const osiAnswerRatings = pgTable(
  "osi_answer_ratings",
  {
    answerId: uuid("answer_id")
      .notNull()
      .references(() => osiAnswers.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.reviewerId] }), check("osi_answer_ratings_range_check", sql`${t.rating} between 1 and 5`)],
);
