import "server-only";
import type { RealtimeEvent } from "./events";

/**
 * Hands events to the bus the sidecars listen on (Redis pub/sub when REDIS_URL is set, else
 * PostgreSQL NOTIFY on a real server, else nothing: with the embedded database the sidecar polls
 * the notifications table). The drivers land with the sidecar (issue 14); until then every
 * deployment is the polling one.
 */
export async function publishEvents(events: RealtimeEvent[]): Promise<void> {
  void events;
}
