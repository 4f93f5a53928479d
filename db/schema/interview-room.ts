import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./tenancy";
import { users } from "./identity";
import { interviews } from "./interviews";

/**
 * The live interview room (issue 15): the video call (LiveKit), the whiteboard (tldraw) and the
 * code editor (CodeMirror collab), one room per interview. Every table carries company_id so a
 * query can always be scoped to the tenant, even when it starts from an interview id that came
 * from a socket or a webhook.
 */
export const roomParticipantRole = pgEnum("room_participant_role", ["moderator", "talent"]);

/** One row per interview that ever had a room: its LiveKit name and how it ended. */
export const interviewRooms = pgTable(
  "interview_rooms",
  {
    interviewId: uuid("interview_id")
      .primaryKey()
      .references(() => interviews.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** LiveKit room name (`iv_<interviewId>`); the tenant is never read from it. */
    roomName: text("room_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** First participant seen in the room (webhook or our own join record). */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** The talent's first join: decides completed against No Show. */
    talentJoinedAt: timestamp("talent_joined_at", { withTimezone: true }),
    concludedAt: timestamp("concluded_at", { withTimezone: true }),
    /** completed | noShow; null while the room is open. */
    outcome: text("outcome"),
  },
  (t) => [uniqueIndex("interview_rooms_room_name_key").on(t.roomName), index("interview_rooms_company_started_idx").on(t.companyId, t.startedAt)],
);

/** Who was in the room, per LiveKit participant session (a reconnect is a new sid). */
export const roomParticipants = pgTable(
  "room_participants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    /** LiveKit participant sid, or `local:<userId>:<n>` for a join recorded by the app itself. */
    participantSid: text("participant_sid").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    role: roomParticipantRole("role").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("room_participants_sid_key").on(t.interviewId, t.participantSid), index("room_participants_present_idx").on(t.interviewId, t.role).where(sql`${t.leftAt} is null`)],
);

/** Every LiveKit webhook event we accepted, by its id: a replay finds its row and has no second effect. */
export const livekitEvents = pgTable(
  "livekit_events",
  {
    id: text("id").primaryKey(),
    event: text("event").notNull(),
    roomName: text("room_name"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** LiveKit's createdAt (seconds), kept to order late events. */
    createdAt: timestamp("created_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("livekit_events_room_idx").on(t.roomName, t.receivedAt)],
);

/** The whiteboard's current document (a tldraw RoomSnapshot), reloaded when the sidecar restarts. */
export const whiteboardSnapshots = pgTable("whiteboard_snapshots", {
  interviewId: uuid("interview_id")
    .primaryKey()
    .references(() => interviews.id, { onDelete: "cascade" }),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  documentClock: bigint("document_clock", { mode: "number" }).notNull().default(0),
  snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Snapshots kept over time: the whiteboard's replay on the interview detail. */
export const whiteboardSnapshotVersions = pgTable(
  "whiteboard_snapshot_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentClock: bigint("document_clock", { mode: "number" }).notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("whiteboard_snapshot_versions_interview_idx").on(t.interviewId, t.createdAt)],
);

/** The code editor's document: language and text as of `version` (the count of applied updates). */
export const codeSessions = pgTable("code_sessions", {
  interviewId: uuid("interview_id")
    .primaryKey()
    .references(() => interviews.id, { onDelete: "cascade" }),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  language: text("language").notNull().default("javascript"),
  doc: text("doc").notNull().default(""),
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every accepted change, in the authority's order (the blackboard history). The primary key makes
 * a second writer of the same version fail (23505), even across sidecar instances.
 */
export const codeUpdates = pgTable(
  "code_updates",
  {
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** ChangeSet.toJSON() of @codemirror/state. */
    changes: jsonb("changes").$type<unknown[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.version] })],
);

/** Things that happened around the code: blocked paste/copy attempts, language changes, loaded questions. */
export const codeEvents = pgTable(
  "code_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** paste | copy | cut | drop | contextmenu | language | question */
    kind: text("kind").notNull(),
    /** The document version the event happened at (for the replay's markers). */
    version: integer("version").notNull().default(0),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("code_events_interview_idx").on(t.interviewId, t.at)],
);

/**
 * Per-company limits, in one place (issue 15/16; billing will later write them per plan). A null
 * column means no limit. Read fresh by the checks, never from the tenant cache.
 */
export const companyLimits = pgTable("company_limits", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  liveInterviewsPerMonth: integer("live_interviews_per_month"),
  oneSidedInterviewsPerMonth: integer("one_sided_interviews_per_month"),
  storageBytes: bigint("storage_bytes", { mode: "number" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
