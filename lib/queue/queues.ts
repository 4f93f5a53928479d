/**
 * Every background queue the platform knows, with its delivery policy; each name is defined here
 * once. Kept apart from the handlers (registered by the caller, see lib/server-workers.ts) so that
 * code which only enqueues does not load the workers' dependencies (PDF and Word readers, …).
 *
 * retryLimit counts retries after the first attempt; a handler that records a catalogued failure
 * itself returns normally, so only unexpected errors (database down, bug) are retried.
 * expireInSeconds is how long an attempt may run before the queue hands the job out again: it
 * must stay above the handler's own time limit.
 */
export type QueuePolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
};

/** The resume parse (lib/resume/worker.ts). */
export const RESUME_PARSE_QUEUE = "resume.parse";

/** The e-mail copy of a notification (lib/notifications/email.ts). */
export const NOTIFICATION_EMAIL_QUEUE = "notification.email";

/** The live room's departure check: did the last moderator really leave? (lib/interview-room/video.ts). */
export const ROOM_DEPARTURE_QUEUE = "interview-room.departure";

export const QUEUES = {
  [RESUME_PARSE_QUEUE]: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  [NOTIFICATION_EMAIL_QUEUE]: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  // Retried while the room service is unreachable; room_finished stays the backstop.
  [ROOM_DEPARTURE_QUEUE]: { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 },
} as const satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;
