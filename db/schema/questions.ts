import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./tenancy";
import { users } from "./identity";
import { jobs } from "./jobs";

/**
 * The question bank (second document §3, issues 15 and 16), per company:
 * - recruiter-assist questions (questionnaire title, question, answer, difficulty, tag stack, category);
 * - one-sided interview (OSI) questions (question, response time in seconds) and the ordered list a job attaches;
 * - code questions, the "code host style list" (code, title, difficulty, tag) the live room's editor loads.
 */
export const questionDifficulty = pgEnum("question_difficulty", ["BEGINNER", "INTERMEDIATE", "EXPERT"]);

export const assistQuestions = pgTable(
  "assist_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    questionnaireTitle: text("questionnaire_title").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    difficulty: questionDifficulty("difficulty").notNull(),
    /** Tag stack: the technologies the question is about. */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    category: text("category"),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assist_questions_company_idx").on(t.companyId, t.updatedAt)],
);

export const osiQuestions = pgTable(
  "osi_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** Response time (the form asks minutes and seconds). */
    responseSeconds: integer("response_seconds").notNull(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("osi_questions_company_idx").on(t.companyId, t.updatedAt), check("osi_questions_response_check", sql`${t.responseSeconds} between 1 and 3600`)],
);

/** A job's attached OSI questions, in order (questionNumber = position). */
export const jobOsiQuestions = pgTable(
  "job_osi_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => osiQuestions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("job_osi_questions_job_question_key").on(t.jobId, t.questionId), index("job_osi_questions_job_idx").on(t.jobId, t.position)],
);

export const codeQuestions = pgTable(
  "code_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The short code shown in the list (e.g. ARR-001), unique per company. */
    code: text("code").notNull(),
    title: text("title").notNull(),
    difficulty: questionDifficulty("difficulty").notNull(),
    tag: text("tag"),
    /** The statement, loaded into the editor as a comment above the starter code. */
    prompt: text("prompt").notNull().default(""),
    /** Editor language key (lib/code-editor languages) and the code the candidate starts from. */
    language: text("language").notNull().default("javascript"),
    starterCode: text("starter_code").notNull().default(""),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("code_questions_company_code_key").on(t.companyId, t.code), index("code_questions_company_idx").on(t.companyId, t.updatedAt)],
);
