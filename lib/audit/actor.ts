/**
 * Who runs a command: the company it acts in, and the signed-in user (null for the system or a
 * public visitor). The safe-action client builds it once as `ctx.actor`; every command takes it
 * first and writes `actorUserId` into its activity-log entry.
 */
export type Actor = { companyId: string; actorUserId: string | null };
