"use client";

import { useCallback, useRef, useState } from "react";
import { AUDIO_BITS_PER_SECOND, CAMERA_CONSTRAINTS, VIDEO_BITS_PER_SECOND, cameraFailure, canRecord, pickMimeType as pickRecorderMime, stopTracks } from "@/lib/media/recording";
import { ANSWER_MAX_SECONDS, INTRO_VIDEO_QUESTION_COUNT, RecordingClock, roundTime, type OverlayTiming } from "@/lib/intro-video/rules";

export type RecorderPhase =
  | { name: "starting" }
  /** Spec §8: camera or microphone access refused. */
  | { name: "denied" }
  | { name: "noCamera" }
  | { name: "unsupported" }
  | { name: "cameraFailed" }
  /** Camera on, waiting for the candidate to start answering `question` (0-based). */
  | { name: "ready"; question: number }
  | { name: "recording"; question: number }
  | { name: "finishing" }
  | { name: "review"; blob: Blob; url: string; answers: OverlayTiming[] };

/** Chromium and Firefox record WebM well (pause included); Safari records only MP4. */
const MIME_CANDIDATES = ["video/webm;codecs=vp8,opus", "video/webm;codecs=vp9,opus", "video/webm", "video/mp4;codecs=avc1.42E01E,mp4a.40.2", "video/mp4"];

/** The intro video's container: WebM first, since one recording is paused between answers. */
export function pickMimeType(isSupported: (type: string) => boolean): string | undefined {
  return pickRecorderMime(MIME_CANDIDATES, isSupported);
}

function phaseForCameraError(e: unknown): RecorderPhase {
  return { name: cameraFailure(e) };
}

/**
 * One recording of the four answers. A single MediaRecorder runs through the whole session and is
 * paused between answers: the file then holds only the answers, back to back, and the active-time
 * clock gives each answer's start and end in it (the question overlay).
 */
export function useIntroRecording() {
  const [phase, setPhaseState] = useState<RecorderPhase>({ name: "starting" });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const phaseRef = useRef<RecorderPhase>(phase);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const answers = useRef<OverlayTiming[]>([]);
  const clock = useRef<RecordingClock | null>(null);
  const answerStart = useRef(0);
  const reviewUrl = useRef<string | null>(null);
  // Each camera start gets a number; a late getUserMedia answer for an abandoned start is dropped.
  const generation = useRef(0);

  const setPhase = useCallback((next: RecorderPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  const release = useCallback(() => {
    generation.current += 1;
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder && recorder.state !== "inactive") {
      recorder.onstop = null;
      try {
        recorder.stop();
      } catch {
        // Already stopped by the browser (device unplugged): nothing left to stop.
      }
    }
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
    if (reviewUrl.current) URL.revokeObjectURL(reviewUrl.current);
    reviewUrl.current = null;
    chunks.current = [];
    answers.current = [];
    clock.current = null;
  }, []);

  const startCamera = useCallback(async () => {
    release();
    const mine = generation.current;
    setPhase({ name: "starting" });
    if (!canRecord()) {
      setPhase({ name: "unsupported" });
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
      setPhase({ name: "ready", question: 0 });
    } catch (e) {
      if (mine === generation.current) setPhase(phaseForCameraError(e));
    }
  }, [release, setPhase]);

  const startAnswer = useCallback(() => {
    const p = phaseRef.current;
    const s = streamRef.current;
    if (p.name !== "ready" || !s) return;
    try {
      if (!recorderRef.current) {
        const mimeType = pickMimeType((t) => MediaRecorder.isTypeSupported(t));
        const recorder = new MediaRecorder(s, { ...(mimeType ? { mimeType } : {}), videoBitsPerSecond: VIDEO_BITS_PER_SECOND, audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
        recorder.ondataavailable = (e) => {
          if (e.data && e.data.size > 0) chunks.current.push(e.data);
        };
        recorderRef.current = recorder;
        clock.current = new RecordingClock();
        recorder.start(1000);
      } else {
        recorderRef.current.resume();
      }
    } catch {
      setPhase({ name: "cameraFailed" });
      return;
    }
    clock.current!.start();
    answerStart.current = clock.current!.seconds();
    setPhase({ name: "recording", question: p.question });
  }, [setPhase]);

  const stopAnswer = useCallback(() => {
    const p = phaseRef.current;
    const recorder = recorderRef.current;
    if (p.name !== "recording" || !recorder || !clock.current) return;
    const end = clock.current.seconds();
    clock.current.pause();
    const start = answerStart.current;
    // The countdown stops the answer at 30 s; the timer's last tick may land a frame later.
    answers.current.push({ questionNumber: p.question + 1, startTime: roundTime(start), endTime: roundTime(Math.min(end, start + ANSWER_MAX_SECONDS)) });
    if (p.question + 1 < INTRO_VIDEO_QUESTION_COUNT) {
      recorder.pause();
      setPhase({ name: "ready", question: p.question + 1 });
      return;
    }
    setPhase({ name: "finishing" });
    const mine = generation.current;
    recorder.onstop = () => {
      if (mine !== generation.current) return;
      const blob = new Blob(chunks.current, { type: (recorder.mimeType || "video/webm").split(";")[0] });
      const url = URL.createObjectURL(blob);
      reviewUrl.current = url;
      // The camera goes off while the candidate watches: it is not needed until a retake.
      stopTracks(streamRef.current);
      streamRef.current = null;
      setStream(null);
      recorderRef.current = null;
      setPhase({ name: "review", blob, url, answers: [...answers.current] });
    };
    recorder.stop();
  }, [setPhase]);

  return { phase, stream, startCamera, startAnswer, stopAnswer, retake: startCamera, release };
}
