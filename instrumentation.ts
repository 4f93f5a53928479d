/** Runs once when a server process starts: apply migrations, then seed an empty database. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Client addresses (rate limits): stamp every request with its socket address, first thing, and
  // refuse to start on a TRUSTED_PROXY_HOPS / TRUSTED_PROXIES value that cannot be used.
  const { currentProxyTrust, installPeerStamp } = await import("./lib/security/client-address");
  currentProxyTrust();
  installPeerStamp();
  const { bootstrap } = await import("./db/bootstrap");
  await bootstrap();
  // Jobs expire by UTC time on a schedule; an advisory lock lets one process of many do each run.
  if (process.env.DATABASE_URL) {
    const { startJobExpirySchedule } = await import("./lib/jobs/expiry-schedule");
    startJobExpirySchedule();
    // An interview nobody concluded ends (completed or No Show) once its room's grace is over.
    const { startRoomSweepSchedule } = await import("./lib/interview-room/sweep");
    startRoomSweepSchedule();
    // One-sided interviews: abandoned upload staging files, and recordings past their retention.
    const { startOsiSweepSchedule } = await import("./lib/osi/sweep");
    startOsiSweepSchedule();
  }
  // Background workers (resume parsing, …) run in the server process only, never in a build's
  // page-generation workers; a queue that cannot start yet must not keep the server down.
  if (process.env.DATABASE_URL && process.env.NEXT_PHASE !== "phase-production-build") {
    const { registerWorkers } = await import("./lib/queue");
    const { serverWorkers } = await import("./lib/server-workers");
    const { logger } = await import("./lib/log");
    await registerWorkers(serverWorkers()).catch((err) => logger.error({ err }, "queue workers did not start"));
  }
}
