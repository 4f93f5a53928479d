import { z } from "zod";

/**
 * Inputs of the recruiter's one-sided interview invitations (issue 16). Ids are checked as
 * strings here and as UUIDs of this company by the commands (another tenant's or a malformed id is
 * 10404); an empty talent list is the spec's "at least one talent" (10600), answered by the command
 * so the dialog shows the catalogued text.
 */
export const OSI_INVITE_MAX_TALENTS = 50;
export const OSI_INVITATIONS_PAGE_SIZE = 20;

const id = z.string().trim().min(1).max(64);

export const inviteTalentsSchema = z.object({
  jobId: id,
  talentIds: z.array(id).max(200),
});

export const invitationIdSchema = z.object({ invitationId: id });

export const blockInvitationSchema = z.object({ invitationId: id, reason: z.string().trim().max(500).optional() });

export const invitableTalentsSchema = z.object({ jobId: id, q: z.string().trim().max(100).default("") });

export type InviteTalentsInput = z.infer<typeof inviteTalentsSchema>;
