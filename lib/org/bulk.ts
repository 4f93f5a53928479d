import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, departments, userDepartments, users } from "@/db/schema";
import { logActivity } from "@/lib/audit/commands";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { notify } from "@/lib/notifications/notify";
import { BULK_MAX_BYTES, classifyRows, isCsvFileName, parseBulkCsv, type BulkFaultyRow, type BulkParseFailure } from "./bulk-rules";
import { issueInvitation, sendInvitation, type InviteContext, type PendingInvitation } from "./commands";
import { mapConstraintError } from "./pg-errors";
import { recruiterAdminExists } from "./queries";
import { freeSeats } from "./rules";
import { ORG_MESSAGES } from "./schemas";
import type { Actor } from "@/lib/audit/actor";

export type BulkCreatedRow = { row: number; name: string; email: string };
export type BulkResult = {
  fileName: string;
  created: BulkCreatedRow[];
  faulty: BulkFaultyRow[];
  /** Created users whose invitation could not be sent; the users screen can resend it. */
  invitationFailed: string[];
};

/** The spec text with its "$1" filled in (second document §8, other messages). */
export function bulkSeatsMessage(allowed: number): string {
  return `Only ${allowed} users allowed for bulk upload. Contact admin for more seats.`;
}

const PARSE_FAILURE_CODE: Record<BulkParseFailure, number> = {
  notCsv: ERROR_CODES.invalidRequest,
  missingColumns: ERROR_CODES.invalidRequest,
  empty: ERROR_CODES.invalidRequest,
  tooManyRows: ERROR_CODES.payloadTooLarge,
};

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Bulk upload of users from a CSV (spec 2 §5: name and e-mail mandatory, faulty rows discarded
 * and reported). Everything is decided inside one transaction that holds the company's seat lock:
 * when the good rows outnumber the free seats nothing is written and the answer is 10592 with the
 * spec's "Only N users allowed…" text. Invitations go out after the commit, so a thousand e-mails
 * never hold the lock; a failed one is listed and can be resent from the users screen.
 */
export async function bulkUploadUsers(
  actor: Actor,
  input: { fileName: string; bytes: Uint8Array; defaultDepartmentId: string },
  invite: InviteContext,
): Promise<BulkResult> {
  if (!isCsvFileName(input.fileName)) throw appError(ERROR_CODES.invalidRequest, ORG_MESSAGES.csvRequired, { reason: "notCsv" });
  if (input.bytes.byteLength > BULK_MAX_BYTES) throw appError(ERROR_CODES.payloadTooLarge);
  const text = decodeUtf8(input.bytes);
  const parsed = text === null ? ({ ok: false, reason: "notCsv" } as const) : parseBulkCsv(text);
  if (!parsed.ok) throw appError(PARSE_FAILURE_CODE[parsed.reason], parsed.reason === "notCsv" ? ORG_MESSAGES.csvRequired : undefined, { reason: parsed.reason });

  let pending: PendingInvitation[] = [];
  let result: Omit<BulkResult, "invitationFailed">;
  try {
    ({ pending, result } = await getDb().transaction(async (tx) => {
      const [company] = await tx.select({ total: companies.userSeats }).from(companies).where(eq(companies.id, actor.companyId)).for("update");
      if (!company) throw appError(ERROR_CODES.recordNotFound);
      const [{ used }] = await tx
        .select({ used: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.companyId, actor.companyId), inArray(users.role, ["recruiterAdmin", "recruiter", "collaborator", "admin"]), sql`${users.state} <> 'archived'`));
      const depts = await tx.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.companyId, actor.companyId));
      if (!depts.some((d) => d.id === input.defaultDepartmentId)) throw appError(ERROR_CODES.recordNotFound);

      const emails = [...new Set(parsed.rows.map((r) => r.email.trim().toLowerCase()).filter(Boolean))];
      const existing = emails.length
        ? await tx
            .select({ email: sql<string>`lower(${users.email})`, role: users.role })
            .from(users)
            .where(and(eq(users.companyId, actor.companyId), inArray(sql`lower(${users.email})`, emails)))
        : [];

      const { good, faulty } = classifyRows(parsed.rows, {
        registered: new Map(existing.map((e) => [e.email, e.role === "talent" ? "talent" : "staff"] as const)),
        departments: new Map(depts.map((d) => [d.name.toLowerCase(), d.id])),
        defaultDepartmentIds: [input.defaultDepartmentId],
        recruiterAdminTaken: await recruiterAdminExists(actor.companyId, tx),
      });

      const free = freeSeats(company.total, used);
      if (good.length > free) throw appError(ERROR_CODES.seatQuotaExceeded, bulkSeatsMessage(free), { reason: "bulkSeatsExceeded", allowed: free });

      const now = new Date();
      const inserted = good.length
        ? await tx
            .insert(users)
            .values(good.map((g) => ({ companyId: actor.companyId, email: g.email, fullName: g.fullName, role: g.role, state: "active" as const, invitedAt: now, invitedById: actor.actorUserId })))
            .returning({ id: users.id, email: users.email, fullName: users.fullName })
        : [];
      const idByEmail = new Map(inserted.map((u) => [u.email, u.id]));
      const memberships = good.flatMap((g) => g.departmentIds.map((departmentId) => ({ userId: idByEmail.get(g.email)!, departmentId })));
      if (memberships.length) await tx.insert(userDepartments).values(memberships);

      const invitations: PendingInvitation[] = [];
      for (const g of good) {
        const id = idByEmail.get(g.email)!;
        await logActivity(tx, {
          ...actor,
          action: "user.add",
          entityType: "user",
          entityId: id,
          before: null,
          after: { email: g.email, fullName: g.fullName, role: g.role, state: "active", departmentIds: g.departmentIds, invitedAt: now.toISOString(), source: "bulkUpload", row: g.row },
        });
        invitations.push(await issueInvitation(tx, actor.companyId, { id, email: g.email, fullName: g.fullName }));
      }
      await logActivity(tx, {
        ...actor,
        action: "user.bulkUpload",
        entityType: "company",
        entityId: actor.companyId,
        before: { seatsUsed: used },
        after: { seatsUsed: used + good.length, fileName: input.fileName.slice(0, 200), created: good.length, faulty: faulty.length },
      });
      if (actor.actorUserId) {
        await notify(tx, {
          companyId: actor.companyId,
          userId: actor.actorUserId,
          kind: "bulk.finished",
          payload: { fileName: input.fileName.slice(0, 200), created: good.length, failed: faulty.length },
        });
      }
      return {
        pending: invitations,
        result: { fileName: input.fileName, created: good.map((g) => ({ row: g.row, name: g.fullName, email: g.email })), faulty },
      };
    }));
  } catch (e) {
    throw mapConstraintError(e);
  }

  const invitationFailed: string[] = [];
  // A few at a time: fast with a local outbox, gentle with a real SMTP server.
  for (let i = 0; i < pending.length; i += 5) {
    await Promise.all(
      pending.slice(i, i + 5).map((inv) =>
        sendInvitation(inv, invite).catch((err) => {
          logger.warn({ err, userId: inv.userId }, "bulk invitation not sent");
          invitationFailed.push(inv.email);
        }),
      ),
    );
  }
  return { ...result, invitationFailed };
}
