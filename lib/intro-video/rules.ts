/**
 * Intro video rules (second document §9: answers under 30 seconds, 4 questions, a time limit in
 * minutes). Pure, so the recorder, the player and the server judge the same way.
 */
export const INTRO_VIDEO_QUESTION_COUNT = 4;
export const ANSWER_MAX_SECONDS = 30;
/** The "time limit in minutes" the spec leaves open: every answer at its longest, 2 minutes. */
export const INTRO_VIDEO_TIME_LIMIT_MINUTES = (INTRO_VIDEO_QUESTION_COUNT * ANSWER_MAX_SECONDS) / 60;
/** Spec §9 profile refresh poll: the signed video URL is fetched again this often while shown. */
export const VIDEO_URL_REFRESH_MS = 110_000;

/**
 * Recorder clocks and the encoder's timestamps differ by a few frames; an answer stopped by the
 * 30 s countdown must not be refused for ending at 30.2 s.
 */
export const TIMING_TOLERANCE_SECONDS = 1;

/** Second document §3 "Question overlay entry". Times are seconds from the start of the video. */
export type OverlayEntry = { question: string; questionNumber: number; startTime: number; endTime: number };
export type OverlayTiming = Omit<OverlayEntry, "question">;

/** The entry whose range holds `t` (start inclusive, end exclusive), or null between answers. */
export function overlayAt<T extends OverlayTiming>(entries: readonly T[], t: number): T | null {
  if (!Number.isFinite(t)) return null;
  for (const e of entries) if (t >= e.startTime && t < e.endTime) return e;
  return null;
}

/**
 * Null when the timings describe one answer per question, in order, each under the answer limit
 * and none overlapping the previous one; otherwise the reason, for the 10001 details.
 */
export function timingProblem(timings: readonly OverlayTiming[]): string | null {
  if (timings.length !== INTRO_VIDEO_QUESTION_COUNT) return "questionCount";
  let previousEnd = 0;
  for (let i = 0; i < timings.length; i++) {
    const { questionNumber, startTime, endTime } = timings[i];
    if (questionNumber !== i + 1) return "questionOrder";
    if (![startTime, endTime].every(Number.isFinite) || startTime < 0 || endTime <= startTime) return "timeRange";
    if (endTime - startTime > ANSWER_MAX_SECONDS + TIMING_TOLERANCE_SECONDS) return "answerTooLong";
    if (startTime < previousEnd - TIMING_TOLERANCE_SECONDS) return "overlap";
    previousEnd = endTime;
  }
  return null;
}

/** Times kept to milliseconds: the overlay needs no more, and the stored JSON stays small. */
export function roundTime(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/** Joins the timings with the question texts the recorder showed (questions[0] is question 1). */
export function buildOverlay(timings: readonly OverlayTiming[], questions: readonly string[]): OverlayEntry[] {
  return timings.map((t) => ({
    question: questions[t.questionNumber - 1] ?? "",
    questionNumber: t.questionNumber,
    startTime: roundTime(t.startTime),
    endTime: roundTime(t.endTime),
  }));
}

/**
 * Active-time clock of a recording that is paused between answers. MediaRecorder leaves paused
 * time out of the file, so this clock (not the wall clock) gives the answers' places in the video.
 */
export class RecordingClock {
  private accumulated = 0;
  private runningSince: number | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  start(): void {
    if (this.runningSince === null) this.runningSince = this.now();
  }

  pause(): void {
    if (this.runningSince === null) return;
    this.accumulated += this.now() - this.runningSince;
    this.runningSince = null;
  }

  /** Seconds of recorded (not paused) time so far. */
  seconds(): number {
    const running = this.runningSince === null ? 0 : this.now() - this.runningSince;
    return (this.accumulated + running) / 1000;
  }
}

/**
 * Byte cap of one intro video (decision D29). The recorder asks for about 0.5 Mbit/s, so the
 * longest recording (2 minutes) is near 8 MB; the cap leaves room for browsers that ignore the
 * requested bitrate without letting a PUT fill the disk.
 */
export const INTRO_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

/**
 * ISO base media brands of still images (HEIF, AVIF): their files also start with `ftyp`, which
 * is all the generic sniffer checks, but they are not videos.
 */
const IMAGE_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"]);

/** True when an `ftyp` file's major brand is not one of a still image. */
export function isVideoBrand(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const brand = String.fromCharCode(bytes[8], bytes[9], bytes[10], bytes[11]).toLowerCase();
  return !IMAGE_BRANDS.has(brand);
}
