"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { AUDIO_BITS_PER_SECOND, CAMERA_CONSTRAINTS, VIDEO_BITS_PER_SECOND, cameraFailure, canRecord, containerOf, stopTracks, type CameraFailure } from "@/lib/media/recording";
import { pickAnswerMime } from "./mime";

export type CameraState = { name: "starting" } | { name: "ready" } | { name: "unsupported" } | { name: CameraFailure };

export type Recording = { blob: Blob; mime: string; durationMs: number };

/**
 * WebM from MediaRecorder has no duration in its header (Chromium bug 642012): players then show
 * Infinity and cannot seek. `fix-webm-duration` writes the measured duration into the Segment
 * Info; loaded only when a WebM answer needs it. MP4 comes out complete.
 */
async function withDuration(blob: Blob, mime: string, durationMs: number): Promise<Blob> {
  if (mime !== "video/webm") return blob;
  try {
    const { default: fixWebmDuration } = await import("fix-webm-duration");
    const fixed = await fixWebmDuration(blob, durationMs, { logger: false });
    return fixed.type ? fixed : new Blob([fixed], { type: mime });
  } catch {
    // A file the library cannot parse still plays (without a seek bar): keep the original.
    return blob;
  }
}

/**
 * The camera and one MediaRecorder per answer (one-sided interviews and practice). The camera
 * stays on between questions; each answer is a separate, complete file.
 */
export function useAnswerRecorder() {
  const [camera, setCamera] = useState<CameraState>({ name: "starting" });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const startedAt = useRef(0);
  const generation = useRef(0);

  const stopRecorder = useCallback(() => {
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder && recorder.state !== "inactive") {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      try {
        recorder.stop();
      } catch {
        // Already stopped by the browser (device unplugged).
      }
    }
    chunks.current = [];
  }, []);

  const release = useCallback(() => {
    generation.current += 1;
    stopRecorder();
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, [stopRecorder]);

  const startCamera = useCallback(async () => {
    release();
    const mine = generation.current;
    setCamera({ name: "starting" });
    if (!canRecord()) {
      setCamera({ name: "unsupported" });
      return;
    }
    try {
      const s = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      if (mine !== generation.current) {
        stopTracks(s);
        return;
      }
      streamRef.current = s;
      setStream(s);
      setCamera({ name: "ready" });
    } catch (e) {
      if (mine === generation.current) setCamera({ name: cameraFailure(e) });
    }
  }, [release]);

  useEffect(() => release, [release]);

  /** The container this browser will record in (known before the first answer: the server is told at start). */
  const mime = useCallback((): string => {
    if (typeof MediaRecorder === "undefined") return "video/webm";
    return containerOf(pickAnswerMime((t) => MediaRecorder.isTypeSupported(t)));
  }, []);

  /** Starts recording an answer; false when the camera is not on or the recorder refuses. */
  const start = useCallback((): boolean => {
    const s = streamRef.current;
    if (!s) return false;
    stopRecorder();
    try {
      const mimeType = pickAnswerMime((t) => MediaRecorder.isTypeSupported(t));
      const recorder = new MediaRecorder(s, { ...(mimeType ? { mimeType } : {}), videoBitsPerSecond: VIDEO_BITS_PER_SECOND, audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
      chunks.current = [];
      recorder.ondataavailable = (e) => {
        if (e.data && e.data.size > 0) chunks.current.push(e.data);
      };
      recorderRef.current = recorder;
      recorder.start(1000);
      startedAt.current = performance.now();
      return true;
    } catch {
      recorderRef.current = null;
      setCamera({ name: "cameraFailed" });
      return false;
    }
  }, [stopRecorder]);

  /** Ends the answer: the whole file, its container and its duration (null when nothing was recording). */
  const stop = useCallback(async (): Promise<Recording | null> => {
    const recorder = recorderRef.current;
    if (!recorder || recorder.state === "inactive") return null;
    const durationMs = Math.max(0, Math.round(performance.now() - startedAt.current));
    const mine = generation.current;
    const parts = chunks.current;
    await new Promise<void>((resolve) => {
      recorder.onstop = () => resolve();
      try {
        recorder.stop();
      } catch {
        resolve();
      }
    });
    recorderRef.current = null;
    if (mine !== generation.current) return null;
    const mime = containerOf(recorder.mimeType);
    const blob = await withDuration(new Blob(parts, { type: mime }), mime, durationMs);
    chunks.current = [];
    return { blob, mime, durationMs };
  }, []);

  return { camera, stream, startCamera, release, mime, start, stop };
}
