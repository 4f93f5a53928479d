import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./tenancy";
import { users } from "./identity";
import { jobs } from "./jobs";
import { PIPELINE_STATUSES } from "../../lib/interviews/statuses";

/**
 * Interviews and scheduling (issue 13). The pipeline entry is one row per (job, talent): its
 * status is one of the spec's 14 internal keys and only lib/interviews/rules.ts moves it. Every
 * move is kept in interview_stage_events (the detail's timeline and the board's history).
 *
 * Double booking is refused by the database (interviewer_busy's exclusion constraint, written
 * by hand in migration 0008 because Drizzle has no EXCLUDE), not by a read-then-write check.
 */
export const pipelineStatus = pgEnum("pipeline_status", PIPELINE_STATUSES);

export const interviewCandidates = pgTable(
  "interview_candidates",
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
    round: integer("round").notNull().default(1),
    status: pipelineStatus("status").notNull().default("screening"),
    /** BLOCKED: the talent may not book until a recruiter unblocks (e.g. the invitation's last date passed). */
    blocked: boolean("blocked").notNull().default(false),
    /** Optimistic version: a board move names the version it saw, so two recruiters cannot both move a stale card. */
    version: integer("version").notNull().default(0),
    addedById: uuid("added_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("interview_candidates_job_candidate_key").on(t.jobId, t.candidateId),
    index("interview_candidates_company_status_idx").on(t.companyId, t.status, t.updatedAt),
    index("interview_candidates_candidate_idx").on(t.candidateId),
  ],
);

/**
 * Interview: scheduled, canceled (reason mandatory), ended (second document §4). `rescheduling`:
 * the talent asked for another time, the slot was voided and a new invitation is open; the row
 * (and its calendar UID) stays the same across reschedules and `sequence` rises with each change.
 */
export const interviewStatus = pgEnum("interview_status", ["scheduled", "canceled", "ended", "rescheduling"]);
/** invited: slots offered; accepted: one booked; voided: replaced by a reschedule; canceled: reason kept. */
export const invitationStatus = pgEnum("interview_invitation_status", ["invited", "accepted", "declined", "expired", "canceled", "voided"]);

export const interviews = pgTable(
  "interviews",
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
    pipelineId: uuid("pipeline_id").references(() => interviewCandidates.id, { onDelete: "cascade" }),
    invitationId: uuid("invitation_id").references(() => interviewInvitations.id, { onDelete: "set null" }),
    slotId: uuid("slot_id").references(() => invitationSlots.id, { onDelete: "set null" }),
    round: integer("round").notNull().default(1),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: interviewStatus("status").notNull().default("scheduled"),
    /** iCalendar SEQUENCE of the invitation e-mails: 0 when booked, +1 on each reschedule or cancellation. */
    sequence: integer("sequence").notNull().default(0),
    cancellationReason: text("cancellation_reason"),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    canceledById: uuid("canceled_by_id").references(() => users.id, { onDelete: "set null" }),
    talentJoinedAt: timestamp("talent_joined_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("interviews_job_starts_idx").on(t.jobId, t.startsAt),
    index("interviews_candidate_idx").on(t.candidateId, t.startsAt),
    index("interviews_company_starts_idx").on(t.companyId, t.startsAt),
    // One live interview per pipeline entry and round (a reschedule keeps the row).
    uniqueIndex("interviews_pipeline_round_key").on(t.pipelineId, t.round).where(sql`${t.status} not in ('canceled', 'ended')`),
  ],
);

export const interviewInvitations = pgTable(
  "interview_invitations",
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
    pipelineId: uuid("pipeline_id").references(() => interviewCandidates.id, { onDelete: "cascade" }),
    round: integer("round").notNull().default(1),
    status: invitationStatus("status").notNull().default("invited"),
    /** Length of each offered slot; slots start on 30-minute steps. */
    durationMinutes: integer("duration_minutes").notNull().default(60),
    /** Last day an interview may take place (at least one day before the job's due date). */
    lastDate: timestamp("last_date", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("interview_invitations_job_idx").on(t.jobId),
    index("interview_invitations_candidate_idx").on(t.candidateId),
    // One open invitation per pipeline entry and round: a reschedule voids it before a new one is made.
    uniqueIndex("interview_invitations_open_key").on(t.pipelineId, t.round).where(sql`${t.status} in ('invited', 'accepted')`),
  ],
);

