import "server-only";
import type { Db } from "@/db/client";
import { activityLog } from "@/db/schema";

export type ActivityEntry = {
  companyId: string | null;
  actorUserId: string | null;
  action: string;
  entityType?: string;
  entityId?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

type Tx = Pick<Db, "insert">;

/** Writes one activity-log entry; pass the command's transaction so both land or neither does. */
export async function logActivity(tx: Tx, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    companyId: entry.companyId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
