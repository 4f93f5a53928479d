/**
 * The live interview room's clock (issue 15; first document §4.1 "a meeting can be started only
 * at or after its start time"). Pure.
 *
 * - early: before the start time. No token for anybody; the page shows a countdown.
 * - open: from the start time until the interview is concluded, canceled, or its end time plus
 *   ROOM_GRACE_MINUTES has passed (interviews overrun; a late candidate can still join).
 * - ended: read-only afterwards (the whiteboard and the code stay visible to staff, nobody writes).
 */
export const ROOM_GRACE_MINUTES = 60;

export type RoomPhase = "early" | "open" | "ended";
export type RoomRole = "moderator" | "talent";

export type RoomClock = { startsAt: Date; endsAt: Date; status: "scheduled" | "canceled" | "ended" | "rescheduling" };

export function roomPhase(iv: RoomClock, now: Date): RoomPhase {
  if (iv.status !== "scheduled") return "ended";
  if (now.getTime() < iv.startsAt.getTime()) return "early";
  if (now.getTime() > iv.endsAt.getTime() + ROOM_GRACE_MINUTES * 60_000) return "ended";
  return "open";
}

/** The leave-page guard asks before leaving only while the room is open (spec §2.5: not once expired). */
export function guardsLeaving(phase: RoomPhase): boolean {
  return phase === "open";
}

/** LiveKit room name of an interview; the tenant is never read back from it. */
export function livekitRoomName(interviewId: string): string {
  return `iv_${interviewId}`;
}

export function interviewIdFromRoomName(name: string | null | undefined): string | null {
  const m = /^iv_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(name ?? "");
  return m ? m[1] : null;
}
