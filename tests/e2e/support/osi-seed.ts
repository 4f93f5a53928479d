import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { withDb } from "./db";

/**
 * A one-sided interview with answered questions, seeded straight into the e2e database and the
 * server's storage directory (.data/storage, lib/storage/driver.ts): the answers' files are real
 * WebM videos recorded by Chromium's MediaRecorder from a canvas (the same container the
 * candidate's camera produces).
 */
export async function recordWebm(page: Page, ms: number, color: string): Promise<{ bytes: Buffer; durationMs: number }> {
  const out = await page.evaluate(
    async ({ ms, color }) => {
      const canvas = document.createElement("canvas");
      canvas.width = 320;
      canvas.height = 240;
      const g = canvas.getContext("2d")!;
      const stream = canvas.captureStream(25);
      const rec = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8" });
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      let frame = 0;
      const timer = setInterval(() => {
        g.fillStyle = color;
        g.fillRect(0, 0, 320, 240);
        g.fillStyle = "#fff";
        g.fillText(String(frame++), 20, 40);
      }, 40);
      const started = performance.now();
      rec.start(200);
      await new Promise((r) => setTimeout(r, ms));
      await new Promise<void>((r) => {
        rec.onstop = () => r();
        rec.stop();
      });
      clearInterval(timer);
      const buf = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
      return { b64: btoa(Array.from(buf, (c) => String.fromCharCode(c)).join("")), durationMs: Math.round(performance.now() - started) };
    },
    { ms, color },
  );
  return { bytes: Buffer.from(out.b64, "base64"), durationMs: out.durationMs };
}

export type SeededOsi = { jobId: string; invitationId: string; questions: string[] };

export async function seedOsi(videos: { bytes: Buffer; durationMs: number }[], tag: string): Promise<SeededOsi> {
  return withDb(async (c) => {
    const demo = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0].id;
    const job = (
      await c.query<{ id: string }>(
        "select j.id from jobs j join users u on u.id = j.assignee_id where j.company_id = $1 and u.email = 'recruiter@demo.test' and j.status <> 'deleted' order by j.created_at limit 1",
        [demo],
      )
    ).rows[0];
    const jobId = job?.id ?? (await c.query<{ id: string }>("select id from jobs where company_id = $1 and status <> 'deleted' order by created_at limit 1", [demo])).rows[0].id;
    // A talent of its own per run: one invitation per talent and job.
    const talent = (
      await c.query<{ id: string }>("insert into users (company_id, email, full_name, role, invitation_accepted_at) values ($1, $2, $3, 'talent', now()) returning id", [
        demo,
        `osi-${tag}@demo.test`,
        `Olive Osi ${tag}`,
      ])
    ).rows[0].id;
    const inv = (
      await c.query<{ id: string }>(
        "insert into osi_invitations (company_id, job_id, candidate_id, status, expires_at, started_at, completed_at) values ($1, $2, $3, 'completed', now() + interval '7 days', now(), now()) returning id",
        [demo, jobId, talent],
      )
    ).rows[0].id;
    const questions = videos.map((_, i) => `Tell us about challenge ${i + 1} (${tag})`);
    for (const [i, v] of videos.entries()) {
      const q = (
        await c.query<{ id: string }>("insert into osi_invitation_questions (invitation_id, company_id, position, question, response_seconds) values ($1, $2, $3, $4, 60) returning id", [
          inv,
          demo,
          i + 1,
          questions[i],
        ])
      ).rows[0].id;
      const key = `${demo}/${randomBytes(16).toString("hex")}`;
      const dir = path.join(process.cwd(), ".data", "storage", demo);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, key.split("/")[1]), v.bytes, { mode: 0o600 });
      const file = (
        await c.query<{ id: string }>(
          "insert into stored_files (company_id, owner_user_id, kind, storage_key, file_name, content_type, size_bytes, sha256) values ($1, $2, 'osiAnswer', $3, $4, 'video/webm', $5, $6) returning id",
          [demo, talent, key, `answer-${i + 1}.webm`, v.bytes.byteLength, createHash("sha256").update(v.bytes).digest("hex")],
        )
      ).rows[0].id;
      await c.query(
        "insert into osi_answers (company_id, invitation_id, question_id, status, uploaded_at, file_id, received_bytes, total_bytes, mime, duration_ms) values ($1, $2, $3, 'uploaded', now(), $4, $5, $5, 'video/webm', $6)",
        [demo, inv, q, file, v.bytes.byteLength, v.durationMs],
      );
    }
    return { jobId, invitationId: inv, questions };
  });
}
