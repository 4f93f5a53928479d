import "server-only";
import { startIntervalTask } from "@/lib/schedule/interval";
import { runExpiryOnce } from "./expiry";

/**
 * Default one minute; JOB_EXPIRY_INTERVAL_MS changes it (0 turns the schedule off).
 * Started once per server process from instrumentation.ts. Every process ticks; the advisory
 * lock in runExpiryOnce lets one of them do the work, so running several instances is safe.
 */
export function startJobExpirySchedule(): void {
  startIntervalTask({ name: "job-expiry", envVar: "JOB_EXPIRY_INTERVAL_MS", defaultMs: 60_000, run: () => runExpiryOnce() });
}
