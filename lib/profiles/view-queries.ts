import "server-only";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobShortlists, talentProfiles, users } from "@/db/schema";
import { getProfile } from "./queries";
import { viewFor, type ProfileSubject, type ViewedProfile, type Viewer } from "./viewer";

/** The candidate facts the viewer rules need, or null when the user is not a talent of this company. */
export async function getProfileSubject(companyId: string, userId: string): Promise<ProfileSubject | null> {
  const [row] = await getDb()
    .select({ loginType: users.loginType, nameVisible: talentProfiles.nameVisible })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.role, "talent")))
    .limit(1);
  if (!row) return null;
  // No profile row yet: the permission's default (true).
  return { loginType: row.loginType, nameVisible: row.nameVisible ?? true };
}

/** The profile of a talent of this company as `viewer` may see it, or null (unknown, another company's). */
export async function loadViewedProfile(companyId: string, userId: string, viewer: Viewer): Promise<ViewedProfile | null> {
  const [profile, subject] = await Promise.all([getProfile(companyId, userId), getProfileSubject(companyId, userId)]);
  if (!profile || !subject) return null;
  return viewFor(profile, viewer, subject);
}

export type AdminCandidateFacts = { talentType: string; shortlistCount: number; updatedAt: string | null };

/** What the admin view adds to the profile (second document §3 Talent, admin view). */
export async function adminCandidateFacts(companyId: string, userId: string): Promise<AdminCandidateFacts> {
  const db = getDb();
  const [[row], [shortlists]] = await Promise.all([
    db
      .select({ talentType: talentProfiles.talentType, updatedAt: talentProfiles.updatedAt })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
      .limit(1),
    db
      .select({ n: count() })
      .from(jobShortlists)
      .where(and(eq(jobShortlists.companyId, companyId), eq(jobShortlists.candidateId, userId), eq(jobShortlists.status, "shortListed"))),
  ]);
  return {
    talentType: row?.talentType ?? "external",
    shortlistCount: Number(shortlists?.n ?? 0),
    updatedAt: row?.updatedAt?.toISOString() ?? null,
  };
}
