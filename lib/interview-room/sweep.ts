import "server-only";
import { and, asc, eq, isNotNull, lt, notExists, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interviewRooms, interviews } from "@/db/schema";
import { runWithOutbox } from "@/lib/realtime/outbox";
import { startIntervalTask, type SweepScope } from "@/lib/schedule/interval";
import { ROOM_GRACE_MINUTES } from "./rules";
import { concludeRoomLocked, deleteLivekitRoom } from "./video";

/**
 * The backstop of the room's conclusion (D58): an interview nobody concluded (no moderator ever
 * left through the room, no webhook, no recruiter's manual conclusion) would stay `scheduled`
 * after its room closed. Once its grace is over (end + ROOM_GRACE_MINUTES, the room's `ended`
 * phase), the sweep concludes it exactly as the departure job does: completed when the talent ever
 * joined, otherwise No Show, through the one state machine as the system.
 */
const SWEEP_LOCK = 7_310_215;
/** Interviews concluded per run; the next tick takes the rest. */
export const SWEEP_BATCH = 50;

export async function runRoomSweepOnce(now: Date = new Date(), scope: SweepScope = {}): Promise<number | null> {
  const due = new Date(now.getTime() - ROOM_GRACE_MINUTES * 60_000);
  const concluded = await runWithOutbox(() =>
    getDb().transaction(async (tx) => {
      const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as ok`);
      if (!lock.rows[0]?.ok) return null;
      const rows = await tx
        .select({ id: interviews.id, companyId: interviews.companyId })
        .from(interviews)
        // A room that already has an outcome is not taken again (it would hold the batch's head).
        .where(
          and(
            eq(interviews.status, "scheduled"),
            scope.companyId ? eq(interviews.companyId, scope.companyId) : undefined,
            lt(interviews.endsAt, due),
            notExists(tx.select({ one: sql`1` }).from(interviewRooms).where(and(eq(interviewRooms.interviewId, interviews.id), isNotNull(interviewRooms.outcome)))),
          ),
        )
        .orderBy(asc(interviews.endsAt))
        .limit(SWEEP_BATCH);
      const done: string[] = [];
      for (const row of rows) {
        if (await concludeRoomLocked(tx, row.companyId, row.id, now)) done.push(row.id);
      }
      return done;
    }),
  );
  if (concluded === null) return null;
  for (const id of concluded) await deleteLivekitRoom(id);
  return concluded.length;
}

/** Default every five minutes; ROOM_SWEEP_INTERVAL_MS changes it (0 turns it off). */
export function startRoomSweepSchedule(): void {
  startIntervalTask({ name: "room-sweep", envVar: "ROOM_SWEEP_INTERVAL_MS", defaultMs: 5 * 60_000, run: () => runRoomSweepOnce() });
}
