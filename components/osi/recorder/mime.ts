import { pickMimeType } from "@/lib/media/recording";

/**
 * A one-sided interview answer's container (research memo §5): MP4 wherever MediaRecorder can
 * write it (Safari, Chrome; Debian's Chromium writes MP4 without AAC), WebM otherwise. Each answer
 * is its own recording, never paused, so MP4's missing pause support does not matter here.
 */
export const ANSWER_MIME_CANDIDATES = ["video/mp4;codecs=avc1,mp4a.40.2", "video/mp4;codecs=avc1,opus", "video/mp4", "video/webm;codecs=vp9,opus", "video/webm;codecs=vp8,opus", "video/webm"] as const;

export function pickAnswerMime(isSupported: (type: string) => boolean): string | undefined {
  return pickMimeType(ANSWER_MIME_CANDIDATES, isSupported);
}
