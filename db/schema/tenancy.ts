import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const companyStatus = pgEnum("company_status", ["active", "expired", "suspended"]);

/** Module switches of app config (spec: first document §6, "module enablement per module key"). */
export type CompanyModules = { dashboard: boolean; profile: boolean; interview: boolean };

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** First host label that serves this company (demo → demo.localhost). */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    shortLogoUrl: text("short_logo_url"),
    tagManagerId: text("tag_manager_id"),
    isSKClient: boolean("is_sk_client").notNull().default(false),
    timezone: text("timezone").notNull().default("America/Detroit"),
    status: companyStatus("status").notNull().default("active"),
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
    talentHelpLink: text("talent_help_link"),
    adminHelpLink: text("admin_help_link"),
    contactEmail: text("contact_email"),
    modules: jsonb("modules").$type<CompanyModules>().notNull().default({ dashboard: true, profile: true, interview: true }),
    /** Admin-portal user seats of the plan (10026 / 10592 when exceeded). */
    userSeats: integer("user_seats").notNull().default(25),
    /** Next job number; jdId is shown as `JD-` + this number (taken with an atomic increment). */
    nextJdNumber: integer("next_jd_number").notNull().default(1001),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("companies_slug_key").on(sql`lower(${t.slug})`)],
);

/** Branded hosts that serve a company besides `{slug}.{base domain}`. */
export const companyDomains = pgTable("company_domains", {
  host: text("host").primaryKey(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
});

/** Restrictions per module (`GET module-restrictions?moduleType=interviewModule`). */
export const moduleRestrictions = pgTable(
  "module_restrictions",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    moduleType: text("module_type").notNull(),
    restriction: text("restriction").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.moduleType, t.restriction] }), index("module_restrictions_company_idx").on(t.companyId)],
);
