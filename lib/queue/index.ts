import "server-only";
import PgBoss from "pg-boss";
import { sql, type SQL } from "drizzle-orm";
import { databaseUrl } from "@/db/client";
import { logger } from "@/lib/log";
import { runWithOutbox } from "@/lib/realtime/outbox";
import { QUEUES, type QueueName } from "./queues";

/**
 * The Postgres-backed job queue (pg-boss). Jobs are rows in the `pgboss` schema, which the
 * library creates and migrates itself on start, so a job enqueued before a restart is still there
 * after it, and an attempt cut short by a crash is handed out again once it expires.
 *
 * One instance per process, started on first use. Any process may enqueue; only the Next server
 * process runs workers (registerWorkers, from instrumentation.ts, with lib/server-workers.ts). Tests open their own instances
 * with openQueue and run workers in-process with startWorkers.
 */
export type { QueueName } from "./queues";

/** Something that runs SQL inside the caller's transaction, so a job is enqueued atomically with the caller's rows. */
export type QueueDb = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss's `$n`-numbered SQL as a drizzle query with the same values bound in order. pg-boss's
 * statements carry no dollar-quoted strings, so every `$n` is a placeholder.
 */
export function positionalSql(text: string, values: readonly unknown[]): SQL {
  const parts: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    const n = Number(m[1]);
    if (n < 1 || n > values.length) throw new Error(`queue SQL names $${n} with ${values.length} values`);
    // sql.param binds the value as one parameter (a template would expand an array into a list).
    parts.push(sql.raw(text.slice(last, m.index)), sql`${sql.param(values[n - 1])}`);
    last = m.index + m[0].length;
  }
  parts.push(sql.raw(text.slice(last)));
  return sql.join(parts, sql.raw(""));
}

/** A drizzle transaction (or database) as the queue's QueueDb, through drizzle's public `execute`. */
export function queueDbOf(db: { execute(query: SQL): Promise<{ rows: unknown[] }> }): QueueDb {
  return { executeSql: async (text, values) => ({ rows: (await db.execute(positionalSql(text, values))).rows }) };
}

export type QueueJob<T> = { id: string; name: string; data: T; retryCount: number; retryLimit: number };

export type WorkerDefinition<T = unknown> = {
  queue: QueueName;
  handle(job: QueueJob<T>): Promise<unknown>;
  /** Runs once when the worker starts (e.g. to queue work left behind by a crash before it was enqueued). */
  onStart?(boss: PgBoss): Promise<void>;
};

export type EnqueueOptions = { db?: QueueDb; startAfter?: Date; singletonKey?: string };

const SCHEMA = "pgboss";

type Holder = { boss?: Promise<PgBoss>; workersStarted?: boolean; queuesCreated: WeakMap<PgBoss, Set<string>> };
// Kept on globalThis so dev hot reloads do not start a second instance.
const holder = ((globalThis as unknown as { __talentQueue?: Holder }).__talentQueue ??= { queuesCreated: new WeakMap() });

function pollingIntervalSeconds(): number {
  const raw = Number(process.env.QUEUE_POLL_SECONDS ?? 2);
  // pg-boss refuses anything under half a second.
  return Number.isFinite(raw) && raw >= 0.5 ? raw : 2;
}

/** A new, started instance; the caller stops it. The shared one is getQueue(). */
export async function openQueue(opts: { connectionString?: string; max?: number } = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: opts.connectionString ?? databaseUrl(),
    schema: SCHEMA,
    max: opts.max ?? Number(process.env.QUEUE_POOL_MAX ?? 4),
    application_name: "talent-queue",
  });
  // Without a listener an 'error' event would crash the process; the library retries by itself.
  boss.on("error", (err) => logger.warn({ err }, "queue error"));
  await boss.start();
  return boss;
}

export function getQueue(): Promise<PgBoss> {
  if (!holder.boss) {
    holder.boss = openQueue().catch((err) => {
      // Forget the failed start so the next call tries again (the database may come back).
      holder.boss = undefined;
      throw err;
    });
  }
  return holder.boss;
}

/** Stops the shared instance, letting running handlers finish (tests, graceful shutdown). */
export async function stopQueue(): Promise<void> {
  const pending = holder.boss;
  holder.boss = undefined;
  holder.workersStarted = false;
  if (!pending) return;
  const boss = await pending.catch(() => null);
  await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
}

/**
 * pg-boss (v10) wants each queue created before use; creating is idempotent, so once per instance
 * is enough. Call it before opening a transaction that enqueues: creating runs on the queue's own
 * connections, which the embedded database (one backend) would hold until that transaction ends.
 */
export async function ensureQueue(boss: PgBoss, name: QueueName): Promise<void> {
  let known = holder.queuesCreated.get(boss);
  if (!known) holder.queuesCreated.set(boss, (known = new Set()));
  if (known.has(name)) return;
  try {
    await boss.createQueue(name, { name, ...QUEUES[name] });
  } catch (err) {
    // Two processes creating the same queue at once: the loser's CREATE TABLE fails, the queue exists.
    if (!(await boss.getQueue(name))) throw err;
  }
  known.add(name);
}

/** Adds a job; with `db`, inside the caller's transaction (the job exists only if it commits). */
export async function enqueue<T extends object>(name: QueueName, data: T, opts: EnqueueOptions & { boss?: PgBoss } = {}): Promise<string> {
  const boss = opts.boss ?? (await getQueue());
  await ensureQueue(boss, name);
  const id = await boss.send(name, data, {
    ...(opts.db ? { db: opts.db } : {}),
    ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
    ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
  });
  if (!id) throw new Error(`queue ${name} refused the job`);
  return id;
}

/**
 * Runs the handlers on `boss`, one job at a time per queue. A handler that throws fails the
 * attempt and the queue retries it per the queue's policy. Returns the worker ids (boss.offWork).
 */
export async function startWorkers(boss: PgBoss, definitions: readonly WorkerDefinition<never>[]): Promise<string[]> {
  const ids: string[] = [];
  for (const def of definitions) {
    await ensureQueue(boss, def.queue);
    const id = await boss.work<object>(def.queue, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: pollingIntervalSeconds() }, async (jobs) => {
      for (const job of jobs) {
        // Each job is one command: what it queued for the realtime sidecar is published once it returned (D50).
        await runWithOutbox(() => def.handle({ id: job.id, name: job.name, data: job.data as never, retryCount: job.retryCount, retryLimit: job.retryLimit }));
      }
    });
    ids.push(id);
    if (def.onStart) await def.onStart(boss).catch((err) => logger.warn({ err, queue: def.queue }, "worker start hook failed"));
  }
  return ids;
}

/**
 * Called once per server process from instrumentation.ts, with the handlers that process runs
 * (lib/server-workers.ts): the queue knows no handler itself, so it imports none of their code.
 * QUEUE_WORKERS=0 keeps a process enqueue-only (for example a web tier whose workers run elsewhere).
 */
export async function registerWorkers(definitions: readonly WorkerDefinition<never>[]): Promise<void> {
  if (process.env.QUEUE_WORKERS === "0" || holder.workersStarted) return;
  holder.workersStarted = true;
  try {
    await startWorkers(await getQueue(), definitions);
    logger.info({ queues: definitions.map((w) => w.queue) }, "queue workers started");
  } catch (err) {
    holder.workersStarted = false;
    throw err;
  }
}
