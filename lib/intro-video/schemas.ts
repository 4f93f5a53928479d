import { z } from "zod";
import { ANSWER_MAX_SECONDS, INTRO_VIDEO_QUESTION_COUNT, INTRO_VIDEO_TIME_LIMIT_MINUTES, timingProblem } from "./rules";

/** Seconds anywhere in a recording: the time limit plus the pauses' rounding, never more. */
const MAX_VIDEO_SECONDS = INTRO_VIDEO_TIME_LIMIT_MINUTES * 60 + INTRO_VIDEO_QUESTION_COUNT * 2;

const timing = z.object({
  questionNumber: z.int().min(1).max(INTRO_VIDEO_QUESTION_COUNT),
  startTime: z.number().min(0).max(MAX_VIDEO_SECONDS),
  endTime: z.number().min(0).max(MAX_VIDEO_SECONDS),
});

/**
 * `POST /api/candidate/introvideo/upload-url`: where each answer sits in the recording. Checked
 * here (one answer per question, in order, each under ANSWER_MAX_SECONDS) and bound into the
 * signed upload URL, so the upload itself cannot carry other timings.
 */
export const uploadUrlBodySchema = z
  .object({ answers: z.array(timing).length(INTRO_VIDEO_QUESTION_COUNT) })
  .superRefine((v, ctx) => {
    const problem = timingProblem(v.answers);
    if (problem) ctx.addIssue({ code: "custom", path: ["answers"], message: `Each of the ${INTRO_VIDEO_QUESTION_COUNT} answers must be under ${ANSWER_MAX_SECONDS} seconds, in order (${problem})` });
  });

export type UploadUrlBody = z.infer<typeof uploadUrlBodySchema>;

/** What the signed URL carries for the upload to use once the bytes land. */
export const introVideoGrantMetaSchema = z.object({
  locale: z.enum(["en", "fr"]),
  answers: z.array(timing).length(INTRO_VIDEO_QUESTION_COUNT),
});
export type IntroVideoGrantMeta = z.infer<typeof introVideoGrantMetaSchema>;
