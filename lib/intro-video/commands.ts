import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { talentProfiles } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { logger } from "@/lib/log";
import { deleteFile, putFile, type StoredFile } from "@/lib/storage";
import { storageDriver } from "@/lib/storage/driver";
import { sniff } from "@/lib/storage/sniff";
import { signUploadToken, uploadPath, type UploadGrant } from "@/lib/storage/upload-url";
import { introVideoOf, type IntroVideoView } from "./queries";
import { introVideoQuestions } from "./questions";
import { INTRO_VIDEO_MAX_BYTES, buildOverlay, isVideoBrand, type OverlayTiming } from "./rules";
import { introVideoGrantMetaSchema, type IntroVideoGrantMeta } from "./schemas";

type Owner = { companyId: string; userId: string };

/** Step 1 of an upload: a signed PUT URL for this talent, carrying the answers' timings. */
export function introVideoUploadUrl(owner: Owner, answers: OverlayTiming[], locale: Locale): { uploadUrl: string; expiresAt: string; maxBytes: number } {
  const meta: IntroVideoGrantMeta = { locale, answers };
  const { token, exp } = signUploadToken({ ...owner, kind: "introVideo", maxBytes: INTRO_VIDEO_MAX_BYTES, meta });
  return { uploadUrl: uploadPath(token), expiresAt: new Date(exp * 1000).toISOString(), maxBytes: INTRO_VIDEO_MAX_BYTES };
}

/** Second document §5 uploads: video MP4/WebM, judged on the bytes, never on a declared type. */
function videoTypeOf(bytes: Uint8Array): "mp4" | "webm" {
  const type = sniff(bytes);
  if (type === "webm" || (type === "mp4" && isVideoBrand(bytes))) return type;
  throw appError(ERROR_CODES.invalidRequest, undefined, { reason: "fileType", allowed: ["mp4", "webm"] });
}

/**
 * Step 2: the bytes of a signed PUT. Stores the file and points the profile at it with the
 * question overlay in one transaction; the previous video is removed only after the commit, so
 * a failure leaves the old one in place. Bytes written for a transaction that rolled back are
 * removed again.
 */
export async function storeIntroVideo(grant: UploadGrant, bytes: Uint8Array): Promise<IntroVideoView> {
  const meta = introVideoGrantMetaSchema.safeParse(grant.meta);
  if (grant.kind !== "introVideo" || !meta.success) throw appError(ERROR_CODES.linkBroken);
  const type = videoTypeOf(bytes);
  const overlay = buildOverlay(meta.data.answers, introVideoQuestions(meta.data.locale));
  const { companyId, userId } = grant;

  let stored: StoredFile | undefined;
  let previous: string | null = null;
  try {
    await getDb().transaction(async (tx) => {
      stored = await putFile({ companyId, ownerUserId: userId, kind: "introVideo", fileName: `intro-video.${type}`, bytes }, tx);
      await tx.insert(talentProfiles).values({ userId, companyId }).onConflictDoNothing();
      const [row] = await tx
        .select({ fileId: talentProfiles.introVideoFileId })
        .from(talentProfiles)
        .where(and(eq(talentProfiles.userId, userId), eq(talentProfiles.companyId, companyId)))
        .for("update");
      if (!row) throw appError(ERROR_CODES.recordNotFound);
      previous = row.fileId;
      await tx
        .update(talentProfiles)
        .set({ introVideoFileId: stored.id, introVideoResponse: overlay, updatedAt: new Date() })
        .where(and(eq(talentProfiles.userId, userId), eq(talentProfiles.companyId, companyId)));
      await logActivity(tx, {
        companyId,
        actorUserId: userId,
        action: "profile.introVideoSaved",
        entityType: "talentProfile",
        entityId: userId,
        before: previous ? { fileId: previous } : null,
        after: { fileId: stored.id, contentType: stored.contentType, sizeBytes: stored.sizeBytes, questions: overlay.length },
      });
    });
  } catch (e) {
    if (stored) await storageDriver().delete(stored.storageKey).catch(() => {});
    throw e;
  }
  if (previous) await removeQuietly(companyId, previous);
  return introVideoOf(companyId, userId);
}

/** Codes of a successful delete (spec §4.4: the client picks its message from the code). */
export type IntroVideoDeleteCode = "deleted" | "alreadyDeleted";

export async function deleteIntroVideo(owner: Owner): Promise<{ code: IntroVideoDeleteCode }> {
  const { companyId, userId } = owner;
  const removed = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ fileId: talentProfiles.introVideoFileId })
      .from(talentProfiles)
      .where(and(eq(talentProfiles.userId, userId), eq(talentProfiles.companyId, companyId)))
      .for("update");
    if (!row?.fileId) return null;
    await tx
      .update(talentProfiles)
      .set({ introVideoFileId: null, introVideoResponse: [], updatedAt: new Date() })
      .where(and(eq(talentProfiles.userId, userId), eq(talentProfiles.companyId, companyId)));
    await logActivity(tx, { companyId, actorUserId: userId, action: "profile.introVideoDeleted", entityType: "talentProfile", entityId: userId, before: { fileId: row.fileId }, after: null });
    return row.fileId;
  });
  if (!removed) return { code: "alreadyDeleted" };
  await removeQuietly(companyId, removed);
  return { code: "deleted" };
}

/** After the commit: a failure here leaves an orphan file, never a profile pointing at nothing. */
async function removeQuietly(companyId: string, fileId: string): Promise<void> {
  try {
    await deleteFile(companyId, fileId);
  } catch (e) {
    logger.warn({ err: e, fileId }, "old intro video could not be removed");
  }
}
