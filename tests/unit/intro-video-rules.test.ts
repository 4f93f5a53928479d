import { describe, expect, it } from "vitest";
import { ANSWER_MAX_SECONDS, INTRO_VIDEO_QUESTION_COUNT, RecordingClock, buildOverlay, isVideoBrand, overlayAt, timingProblem, type OverlayTiming } from "@/lib/intro-video/rules";
import { uploadUrlBodySchema } from "@/lib/intro-video/schemas";
import { pickMimeType } from "@/components/profile/intro-video/use-intro-recording";

const OVERLAY = buildOverlay(
  [
    { questionNumber: 1, startTime: 0, endTime: 12.5 },
    { questionNumber: 2, startTime: 12.5, endTime: 30 },
    { questionNumber: 3, startTime: 31, endTime: 40 },
    { questionNumber: 4, startTime: 40, endTime: 70 },
  ],
  ["Q one", "Q two", "Q three", "Q four"],
);

const timings = (ranges: [number, number][]): OverlayTiming[] => ranges.map(([startTime, endTime], i) => ({ questionNumber: i + 1, startTime, endTime }));

describe("intro video overlay lookup", () => {
  it("shows the question whose range holds the current time, start inclusive and end exclusive", () => {
    expect(overlayAt(OVERLAY, 0)?.question).toBe("Q one");
    expect(overlayAt(OVERLAY, 12.49)?.questionNumber).toBe(1);
    expect(overlayAt(OVERLAY, 12.5)?.questionNumber).toBe(2);
    expect(overlayAt(OVERLAY, 69.9)?.question).toBe("Q four");
  });

  it("shows no question between answers, after the last one or for a time that is not a number", () => {
    expect(overlayAt(OVERLAY, 30.5)).toBeNull();
    expect(overlayAt(OVERLAY, 70)).toBeNull();
    expect(overlayAt(OVERLAY, Number.NaN)).toBeNull();
    expect(overlayAt(OVERLAY, Number.POSITIVE_INFINITY)).toBeNull();
    expect(overlayAt([], 3)).toBeNull();
  });

  it("joins timings to the question texts by number and keeps times to the millisecond", () => {
    expect(buildOverlay([{ questionNumber: 2, startTime: 1.23456, endTime: 2.0004 }], ["a", "b"])).toEqual([{ question: "b", questionNumber: 2, startTime: 1.235, endTime: 2 }]);
  });
});

describe("intro video timings", () => {
  it("accepts four ordered answers, each under 30 seconds", () => {
    expect(INTRO_VIDEO_QUESTION_COUNT).toBe(4);
    expect(ANSWER_MAX_SECONDS).toBe(30);
    expect(timingProblem(timings([[0, 30], [30, 45], [45, 46], [46, 76]]))).toBeNull();
  });

  it("refuses the wrong number of answers, a wrong order, an empty or reversed range, an answer over 30 s and overlaps", () => {
    expect(timingProblem(timings([[0, 10], [10, 20], [20, 30]]))).toBe("questionCount");
    expect(timingProblem([...timings([[0, 1], [1, 2], [2, 3], [3, 4]])].reverse())).toBe("questionOrder");
    expect(timingProblem(timings([[0, 0], [1, 2], [2, 3], [3, 4]]))).toBe("timeRange");
    expect(timingProblem(timings([[5, 2], [6, 7], [7, 8], [8, 9]]))).toBe("timeRange");
    expect(timingProblem(timings([[0, 32], [32, 33], [33, 34], [34, 35]]))).toBe("answerTooLong");
    expect(timingProblem(timings([[0, 20], [10, 25], [25, 26], [26, 27]]))).toBe("overlap");
  });

  it("the upload-url schema refuses bad timings and accepts good ones", () => {
    expect(uploadUrlBodySchema.safeParse({ answers: timings([[0, 2], [2, 4], [4, 6], [6, 8]]) }).success).toBe(true);
    expect(uploadUrlBodySchema.safeParse({ answers: timings([[0, 40], [40, 41], [41, 42], [42, 43]]) }).success).toBe(false);
    expect(uploadUrlBodySchema.safeParse({ answers: "x" }).success).toBe(false);
    expect(uploadUrlBodySchema.safeParse({ answers: timings([[0, 2], [2, 4], [4, 6], [6, 1e9]]) }).success).toBe(false);
  });
});

describe("recording clock", () => {
  it("counts only the time between start and pause, as MediaRecorder leaves paused time out of the file", () => {
    let now = 1000;
    const clock = new RecordingClock(() => now);
    clock.start();
    now += 2000;
    expect(clock.seconds()).toBe(2);
    clock.pause();
    now += 60_000;
    expect(clock.seconds()).toBe(2);
    clock.start();
    now += 500;
    expect(clock.seconds()).toBe(2.5);
  });
});

describe("video brands and recorder formats", () => {
  const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 24, ...Buffer.from("ftyp"), ...Buffer.from(brand), 0, 0, 0, 0]);

  it("takes ISO media files for video unless their brand is a still image (HEIC, AVIF)", () => {
    expect(isVideoBrand(ftyp("isom"))).toBe(true);
    expect(isVideoBrand(ftyp("mp42"))).toBe(true);
    expect(isVideoBrand(ftyp("heic"))).toBe(false);
    expect(isVideoBrand(ftyp("avif"))).toBe(false);
    expect(isVideoBrand(new Uint8Array(8))).toBe(false);
  });

  it("prefers WebM and falls back to MP4 (Safari), or to the browser default", () => {
    expect(pickMimeType(() => true)).toBe("video/webm;codecs=vp8,opus");
    expect(pickMimeType((t) => t.startsWith("video/mp4"))).toBe("video/mp4;codecs=avc1.42E01E,mp4a.40.2");
    expect(
      pickMimeType(() => {
        throw new Error("no isTypeSupported");
      }),
    ).toBeUndefined();
  });
});
