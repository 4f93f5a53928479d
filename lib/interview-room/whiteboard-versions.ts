import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { whiteboardSnapshotVersions } from "@/db/schema";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";

/**
 * The whiteboard's saved versions (issue 15, beyond the seed: the replay on the staff page). The
 * sidecar writes them (D66); here they are only read, always within the viewer's company.
 */
export type WhiteboardVersion = { id: number; documentClock: number; createdAt: string };

export async function listWhiteboardVersions(companyId: string, interviewId: string): Promise<WhiteboardVersion[]> {
  const rows = await getDb()
    .select({ id: whiteboardSnapshotVersions.id, documentClock: whiteboardSnapshotVersions.documentClock, createdAt: whiteboardSnapshotVersions.createdAt })
    .from(whiteboardSnapshotVersions)
    .where(and(eq(whiteboardSnapshotVersions.interviewId, interviewId), eq(whiteboardSnapshotVersions.companyId, companyId)))
    .orderBy(asc(whiteboardSnapshotVersions.createdAt), asc(whiteboardSnapshotVersions.id));
  return rows.map((r) => ({ id: r.id, documentClock: r.documentClock, createdAt: r.createdAt.toISOString() }));
}

export async function whiteboardVersion(companyId: string, interviewId: string, id: number): Promise<WhiteboardVersion & { snapshot: Record<string, unknown> }> {
  const [row] = await getDb()
    .select()
    .from(whiteboardSnapshotVersions)
    .where(and(eq(whiteboardSnapshotVersions.id, id), eq(whiteboardSnapshotVersions.interviewId, interviewId), eq(whiteboardSnapshotVersions.companyId, companyId)));
  if (!row) throw appError(ERROR_CODES.recordNotFound);
  return { id: row.id, documentClock: row.documentClock, createdAt: row.createdAt.toISOString(), snapshot: row.snapshot };
}
