import { logger } from "@/lib/log";
import { busKindFromEnv } from "@/lib/realtime/bus";
import { createCodeHandler } from "./code";
import { DEFAULT_MAX_PAYLOAD, DEFAULT_PING_INTERVAL_MS, startRealtimeServer } from "./server";
import { createWhiteboardHandler } from "./whiteboard";

/**
 * The sidecar's entry point: `npm start` runs it beside Next (scripts/start.mjs), docker compose
 * as its own service, `node .next/realtime/server.cjs` by hand. Reads:
 * REALTIME_PORT (default 3001), REALTIME_HOST (0.0.0.0), AUTH_SECRET (the app's, required),
 * REDIS_URL / DATABASE_URL / DATABASE_EMBEDDED / REALTIME_BUS (the bus, lib/realtime/bus.ts),
 * REALTIME_MAX_PAYLOAD, REALTIME_PING_MS, REALTIME_RATE_BURST, REALTIME_RATE_PER_SECOND.
 */
function num(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

async function main(): Promise<void> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) {
    logger.error("realtime: AUTH_SECRET is not set (give the sidecar the app's)");
    process.exit(1);
  }
  const log = logger.child({ service: "realtime" });
  const roomLog = { info: (o: object, m: string) => log.info(o, m), warn: (o: object, m: string) => log.warn(o, m) };
  const server = await startRealtimeServer({
    port: num("REALTIME_PORT", 3001),
    host: process.env.REALTIME_HOST ?? "0.0.0.0",
    secret,
    bus: {
      kind: busKindFromEnv(),
      redisUrl: process.env.REDIS_URL,
      databaseUrl: process.env.DATABASE_URL,
      pollMs: num("REALTIME_POLL_MS", 500),
    },
    maxPayload: num("REALTIME_MAX_PAYLOAD", DEFAULT_MAX_PAYLOAD),
    pingIntervalMs: num("REALTIME_PING_MS", DEFAULT_PING_INTERVAL_MS),
    rateBurst: num("REALTIME_RATE_BURST", 30),
    ratePerSecond: num("REALTIME_RATE_PER_SECOND", 15),
    roomHandlers: { whiteboard: createWhiteboardHandler({ log: roomLog }), code: createCodeHandler({ log: roomLog }) },
    log: roomLog,
  });
  // Tells a parent process (tests, scripts) that the sidecar is up, and on which port.
  if (process.send) process.send({ realtime: "ready", port: server.port });
  let stopping = false;
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((err) => {
  logger.error({ err }, "realtime sidecar failed to start");
  process.exit(1);
});
