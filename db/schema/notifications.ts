import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { companies } from "./tenancy";
import { users } from "./identity";

/**
 * What a user is told (issue 14). The table is the source of truth: a notification is written in
 * the same transaction as the change that causes it, then published to the realtime sidecar
 * (lib/realtime/outbox.ts). The id only grows, so a client catches up from its last seen id.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of lib/notifications kinds ("interview.scheduled", …). */
    kind: text("kind").notNull(),
    /** What the text and the link need (names, ids, times); never a secret. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_id_idx").on(t.userId, t.id),
    index("notifications_user_unread_idx").on(t.userId, t.id).where(sql`${t.readAt} is null`),
  ],
);

/** Which kinds a user also receives by e-mail; a missing row means the kind's default. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The polling bus (embedded database, where LISTEN/NOTIFY cannot be relied on): each published
 * event is a row the sidecars read past their last id. Rows are pruned after a short while; the
 * notifications table, not this one, is what clients catch up from.
 */
export const realtimeEvents = pgTable(
  "realtime_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** lib/realtime/events.ts channelKey. */
    channel: text("channel").notNull(),
    message: jsonb("message").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("realtime_events_created_idx").on(t.createdAt)],
);
