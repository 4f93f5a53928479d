import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import type { Db } from "@/db/client";
import { specialities, stacks, staticDataItems } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/config";
import type { SkillCategory } from "./slugs";

export const UNKNOWN_STATIC_DATA = 10001;

export type StaticDataOption = { value: string; label: string };
export type Speciality = { id: string; name: string };
export type Stack = { id: string; name: string; category: string };

/** Catalogues are global: no tenant id, every company reads the same rows. */
export async function getStaticData(db: Db, slug: string, locale: Locale): Promise<StaticDataOption[]> {
  const rows = await db
    .select({
      value: staticDataItems.value,
      label: locale === "fr" ? staticDataItems.labelFr : staticDataItems.labelEn,
    })
    .from(staticDataItems)
    .where(eq(staticDataItems.slug, slug))
    .orderBy(asc(staticDataItems.sortOrder), asc(staticDataItems.value));
  // Every list has at least one entry, so no rows means no such list.
  if (!rows.length) throw new AppError(UNKNOWN_STATIC_DATA, 404, "Unknown static data");
  return rows;
}

export async function listSpecialities(db: Db): Promise<Speciality[]> {
  return db
    .select({ id: specialities.id, name: specialities.name })
    .from(specialities)
    .orderBy(asc(specialities.sortOrder), asc(specialities.name));
}

export async function listStacks(db: Db, opts: { category?: SkillCategory } = {}): Promise<Stack[]> {
  return db
    .select({ id: stacks.id, name: stacks.name, category: stacks.category })
    .from(stacks)
    .where(opts.category ? eq(stacks.category, opts.category) : undefined)
    // Byte order, so the listing is identical whatever collation the database was created with.
    .orderBy(asc(sql`${stacks.category} collate "C"`), asc(sql`lower(${stacks.name}) collate "C"`), asc(stacks.name));
}

/** Keys keep the order of the (category-sorted) input. */
export function groupStacks(rows: readonly Stack[]): Record<string, Stack[]> {
  const out: Record<string, Stack[]> = {};
  for (const row of rows) (out[row.category] ??= []).push(row);
  return out;
}

/**
 * Catalogues change only with a deploy, so browsers may keep them for five minutes. The answer
 * is the same for every tenant; a localized answer also depends on the locale headers.
 */
export function catalogueResponse(results: unknown, opts: { localized?: boolean } = {}): NextResponse {
  const headers: Record<string, string> = { "cache-control": "public, max-age=300" };
  if (opts.localized) headers.vary = "Accept-Language, Cookie";
  return NextResponse.json({ results }, { headers });
}
