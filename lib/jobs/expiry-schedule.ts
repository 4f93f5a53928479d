import "server-only";
import { logger } from "@/lib/log";
import { runExpiryOnce } from "./expiry";

/** Default one minute; JOB_EXPIRY_INTERVAL_MS changes it (0 turns the schedule off). */
export function expiryIntervalMs(): number {
  const raw = Number(process.env.JOB_EXPIRY_INTERVAL_MS ?? 60_000);
  return Number.isFinite(raw) && raw >= 0 ? raw : 60_000;
}

const holder = globalThis as unknown as { __jobExpiryTimer?: NodeJS.Timeout };

/**
 * Started once per server process from instrumentation.ts. Every process ticks; the advisory
 * lock in runExpiryOnce lets one of them do the work, so running several instances is safe.
 */
export function startJobExpirySchedule(): void {
  const every = expiryIntervalMs();
  if (every === 0 || holder.__jobExpiryTimer) return;
  const tick = () =>
    runExpiryOnce()
      .then((n) => {
        if (n) logger.info({ expired: n }, "jobs expired");
      })
      .catch((err) => logger.warn({ err }, "job expiry run failed"));
  void tick();
  holder.__jobExpiryTimer = setInterval(tick, every);
  // The schedule must never keep a process alive on its own.
  holder.__jobExpiryTimer.unref();
}
