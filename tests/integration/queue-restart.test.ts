import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { resumeParses } from "@/db/schema";
import { openQueue, startWorkers } from "@/lib/queue";
import { createResumeParse, startResumeParse } from "@/lib/resume/commands";
import { resumeParseWorker } from "@/lib/resume/worker";
import { LocalDiskDriver, setStorageDriver } from "@/lib/storage/driver";
import { makeCompany, makeTalent, parseRow, settled, uploadResume } from "../support/resume-pipeline";

/**
 * The queue keeps its jobs in Postgres: a job enqueued by one queue instance that stops before
 * any worker runs is done by the next instance, as after a server restart. No worker runs in
 * this file until a test starts one.
 */
let storageDir: string;
let company: string;
let talent: string;
const open: PgBoss[] = [];

beforeAll(async () => {
  process.env.QUEUE_POLL_SECONDS = "0.5";
  storageDir = mkdtempSync(path.join(os.tmpdir(), "queue-restart-"));
  setStorageDriver(new LocalDiskDriver(storageDir));
  company = await makeCompany("queue-restart");
  talent = await makeTalent(company);
});

afterAll(async () => {
  for (const boss of open) await boss.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => {});
  setStorageDriver(null);
  rmSync(storageDir, { recursive: true, force: true });
  await closeDb();
});

async function jobState(parseId: string): Promise<string | undefined> {
  const res = await getDb().execute(sql`select state from pgboss.job where name = 'resume.parse' and data ->> 'parseId' = ${parseId}`);
  return (res.rows[0] as { state?: string } | undefined)?.state;
}

describe("queue restart", () => {
  it("keeps a job enqueued before a restart and processes it after", async () => {
    const first = await openQueue();
    const file = await uploadResume(company, talent, "priya-raman.pdf");
    const parse = await startResumeParse(company, talent, file.id, { boss: first });
    expect(parse.status).toBe("queued");
    // The process goes down before any worker took the job.
    await first.stop({ graceful: true, wait: true, timeout: 5_000 });
    expect(await jobState(parse.id)).toBe("created");
    expect((await parseRow(parse.id)).status).toBe("queued");

    const second = await openQueue();
    open.push(second);
    await startWorkers(second, [resumeParseWorker()]);
    const done = await settled(parse.id);
    expect(done.status).toBe("parsed");
    expect((done.result as { personal?: { emailId?: string } }).personal?.emailId).toBe("priya.raman@example.in");
    // The row is written by the handler; the queue marks the job completed just after it returns.
    await expect.poll(() => jobState(parse.id), { timeout: 10_000, interval: 100 }).toBe("completed");
  });

  it("queues, when the worker starts, a parse whose job could not be enqueued", async () => {
    const other = await makeTalent(company);
    const file = await uploadResume(company, other, "david-okafor.docx");
    const parse = await createResumeParse(company, other, file.id);
    // Left initialized for two minutes, as if the queue had been down at upload time.
    await getDb()
      .update(resumeParses)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(resumeParses.id, parse.id));
    const boss = await openQueue();
    open.push(boss);
    await startWorkers(boss, [resumeParseWorker()]);
    const done = await settled(parse.id);
    expect(done.status).toBe("parsed");
  });
});
