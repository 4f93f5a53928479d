import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./tenancy";

export const userRole = pgEnum("user_role", ["recruiterAdmin", "recruiter", "collaborator", "admin", "talent", "cloudAdmin"]);
export const userState = pgEnum("user_state", ["active", "inactive", "archived", "suspended"]);
/** How a candidate entered: password/e-mail code (talent) or an external, public or job channel (candidate). */
export const loginType = pgEnum("login_type", ["password", "email", "external", "public", "job"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null only for cloud admins, who sit above every tenant. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    firstName: text("first_name"),
    middleName: text("middle_name"),
    lastName: text("last_name"),
    passwordHash: text("password_hash"),
    role: userRole("role").notNull(),
    state: userState("state").notNull().default("active"),
    isSecurePassword: boolean("is_secure_password").notNull().default(true),
    privileges: text("privileges").array().notNull().default(sql`'{}'::text[]`),
    candidateUniqueId: text("candidate_unique_id"),
    loginType: loginType("login_type").notNull().default("password"),
    profileImageUrl: text("profile_image_url"),
    invitationAcceptedAt: timestamp("invitation_accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_company_email_key").on(t.companyId, sql`lower(${t.email})`).where(sql`${t.companyId} is not null`),
    uniqueIndex("users_cloud_email_key").on(sql`lower(${t.email})`).where(sql`${t.companyId} is null`),
    // Spec: only one recruiter admin per company (10021).
    uniqueIndex("users_one_recruiter_admin_key").on(t.companyId).where(sql`${t.role} = 'recruiterAdmin' and ${t.state} <> 'archived'`),
    uniqueIndex("users_candidate_unique_id_key").on(t.companyId, t.candidateUniqueId),
    index("users_company_role_idx").on(t.companyId, t.role),
  ],
);

/** Role permissions are data (editable on the roles-and-permissions screen). */
export const rolePermissions = pgTable(
  "role_permissions",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    role: userRole("role").notNull(),
    permission: text("permission").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.role, t.permission] })],
);

export const departments = pgTable(
  "departments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    defaultRecruiterId: uuid("default_recruiter_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("departments_company_name_key").on(t.companyId, sql`lower(${t.name})`)],
);

export const userDepartments = pgTable(
  "user_departments",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.departmentId] }), index("user_departments_department_idx").on(t.departmentId)],
);