/** Every status change: who, when, by which named transition, and the reason when one is needed. */
export const interviewStageEvents = pgTable(
  "interview_stage_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    pipelineId: uuid("pipeline_id")
      .notNull()
      .references(() => interviewCandidates.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    fromStatus: pipelineStatus("from_status"),
    toStatus: pipelineStatus("to_status").notNull(),
    /** The transition's name in lib/interviews/rules.ts (sendInvitation, book, cancel, …). */
    transition: text("transition").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("interview_stage_events_pipeline_idx").on(t.pipelineId, t.at)],
);

/** The interviewers an invitation offers (recruiters and collaborators of the job). */
export const invitationInterviewers = pgTable(
  "invitation_interviewers",
  {
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => interviewInvitations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("invitation_interviewers_key").on(t.invitationId, t.userId), index("invitation_interviewers_user_idx").on(t.userId)],
);

export const slotStatus = pgEnum("invitation_slot_status", ["offered", "booked", "voided"]);

/** The time slots an invitation offers; at most one booked per invitation. */
export const invitationSlots = pgTable(
  "invitation_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => interviewInvitations.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: slotStatus("status").notNull().default("offered"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invitation_slots_invitation_start_key").on(t.invitationId, t.startsAt),
    uniqueIndex("invitation_slots_one_booked_key").on(t.invitationId).where(sql`${t.status} = 'booked'`),
    check("invitation_slots_range_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const slotRequestStatus = pgEnum("slot_request_status", ["pending", "accepted", "rejected"]);

/** A talent's request for another slot (NEW SLOT REQUESTED); the recruiter adds slots or rejects with a reason. */
export const extraSlotRequests = pgTable(
  "extra_slot_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => interviewInvitations.id, { onDelete: "cascade" }),
    note: text("note"),
    status: slotRequestStatus("status").notNull().default("pending"),
    rejectReason: text("reject_reason"),
    decidedById: uuid("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("extra_slot_requests_one_pending_key").on(t.invitationId).where(sql`${t.status} = 'pending'`)],
);

/** The people taking part in an interview (interviewers; the talent is interviews.candidate_id). */
export const interviewParticipants = pgTable(
  "interview_participants",
  {
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("interview_participants_key").on(t.interviewId, t.userId), index("interview_participants_user_idx").on(t.userId)],
);

/**
 * Busy time per person. `source` = interview (a booked interview; one row per interviewer and one
 * for the talent), outlook or manual (later integrations). The exclusion constraint of migration
 * 0008 refuses two active rows of one user whose [starts_at, ends_at) ranges overlap.
 */
export const interviewerBusy = pgTable(
  "interviewer_busy",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    interviewId: uuid("interview_id").references(() => interviews.id, { onDelete: "cascade" }),
    source: text("source").notNull().default("interview"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("interviewer_busy_user_idx").on(t.userId, t.startsAt), index("interviewer_busy_interview_idx").on(t.interviewId), check("interviewer_busy_range_check", sql`${t.endsAt} > ${t.startsAt}`)],
);

/** Weekly availability of an interviewer, in minutes of the day in the user's time zone (users.time_zone). */
export const availabilityRules = pgTable(
  "availability_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint("weekday").notNull(),
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
  },
  (t) => [
    index("availability_rules_user_idx").on(t.userId, t.weekday),
    check("availability_rules_weekday_check", sql`${t.weekday} between 0 and 6`),
    check("availability_rules_minutes_check", sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`),
  ],
);

/** A date that replaces the weekly rules: ranges that day, or one row with null minutes = unavailable. */
export const availabilityOverrides = pgTable(
  "availability_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    onDate: date("on_date").notNull(),
    startMinute: smallint("start_minute"),
    endMinute: smallint("end_minute"),
  },
  (t) => [
    index("availability_overrides_user_idx").on(t.userId, t.onDate),
    check("availability_overrides_minutes_check", sql`(${t.startMinute} is null and ${t.endMinute} is null) or (${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute})`),
  ],
);

/** The company's business hours, in the company's time zone (companies.timezone). No row for a weekday = closed. */
export const businessHours = pgTable(
  "business_hours",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
  },
  (t) => [
    index("business_hours_company_idx").on(t.companyId, t.weekday),
    check("business_hours_weekday_check", sql`${t.weekday} between 0 and 6`),
    check("business_hours_minutes_check", sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`),
  ],
);
