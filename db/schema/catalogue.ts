import { integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Static data lists of second document §9, served by slug (`GET /api/static-data/{slug}`).
 * Global to the platform: every tenant sees the same values.
 */
export const staticDataItems = pgTable(
  "static_data_items",
  {
    slug: text("slug").notNull(),
    value: text("value").notNull(),
    labelEn: text("label_en").notNull(),
    labelFr: text("label_fr").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.value] })],
);

export const specialities = pgTable(
  "specialities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("specialities_name_key").on(sql`lower(${t.name})`)],
);

/** Technologies grouped by skill category (Framework, Tools, Language, …). */
export const stacks = pgTable(
  "stacks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    category: text("category").notNull(),
  },
  (t) => [uniqueIndex("stacks_category_name_key").on(t.category, sql`lower(${t.name})`)],
);
