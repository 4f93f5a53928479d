import { z } from "zod";

/** The list: a page number, or `after` (the client's last seen id) for the catch-up read. */
export const listQuerySchema = z
  .object({
    page: z.string().regex(/^\d{1,6}$/).transform(Number).optional(),
    after: z.string().regex(/^\d{1,15}$/).transform(Number).optional(),
  })
  .strict();

/** Mark one (`id`) or all (`all: true`) read. */
export const markReadSchema = z.union([z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(), z.object({ all: z.literal(true) }).strict()]);

export const preferencesSchema = z
  .object({
    preferences: z.array(z.object({ kind: z.string().min(1).max(64), email: z.boolean() }).strict()).max(64),
  })
  .strict();
