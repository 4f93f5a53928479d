import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./tenancy";
import { loginType, users } from "./identity";

/**
 * Server-side record of every signed-in session. The JWT cookie carries a random session id;
 * this table stores only its SHA-256, so a copy of the table cannot be replayed as cookies, and
 * revoking a row (logout, "sign out other devices", suspension) ends the session on every
 * process at its next request.
 */
export const sessions = pgTable(
  "sessions",
  {
    /** base64url(SHA-256(session id)). */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null for cloud admins. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    loginType: loginType("login_type").notNull(),
    /** talent | admin | cloud: the door the session came through. */
    portal: text("portal").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Fixed-window counters for rate limits. In PostgreSQL, not in memory, because every app
 * process must see the same count (ARCHITECTURE.md: nothing may assume one process).
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_buckets_reset_idx").on(t.resetAt)],
);
