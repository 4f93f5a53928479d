import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { notificationPreferences, notifications, users } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Tx } from "@/lib/jobs/commands/shared";
import { enqueue, ensureQueue, getQueue, queueDbOf } from "@/lib/queue";
import { NOTIFICATION_EMAIL_QUEUE } from "@/lib/queue/queues";
import { queueRealtime } from "@/lib/realtime/outbox";
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPayload } from "./kinds";

/**
 * The one door for telling a user something (issue 14, decision D51). Called INSIDE the
 * transaction of the change that causes it:
 *  1. the recipient must be a user of `companyId` (a foreign or unknown id writes nothing: 10404);
 *  2. the row is inserted with the caller's transaction, so a rolled-back command leaves none;
 *  3. the realtime message is queued on the outbox, published by the door after commit;
 *  4. when the recipient's preference (or the kind's default) asks for e-mail, a job of the
 *     notification e-mail queue is enqueued in the same transaction (it exists only if it commits).
 */
export type NotifyInput = { companyId: string; userId: string; kind: NotificationKind; payload?: NotificationPayload };

export type NotificationEmailJob = { notificationId: number; companyId: string };

async function wantsEmail(tx: Tx, userId: string, kind: NotificationKind): Promise<boolean> {
  const [pref] = await tx
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return pref ? pref.email : NOTIFICATION_KINDS[kind].email;
}

export async function notify(tx: Tx, input: NotifyInput): Promise<number> {
  const payload = input.payload ?? {};
  const [recipient] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.companyId, input.companyId)));
  if (!recipient) throw appError(ERROR_CODES.recordNotFound);
  const [row] = await tx
    .insert(notifications)
    .values({ companyId: input.companyId, userId: input.userId, kind: input.kind, payload })
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  queueRealtime({
    channel: { kind: "user", companyId: input.companyId, userId: input.userId },
    message: { type: "notification", id: row.id, kind: input.kind, payload, createdAt: row.createdAt.toISOString() },
  });
  if (await wantsEmail(tx, input.userId, input.kind)) {
    const boss = await getQueue();
    // Created once per process at start-up (the worker); a no-op then.
    await ensureQueue(boss, NOTIFICATION_EMAIL_QUEUE);
    const job: NotificationEmailJob = { notificationId: row.id, companyId: input.companyId };
    await enqueue(NOTIFICATION_EMAIL_QUEUE, job, { boss, db: queueDbOf(tx) });
  }
  return row.id;
}

/** The same notification to several people (each checked), skipping the actor and duplicates. */
export async function notifyMany(tx: Tx, input: Omit<NotifyInput, "userId"> & { userIds: readonly (string | null | undefined)[]; exceptUserId?: string | null }): Promise<number[]> {
  const ids = [...new Set(input.userIds.filter((id): id is string => !!id && id !== input.exceptUserId))];
  if (!ids.length) return [];
  // Only this company's users: a stale id (user moved or deleted) is skipped, not an error.
  const known = new Set(
    (await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), eq(users.companyId, input.companyId)))).map((u) => u.id),
  );
  const out: number[] = [];
  for (const userId of ids) if (known.has(userId)) out.push(await notify(tx, { companyId: input.companyId, userId, kind: input.kind, payload: input.payload }));
  return out;
}
