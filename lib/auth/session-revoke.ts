import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions } from "@/db/schema";
import { hashSessionId } from "./session-store";

type Tx = Pick<Db, "update">;

/**
 * session-store's revokeAllSessions / revokeOtherSessions, inside the caller's transaction, so a
 * password change and the sign-out it implies land together or not at all. `keepSid` null ends
 * every session of the user.
 */
export async function revokeUserSessionsTx(tx: Tx, userId: string, keepSid: string | null): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSid ? ne(sessions.id, hashSessionId(keepSid)) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}
