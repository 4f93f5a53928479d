import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { talentProfiles } from "@/db/schema";
import { signedUrl } from "@/lib/storage";
import type { OverlayEntry } from "./rules";

/**
 * Lifetime of the player's signed URL. The player fetches a fresh one every 110 s (spec §9), so a
 * few minutes cover missed refreshes while keeping a copied URL short-lived.
 */
export const VIDEO_URL_TTL_SEC = 5 * 60;

export type IntroVideoView = { signedUrl: string | null; overlay: OverlayEntry[] };

/** The talent's intro video in this company: a fresh signed URL and the question overlay. */
export async function introVideoOf(companyId: string, userId: string): Promise<IntroVideoView> {
  const [row] = await getDb()
    .select({ fileId: talentProfiles.introVideoFileId, overlay: talentProfiles.introVideoResponse })
    .from(talentProfiles)
    .where(and(eq(talentProfiles.userId, userId), eq(talentProfiles.companyId, companyId)))
    .limit(1);
  if (!row?.fileId) return { signedUrl: null, overlay: [] };
  return { signedUrl: signedUrl(row.fileId, VIDEO_URL_TTL_SEC), overlay: row.overlay ?? [] };
}
