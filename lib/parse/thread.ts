import "server-only";
import { availableParallelism } from "node:os";
import { Worker, type ResourceLimits } from "node:worker_threads";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import type { JobDescriptionOutcome, ParseOutcome, ParseTask, ResumeOutcome } from "./tasks";

/**
 * Document parsing off the web server's event loop (issue 11 §1). A parse (text reading and
 * field extraction, ./tasks.ts) runs in a worker thread with a heap limit, and is cut off by
 * terminating the thread when its time is up: a PDF.js or mammoth call cannot be cancelled any
 * other way, and a thread that is terminated frees its memory at once.
 *
 *  - time: the caller's budget, counted from the call (waiting for a free thread included);
 *    past it the thread is terminated and the caller gets 10462.
 *  - memory: PARSE_WORKER_LIMITS; a thread over them dies and the caller gets 10459.
 *  - threads: at most PARSE_WORKERS (default: cores − 1, at least 1) run at once, so parses never
 *    take every core from the server; an idle thread is kept for the next parse (unref'ed, it
 *    never holds the process open).
 *
 * The worker entry is `new Worker(new URL("./worker.ts", import.meta.url))`, which Next's bundler
 * (Turbopack) turns into a bundled worker chunk in `next dev`, `next build` and the standalone
 * output alike. Outside a bundle (vitest, tsx) a TypeScript entry cannot be loaded by Node, so the
 * tests install a factory that loads it through tsx (setParseWorkerFactory).
 */
export const PARSE_WORKER_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: Number(process.env.PARSE_WORKER_MEMORY_MB) > 0 ? Number(process.env.PARSE_WORKER_MEMORY_MB) : 256,
  maxYoungGenerationSizeMb: 32,
  codeRangeSizeMb: 64,
  stackSizeMb: 4,
};

/** How long a request may spend on a parse (POST /api/admin/jobs/parse-file): it answers 10462 after that. */
export const PARSE_REQUEST_TIMEOUT_MS = 10_000;

type Pool = { idle: Worker[]; running: number; waiting: (() => void)[]; factory: (() => Worker) | null; nextId: number };
// On globalThis so a dev hot reload does not start a second pool.
const pool = ((globalThis as unknown as { __parsePool?: Pool }).__parsePool ??= { idle: [], running: 0, waiting: [], factory: null, nextId: 1 });

function maxThreads(): number {
  const configured = Number(process.env.PARSE_WORKERS);
  if (Number.isInteger(configured) && configured > 0) return Math.min(configured, 8);
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** Tests (and scripts run outside Next's bundler) start the worker their own way; null restores the default. */
export function setParseWorkerFactory(factory: (() => Worker) | null): void {
  pool.factory = factory;
  for (const w of pool.idle.splice(0)) void w.terminate();
}

function spawn(): Worker {
  const worker = pool.factory ? pool.factory() : new Worker(new URL("./worker.ts", import.meta.url), { name: "document-parse", resourceLimits: PARSE_WORKER_LIMITS });
  // A thread that ends while idle leaves the pool.
  worker.once("exit", () => {
    const at = pool.idle.indexOf(worker);
    if (at >= 0) pool.idle.splice(at, 1);
  });
  return worker;
}

/** Waits for a free thread until the deadline; false when the time ran out first. */
function acquire(deadline: number): Promise<boolean> {
  if (pool.running < maxThreads()) {
    pool.running += 1;
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      pool.running += 1;
      resolve(true);
    };
    const timer = setTimeout(() => {
      const at = pool.waiting.indexOf(wake);
      if (at >= 0) pool.waiting.splice(at, 1);
      resolve(false);
    }, Math.max(0, deadline - Date.now()));
    pool.waiting.push(wake);
  });
}

function release(): void {
  pool.running -= 1;
  const next = pool.waiting.shift();
  if (next) next();
}

type Reply = { id: number; ok: true; value: ParseOutcome } | { id: number; ok: false; code: number | null; message?: string };

function runOn(worker: Worker, task: ParseTask, deadline: number): Promise<ParseOutcome> {
  const id = pool.nextId++;
  return new Promise<ParseOutcome>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (keep && pool.idle.length < maxThreads()) {
        worker.unref();
        pool.idle.push(worker);
      } else {
        void worker.terminate();
      }
      fn();
    };
    const onMessage = (reply: Reply) => {
      if (reply.id !== id) return;
      if (reply.ok) finish(() => resolve(reply.value), true);
      else if (reply.code !== null) finish(() => reject(appError(reply.code as number)), true);
      else finish(() => reject(new Error(`document parse failed: ${reply.message}`)), true);
    };
    const onError = (err: Error & { code?: string }) => {
      // Over the heap limit: the document is too large to be processed.
      const code = err.code === "ERR_WORKER_OUT_OF_MEMORY" ? ERROR_CODES.resumeTooLarge : ERROR_CODES.resumeUnreadable;
      if (code === ERROR_CODES.resumeUnreadable) logger.warn({ err }, "document parse worker failed");
      finish(() => reject(appError(code)), false);
    };
    const onExit = () => finish(() => reject(appError(ERROR_CODES.resumeUnreadable)), false);
    const timer = setTimeout(() => finish(() => reject(appError(ERROR_CODES.resumeParserTimeout)), false), Math.max(0, deadline - Date.now()));
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.ref();
    // The thread gets its own copy of the bytes (transferred, not cloned twice).
    const bytes = new Uint8Array(task.bytes);
    worker.postMessage({ id, task: { ...task, bytes } }, [bytes.buffer]);
  });
}

/** Runs a parse task in a worker thread within `timeoutMs`; rejects with the catalogued code (10456–10462). */
export async function parseInWorker(task: ParseTask, opts: { timeoutMs: number }): Promise<ParseOutcome> {
  const deadline = Date.now() + opts.timeoutMs;
  if (!(await acquire(deadline))) throw appError(ERROR_CODES.resumeParserTimeout);
  try {
    const worker = pool.idle.pop() ?? spawn();
    return await runOn(worker, task, deadline);
  } finally {
    release();
  }
}

export async function parseResumeInWorker(task: Omit<Extract<ParseTask, { kind: "resume" }>, "kind">, opts: { timeoutMs: number }): Promise<ResumeOutcome> {
  return (await parseInWorker({ kind: "resume", ...task }, opts)) as ResumeOutcome;
}

export async function parseJobDescriptionInWorker(task: Omit<Extract<ParseTask, { kind: "jobDescription" }>, "kind">, opts: { timeoutMs: number }): Promise<JobDescriptionOutcome> {
  return (await parseInWorker({ kind: "jobDescription", ...task }, opts)) as JobDescriptionOutcome;
}
