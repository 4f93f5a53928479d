import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rolePermissions, users } from "@/db/schema";
import type { Permission } from "@/lib/access/permissions";
import type { Actor } from "@/lib/audit/actor";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import type { Tx } from "@/lib/jobs/commands/shared";
import { assertAssociatedWithJob, type StaffViewer } from "../access";
import type { TransitionName } from "../rules";
import { lockEntry, transitionEntry, type EntryRow, type TransitionOptions } from "./entry";

/**
 * What every interview command (pipeline, booking, reviews) checks again inside its own
 * transaction (decision D43; booking and reviews joined it in issue 13's clean-up), after the
 * action client's session and permission check: the acting user is still an active staff user of
 * the company whose role holds the permission now (10403), and still associated with the job
 * (10078 for a job gone, 10568 for one they are no longer on). Nothing is written before these.
 */
export type PipelineViewer = StaffViewer;

export function actorOf(viewer: PipelineViewer): Actor {
  return { companyId: viewer.companyId, actorUserId: viewer.userId };
}

export async function assertStaffPermission(tx: Tx, viewer: PipelineViewer, permission: Permission): Promise<PipelineViewer> {
  const [user] = await tx
    .select({ role: users.role, state: users.state })
    .from(users)
    .where(and(eq(users.id, viewer.userId), eq(users.companyId, viewer.companyId)));
  if (!user || user.state !== "active" || user.role === "talent" || user.role === "cloudAdmin") throw appError(ERROR_CODES.permissionDenied);
  const [held] = await tx
    .select({ p: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, viewer.companyId), eq(rolePermissions.role, user.role), eq(rolePermissions.permission, permission)));
  if (!held) throw appError(ERROR_CODES.permissionDenied);
  // The stored role decides the association rule (a demoted admin loses the company-wide view at once).
  return { ...viewer, role: user.role };
}

/** Permission, then the job association: the guard of every command about one job. */
export async function guardJob(tx: Tx, viewer: PipelineViewer, jobId: string, permission: Permission = "interviews.schedule"): Promise<PipelineViewer> {
  const fresh = await assertStaffPermission(tx, viewer, permission);
  await assertAssociatedWithJob(fresh, jobId, tx);
  return fresh;
}

/** The entry of this company locked for the transaction (10404 otherwise), its job guarded. */
export async function lockGuardedEntry(tx: Tx, viewer: PipelineViewer, entryId: string, permission: Permission = "interviews.schedule"): Promise<EntryRow> {
  const fresh = await assertStaffPermission(tx, viewer, permission);
  const entry = await lockEntry(tx, viewer.companyId, entryId);
  await assertAssociatedWithJob(fresh, entry.jobId, tx);
  return entry;
}

export type EntryCommandInput = { entryId: string; expectedVersion?: number };
export type EntryOutcome = { entryId: string; jobId: string; status: EntryRow["status"]; round: number; blocked: boolean; version: number };

export function outcomeOf(row: EntryRow): EntryOutcome {
  return { entryId: row.id, jobId: row.jobId, status: row.status, round: row.round, blocked: row.blocked, version: row.version };
}

/** One recruiter transition on one entry, in one transaction: guard, lock, the one door. */
export async function runRecruiterTransition(viewer: PipelineViewer, input: EntryCommandInput, name: TransitionName, opts: TransitionOptions = {}): Promise<EntryOutcome> {
  return getDb().transaction(async (tx) => {
    const entry = await lockGuardedEntry(tx, viewer, input.entryId);
    const updated = await transitionEntry(tx, actorOf(viewer), entry, name, "recruiter", { ...opts, expectedVersion: input.expectedVersion });
    return outcomeOf(updated);
  });
}
