import "server-only";
import type { WorkerDefinition } from "@/lib/queue";
import { roomDepartureWorker } from "@/lib/interview-room/video";
import { notificationEmailWorker } from "@/lib/notifications/email";
import { resumeParseWorker } from "@/lib/resume/worker";

/**
 * The queue handlers a server process runs, one per queue of lib/queue/queues.ts. The caller
 * registers them (instrumentation.ts: registerWorkers(serverWorkers())), so lib/queue never
 * imports a handler and the handlers may import lib/queue without a cycle.
 */
export function serverWorkers(): readonly WorkerDefinition<never>[] {
  return [resumeParseWorker(), notificationEmailWorker(), roomDepartureWorker()];
}
