import { z } from "zod";
import { MAX_MOVE_BATCH } from "./limits";
import { PIPELINE_STATUSES } from "./statuses";

/**
 * Inputs of the pipeline actions (decision D43). Ids are uuids, so a hostile string never
 * reaches SQL; versions are small non-negative integers; a board target is one of the 14 keys.
 */
const version = z.number().int().min(0).max(2_147_483_647);

export const entryCommandSchema = z.object({ entryId: z.uuid(), expectedVersion: version.optional() });
export type EntryCommandSchema = z.infer<typeof entryCommandSchema>;

export const moveToListSchema = z.object({ jobId: z.uuid(), candidateIds: z.array(z.uuid()).min(1).max(MAX_MOVE_BATCH) });

export const boardMoveSchema = z.object({ entryId: z.uuid(), target: z.enum(PIPELINE_STATUSES), expectedVersion: version });

export const blockSchema = entryCommandSchema.extend({ blocked: z.boolean() });

export const concludeSchema = entryCommandSchema.extend({ outcome: z.enum(["complete", "markNoShow"]) });
