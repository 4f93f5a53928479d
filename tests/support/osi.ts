import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { osiAnswers, osiInvitationQuestions, osiInvitations } from "@/db/schema";
import type { OsiStatus } from "@/lib/osi/rules";
import { putFile } from "@/lib/storage";
import type { TestOrg } from "./org";

/** Bytes the storage sniffer reads as WebM (EBML magic, doc type "webm"), then noise. */
export function webmBytes(n: number): Uint8Array {
  const out = new Uint8Array(randomBytes(n));
  out.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...new TextEncoder().encode("webm")]);
  return out;
}

/**
 * An invitation straight into the database with `questions` frozen questions ("Question text n",
 * 60 s). They are inserted out of order on purpose (readers order by position); the ids come
 * back in position order.
 */
export async function insertOsiInvitation(o: TestOrg, jobId: string, candidateId: string, opts: { questions: number; status?: OsiStatus }) {
  const db = getDb();
  const [inv] = await db
    .insert(osiInvitations)
    .values({ companyId: o.companyId, jobId, candidateId, status: opts.status ?? "started", expiresAt: new Date(Date.now() + 7 * 86_400_000), startedAt: new Date() })
    .returning();
  const positions = Array.from({ length: opts.questions }, (_, i) => opts.questions - i);
  const qs = await db
    .insert(osiInvitationQuestions)
    .values(positions.map((p) => ({ invitationId: inv.id, companyId: o.companyId, position: p, question: `Question text ${p}`, responseSeconds: 60 })))
    .returning();
  qs.sort((a, b) => a.position - b.position);
  return { invitationId: inv.id, questionIds: qs.map((q) => q.id) };
}

/** An answer uploaded through lib/storage (kind osiAnswer, owned by the candidate), recorded at `at`. */
export async function insertUploadedAnswer(o: TestOrg, ref: { invitationId: string; questionId: string; candidateId: string }, opts: { durationMs: number; bytes?: number; at?: Date }) {
  const at = opts.at ?? new Date();
  const file = await putFile({ companyId: o.companyId, ownerUserId: ref.candidateId, kind: "osiAnswer", fileName: "answer.webm", bytes: webmBytes(opts.bytes ?? 4096) });
  const [row] = await getDb()
    .insert(osiAnswers)
    .values({
      companyId: o.companyId,
      invitationId: ref.invitationId,
      questionId: ref.questionId,
      status: "uploaded",
      startedAt: at,
      uploadedAt: at,
      fileId: file.id,
      mime: "video/webm",
      durationMs: opts.durationMs,
      receivedBytes: file.sizeBytes,
      totalBytes: file.sizeBytes,
    })
    .returning();
  return { answerId: row.id, file };
}
