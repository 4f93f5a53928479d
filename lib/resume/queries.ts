import "server-only";
import { isUuid } from "@/lib/text/uuid";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { resumeParses } from "@/db/schema";
import { toView, type ResumeParseView } from "./parse-records";

/** Reading resume parses (see ./parse-records.ts). */

/** One parse of this user in this company, or null (another tenant's or user's id reads as none). */
export async function getResumeParse(companyId: string, userId: string, id: string): Promise<ResumeParseView | null> {
  if (!isUuid(id) || !isUuid(userId)) return null;
  const [row] = await getDb()
    .select()
    .from(resumeParses)
    .where(and(eq(resumeParses.id, id), eq(resumeParses.companyId, companyId), eq(resumeParses.userId, userId)))
    .limit(1);
  return row ? toView(row) : null;
}

/** The user's most recent parse, whatever its status. */
export async function latestResumeParse(companyId: string, userId: string): Promise<ResumeParseView | null> {
  if (!isUuid(userId)) return null;
  const [row] = await getDb()
    .select()
    .from(resumeParses)
    .where(and(eq(resumeParses.companyId, companyId), eq(resumeParses.userId, userId)))
    .orderBy(desc(resumeParses.createdAt))
    .limit(1);
  return row ? toView(row) : null;
}
