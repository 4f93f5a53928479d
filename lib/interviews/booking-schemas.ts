import { z } from "zod";

/**
 * Inputs of the booking actions (issue 13). Shapes and sizes only: ids are uuids, texts are
 * bounded so a megabyte never reaches a command. The business rules with their own codes — a
 * reason's cap (10167), an unknown zone (10567), no interviewer (10565), no slot length or last
 * date (10566) — are the commands' to refuse, so the recruiter sees the catalogued text.
 */
const TEXT_BOUND = 5_000;
const id = z.uuid();

export const scheduleSchema = z.object({
  jobId: id,
  entryIds: z.array(id).min(1).max(100),
  interviewerIds: z.array(id).max(20),
  durationMinutes: z.number().int().min(0).max(24 * 60).nullable(),
  lastDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  timeZone: z.string().max(100),
});
export type ScheduleActionInput = z.infer<typeof scheduleSchema>;

export const previewSchema = z.object({
  jobId: id,
  interviewerIds: z.array(id).min(1).max(20),
  durationMinutes: z.number().int().min(15).max(24 * 60),
  lastDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  timeZone: z.string().max(100),
});

export const entrySchema = z.object({ entryId: id });
export const entryReasonSchema = z.object({ entryId: id, reason: z.string().max(TEXT_BOUND) });

export const bookSchema = z.object({ jobId: id, slotId: id });
export const jobOnlySchema = z.object({ jobId: id });
export const requestSlotSchema = z.object({ jobId: id, note: z.string().max(TEXT_BOUND).nullish() });
