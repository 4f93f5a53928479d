import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./tenancy";
import { users } from "./identity";

/**
 * Who did what, when, with the values before and after. Written by the safe-action client and
 * by commands, in the same transaction as the change, so a rolled-back change leaves no entry.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for cloud-level actions. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** e.g. "auth.changePassword", "department.create". */
    action: text("action").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_log_company_created_idx").on(t.companyId, t.createdAt),
    index("activity_log_entity_idx").on(t.entityType, t.entityId),
    // The activity-log screen's person and action filters (and their option lists), D52.
    index("activity_log_company_actor_created_idx").on(t.companyId, t.actorUserId, t.createdAt.desc()),
    index("activity_log_company_action_created_idx").on(t.companyId, t.action.op("text_pattern_ops"), t.createdAt.desc()),
  ],
);
