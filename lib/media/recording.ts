/**
 * What the app's two camera recorders share (the profile's intro video, D29, and the one-sided
 * interview's answers, issue 16): choosing a container MediaRecorder supports, the camera request,
 * the bit rates and the naming of a refused camera. Browser-only values are passed in, so this
 * stays testable in node.
 */

/** The first of `candidates` that `isSupported` accepts (a throwing check counts as unsupported). */
export function pickMimeType(candidates: readonly string[], isSupported: (type: string) => boolean): string | undefined {
  return candidates.find((type) => {
    try {
      return isSupported(type);
    } catch {
      return false;
    }
  });
}

/**
 * About 0.5 Mbit/s of 640×480 video: a talking head stays sharp, and two minutes stay near 8 MB,
 * far under the upload caps and the proxy's default body buffer.
 */
export const VIDEO_BITS_PER_SECOND = 500_000;
export const AUDIO_BITS_PER_SECOND = 64_000;

export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: "user" },
  audio: true,
};

/** Why the camera did not start: spec §8's "access restricted" (`denied`), no device, or anything else. */
export type CameraFailure = "denied" | "noCamera" | "cameraFailed";

export function cameraFailure(e: unknown): CameraFailure {
  const name = (e as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "noCamera";
  return "cameraFailed";
}

export function stopTracks(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((t) => t.stop());
}

/** Whether this browser can record at all (camera access and MediaRecorder). */
export function canRecord(): boolean {
  return typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== "undefined";
}

/** The container of a recorder's mime type, e.g. "video/webm" for "video/webm;codecs=vp9,opus". */
export function containerOf(mime: string | undefined | null, fallback = "video/webm"): string {
  return (mime || fallback).split(";")[0].trim().toLowerCase() || fallback;
}
