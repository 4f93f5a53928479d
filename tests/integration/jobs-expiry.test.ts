import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { closeDb, getDb } from "@/db/client";
import { activityLog, jobs } from "@/db/schema";
import { createJob } from "@/lib/jobs/commands";
import { expireDueJobs, runExpiryOnce } from "@/lib/jobs/expiry";
import { jobInput, makeJobsWorld, type JobsWorld } from "../support/jobs";

let world: JobsWorld;

beforeAll(async () => {
  world = await makeJobsWorld("jobs-expiry");
});

afterAll(async () => {
  await closeDb();
});

async function jobDueAt(due: Date, status: "active" | "suspended" = "active") {
  const c = await createJob(world.actor, jobInput(world));
  await getDb().update(jobs).set({ dueDate: due, status }).where(eq(jobs.id, c.id));
  return c.id;
}

// Runs are limited to this file's company so other files' jobs keep their state.
const scope = () => ({ companyId: world.companyId });

const statusOf = async (id: string) => (await getDb().select({ s: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0].s;

describe("jobs expire by UTC time", () => {
  it("expires active jobs whose due moment has passed, and only those, with a log entry each", async () => {
    const now = new Date("2031-06-15T12:00:00Z");
    const passed = await jobDueAt(new Date("2031-06-15T11:59:59.999Z"));
    const notYet = await jobDueAt(new Date("2031-06-15T12:00:00.001Z"));
    const suspended = await jobDueAt(new Date("2031-06-14T00:00:00Z"), "suspended");
    await expireDueJobs(now, scope());
    expect(await statusOf(passed)).toBe("expired");
    expect(await statusOf(notYet)).toBe("active");
    expect(await statusOf(suspended)).toBe("suspended");
    const logs = await getDb()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, passed), eq(activityLog.action, "jobs.expire")));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ companyId: world.companyId, actorUserId: null, before: { status: "active" }, after: { status: "expired" } });
  });

  it("compares instants, not local calendar days: a due moment in another zone's 'today' still expires", async () => {
    // 23:30 in Detroit on the 1st is 03:30 UTC on the 2nd.
    const due = new Date("2031-07-02T03:30:00Z");
    const id = await jobDueAt(due);
    await expireDueJobs(new Date("2031-07-02T03:29:00Z"), scope());
    expect(await statusOf(id)).toBe("active");
    await expireDueJobs(new Date("2031-07-02T03:31:00Z"), scope());
    expect(await statusOf(id)).toBe("expired");
  });

  it("lets one process run a tick: while another holds the advisory lock the run skips", async (ctx) => {
    // Embedded PGlite serves one session at a time, so a second session holding the lock would
    // block this one instead of competing with it; the check needs a real server.
    const version = await getDb().execute<{ v: string }>(sql`select version() as v`);
    if (version.rows[0].v.includes("PGlite")) ctx.skip();
    const id = await jobDueAt(new Date(Date.now() - 60_000));
    const holder = new Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select pg_advisory_xact_lock(7310205)");
      expect(await runExpiryOnce(new Date(), scope())).toBeNull();
      expect(await statusOf(id)).toBe("active");
      await holder.query("commit");
      expect(await runExpiryOnce(new Date(), scope())).toBe(1);
      expect(await statusOf(id)).toBe("expired");
    } finally {
      await holder.end();
    }
  });
});
