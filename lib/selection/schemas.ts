import { z } from "zod";
import { MAX_SELECTION } from "./rules";

/**
 * Inputs of the selection actions. Ids are uuids (a hostile string never reaches SQL as anything
 * but a bound, well-formed uuid); a selection holds 1 to 50 talents (spec §5: at least one).
 */
export const candidateIdsSchema = z.array(z.uuid()).min(1).max(MAX_SELECTION);

export const shortlistSchema = z.object({
  jobId: z.uuid(),
  candidateIds: candidateIdsSchema,
});
export type ShortlistInput = z.infer<typeof shortlistSchema>;

export const shareSchema = z.object({
  candidateIds: candidateIdsSchema,
  jobId: z.uuid().nullish(),
});
export type ShareInput = z.infer<typeof shareSchema>;
