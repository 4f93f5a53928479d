import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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

export const authTokenPurpose = pgEnum("auth_token_purpose", ["passwordReset", "emailCode", "invitation"]);

/**
 * Single-use secrets sent by e-mail: password-reset links, one-time login codes and (later)
 * user invitations. Only a SHA-256 of the secret is stored, so a copy of the table opens nothing.
 * A row is spent by setting `used_at` in the same statement that checks it, so two requests
 * racing with one link cannot both win.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** Null when the code is for an address with no account yet (external login creates one). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    purpose: authTokenPurpose("purpose").notNull(),
    /** base64url(SHA-256(secret)); for codes, of `${id}:${code}` so equal codes never collide. */
    secretHash: text("secret_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Free-form context of the flow (the job of an external login, the door of a reset). */
    context: jsonb("context").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("auth_tokens_secret_key").on(t.secretHash),
    index("auth_tokens_lookup_idx").on(t.companyId, t.purpose, t.email),
    index("auth_tokens_expires_idx").on(t.expiresAt),
  ],
);
