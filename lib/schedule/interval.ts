import "server-only";
import { logger } from "@/lib/log";

/**
 * A periodic task of a server process (job expiry, the interview-room sweep). Started once per
 * process from instrumentation.ts; every process ticks, and each task's own advisory lock lets one
 * of them do the work, so several instances are safe. The timer never keeps a process alive.
 */
export type IntervalTask = {
  /** A stable name: the timer is kept per name on globalThis (one per process, across reloads). */
  name: string;
  /** The environment variable that changes the period (0 turns the task off). */
  envVar: string;
  defaultMs: number;
  /** One run; returns how many rows it changed (logged when non-zero), or null when it skipped. */
  run: () => Promise<number | null>;
};

/** Tests narrow a sweep's run to one company (the database is shared with other tests). */
export type SweepScope = { companyId?: string };

export function intervalMs(envVar: string, defaultMs: number): number {
  const raw = Number(process.env[envVar] ?? defaultMs);
  return Number.isFinite(raw) && raw >= 0 ? raw : defaultMs;
}

const holder = globalThis as unknown as { __intervalTasks?: Map<string, NodeJS.Timeout> };

export function startIntervalTask(task: IntervalTask): void {
  const every = intervalMs(task.envVar, task.defaultMs);
  const timers = (holder.__intervalTasks ??= new Map());
  if (every === 0 || timers.has(task.name)) return;
  const tick = () =>
    task
      .run()
      .then((n) => {
        if (n) logger.info({ task: task.name, changed: n }, "scheduled task ran");
      })
      .catch((err) => logger.warn({ err, task: task.name }, "scheduled task failed"));
  void tick();
  const timer = setInterval(tick, every);
  timer.unref();
  timers.set(task.name, timer);
}
