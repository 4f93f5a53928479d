/**
 * Every background queue the platform knows, with its delivery policy. Kept apart from the
 * handlers (lib/queue/workers.ts) so that code which only enqueues does not load the workers'
 * dependencies (PDF and Word readers, …).
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

export const QUEUES = {
  "resume.parse": { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
} as const satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;
