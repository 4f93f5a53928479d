#!/usr/bin/env node
// The server for end-to-end tests: a fresh database (a new one on DATABASE_URL's server, or an
// in-memory PGlite when none is set), then `npm start`'s script against it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { startEmbeddedPostgres } from "./lib/embedded-pg.mjs";
import { startFakeLivekit } from "./lib/fake-livekit.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" };
let dropDb = null;

if (env.DATABASE_URL) {
  const name = `talent_e2e_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(env.DATABASE_URL);
  const serverUrl = env.DATABASE_URL;
  u.pathname = `/${name}`;
  env.DATABASE_URL = u.toString();
  dropDb = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  const embedded = await startEmbeddedPostgres();
  env.DATABASE_URL = embedded.url;
  env.DB_POOL_MAX ??= "4";
  env.DATABASE_EMBEDDED = "1";
  dropDb = () => embedded.stop();
}
// Tests flip tenant flags (maintenance, modules) straight in this database.
mkdirSync(path.join(root, ".data"), { recursive: true });
writeFileSync(path.join(root, ".data", "e2e-database-url"), env.DATABASE_URL);
env.TENANT_CACHE_MS ??= "0";
// Mail of this run travels over real SMTP to a local server (smtp-server) that files each
// message per recipient in this run's outbox, where tests read codes, links and .ics files.
env.MAIL_OUTBOX_DIR = path.join(root, ".data", "e2e-outbox");
const outboxDir = env.MAIL_OUTBOX_DIR;
rmSync(outboxDir, { recursive: true, force: true });
mkdirSync(outboxDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks);
      const stamp = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++received).padStart(5, "0")}`;
      for (const rcpt of session.envelope.rcptTo) {
        const safeTo = rcpt.address.replace(/[^a-zA-Z0-9@._-]/g, "_").slice(0, 80);
        writeFileSync(path.join(outboxDir, `${stamp}-${safeTo}.eml`), raw);
      }
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
// Video (issue 15): no LiveKit server can run here, so the app talks to a loopback stand-in that
// speaks the room service's Twirp protocol (scripts/lib/fake-livekit.mjs) with a test key pair;
// tests sign webhooks with the same pair, read from .data/e2e-livekit.json, and set the room's
// participants through its control address. The room page renders simulated participants.
const livekitKeys = { key: "e2e-devkey", secret: randomBytes(24).toString("hex") };
const livekit = await startFakeLivekit(livekitKeys);
env.LIVEKIT_URL = livekit.wsUrl;
env.LIVEKIT_API_KEY = livekitKeys.key;
env.LIVEKIT_API_SECRET = livekitKeys.secret;
env.LIVEKIT_SIMULATE_PARTICIPANTS = "2";
env.ROOM_DEPARTURE_GRACE_SECONDS ??= "1";
// Specs seed past interviews that must stay as they wrote them; the sweep has its integration test.
env.ROOM_SWEEP_INTERVAL_MS ??= "0";
// Likewise the one-sided interviews' staging and retention sweep (tests/integration/osi-sweep.test.ts).
env.OSI_SWEEP_INTERVAL_MS ??= "0";
writeFileSync(path.join(root, ".data", "e2e-livekit.json"), JSON.stringify({ httpUrl: livekit.httpUrl, ...livekitKeys }));
// The realtime test kills the sidecar and publishes before npm start brings it back.
env.REALTIME_RESTART_DELAY_MS = "2000";
// The browser tests exercise the "not configured" paths of the AI features; a provider set in the
// shell must not leak into them.
for (const key of Object.keys(env)) if (key.startsWith("AI_")) delete env[key];

const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], { cwd: root, env, stdio: "inherit" });
const stop = (sig) => child.kill(sig);
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
child.on("exit", async (code) => {
  smtp.close();
  await livekit.close().catch(() => {});
  if (dropDb) await dropDb().catch(() => {});
  process.exit(code ?? 0);
});
