import { and, eq, sql } from "drizzle-orm";
import type { RoomSnapshot } from "@tldraw/sync-core";
import { getDb } from "@/db/client";
import { interviews, whiteboardSnapshots, whiteboardSnapshotVersions } from "@/db/schema";
import { roomPhase, type RoomPhase } from "@/lib/interview-room/rules";

/**
 * The whiteboard's PostgreSQL side (issue 15). Every query names the company: the interview id
 * comes from a socket path, and the company from the token the app signed.
 */
export async function interviewPhase(companyId: string, interviewId: string, now = new Date()): Promise<RoomPhase | null> {
  const [row] = await getDb()
    .select({ startsAt: interviews.startsAt, endsAt: interviews.endsAt, status: interviews.status })
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.companyId, companyId)));
  return row ? roomPhase(row, now) : null;
}

export async function loadSnapshot(companyId: string, interviewId: string): Promise<RoomSnapshot | null> {
  const [row] = await getDb()
    .select({ snapshot: whiteboardSnapshots.snapshot })
    .from(whiteboardSnapshots)
    .where(and(eq(whiteboardSnapshots.interviewId, interviewId), eq(whiteboardSnapshots.companyId, companyId)));
  return row ? (row.snapshot as unknown as RoomSnapshot) : null;
}

/**
 * Upserts the current document and, when `version` is set, keeps a copy for the replay, in one
 * transaction. An older clock never overwrites a newer one (a second instance that briefly held
 * the same room, a flush that lost a race), and a row of another company is never touched.
 */
export async function saveSnapshot(companyId: string, interviewId: string, snapshot: RoomSnapshot, opts: { version: boolean }): Promise<void> {
  const clock = snapshot.documentClock ?? 0;
  const json = snapshot as unknown as Record<string, unknown>;
  await getDb().transaction(async (tx) => {
    await tx
      .insert(whiteboardSnapshots)
      .values({ interviewId, companyId, documentClock: clock, snapshot: json })
      .onConflictDoUpdate({
        target: whiteboardSnapshots.interviewId,
        set: { documentClock: clock, snapshot: json, updatedAt: sql`now()` },
        setWhere: sql`${whiteboardSnapshots.companyId} = ${companyId} and ${whiteboardSnapshots.documentClock} <= ${clock}`,
      });
    if (opts.version) await tx.insert(whiteboardSnapshotVersions).values({ interviewId, companyId, documentClock: clock, snapshot: json });
  });
}
