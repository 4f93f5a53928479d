import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { logger } from "@/lib/log";
import type { RealtimeEvent } from "./events";

/**
 * The app's side of "write in the transaction, then publish" (issue 14). A command that causes a
 * notification writes the row inside its own transaction and calls `queueRealtime` with what to
 * publish; nothing leaves the process then. The door the command came through (the safe-action
 * client, `apiRoute`, a queue worker) runs it inside `runWithOutbox`, which publishes the queued
 * events once the command has returned, i.e. after its transaction committed. A command that
 * fails publishes nothing: a rolled-back row never reaches a browser. Anything lost between the
 * commit and the publish (a crash, a bus outage) is still in the table, and the client catches up
 * from its last seen id on every (re)connect.
 *
 * Outside any outbox (a script, a test calling a command directly) queued events are published
 * straight away by `publishNow` semantics: the caller is then responsible for having committed.
 */
type Outbox = { events: RealtimeEvent[] };
const storage = new AsyncLocalStorage<Outbox>();

/** Publishes events on the bus (lib/realtime/publisher.ts decides which). */
async function publish(events: RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    const { publishEvents } = await import("./publisher");
    await publishEvents(events);
  } catch (err) {
    // The rows are committed; a client catches up on its next (re)connect.
    logger.warn({ err, count: events.length }, "realtime publish failed");
  }
}

/** Queues an event to publish once the current command has succeeded. */
export function queueRealtime(event: RealtimeEvent): void {
  const box = storage.getStore();
  if (box) box.events.push(event);
  else void publish([event]);
}

/**
 * Runs a command; on success publishes what it queued, on failure drops it. Nested outboxes join
 * the outer one. A command that throws has failed; `succeeded` tells the outcome of a door that
 * reports failure in its return value instead (next-safe-action's middleware result, an error
 * Response from a route handler).
 */
export async function runWithOutbox<T>(fn: () => Promise<T>, succeeded: (out: T) => boolean = () => true): Promise<T> {
  if (storage.getStore()) return fn();
  const box: Outbox = { events: [] };
  const out = await storage.run(box, fn);
  if (succeeded(out)) await publish(box.events);
  return out;
}
