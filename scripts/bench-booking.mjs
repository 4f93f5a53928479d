#!/usr/bin/env node
// `npm run bench:booking`: N concurrent bookings of ONE time on the real server over HTTP (issue 13).
// N talents of the demo company each hold an open invitation offering the same hour with the same
// two interviewers (tests/bench/_booking.mjs); all POST /api/interviews/book at once. Prints the
// outcome counts (exactly 1 success and N − 1 × 10598 expected), p50/p95 latency and what the
// database holds afterwards; exits 1 when anything but exactly one booking went through.
// Needs DATABASE_URL (a Postgres server: the exclusion constraint under real concurrency). The
// server: BOOKING_URL + BOOKING_DATABASE_URL measure one already running; otherwise a fresh
// database and `node scripts/start.mjs` on BOOKING_PORT (3195), building first when needed.
// Env: BOOKING_CONTENDERS (100).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureAuthSecret } from "./lib/auth-secret.mjs";
import { runBench, startProductionServer } from "./lib/prod-server.mjs";
import { raceBookings, seedContenders, verifyDatabase } from "../tests/bench/_booking.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const log = (m) => console.error(`[booking-bench] ${m}`);
const count = Number(process.env.BOOKING_CONTENDERS || 100);

await runBench("booking-bench", async (onCleanup) => {
  if (!process.env.DATABASE_URL && !process.env.BOOKING_DATABASE_URL) {
    console.error("bench:booking needs DATABASE_URL (a Postgres server).");
    return 2;
  }
  let databaseUrl = process.env.BOOKING_DATABASE_URL ?? null;
  let baseUrl = process.env.BOOKING_URL ?? null;
  if (!baseUrl) {
    baseUrl = await startProductionServer({ port: Number(process.env.BOOKING_PORT || 3195), log, onDatabase: (u) => (databaseUrl = u) }, onCleanup);
  }
  if (!databaseUrl) throw new Error("no database URL for the bench data");
  const authSecret = process.env.AUTH_SECRET || ensureAuthSecret(root);
  const seeded = await seedContenders(databaseUrl, { count });
  log(`${count} talents each offered ${seeded.start.toISOString()} with the same two interviewers`);
  const r = await raceBookings({ baseUrl, databaseUrl, authSecret, jobId: seeded.jobId, contenders: seeded.contenders });
  const db = await verifyDatabase(databaseUrl, seeded);
  console.log(`\nbooking race · ${count} concurrent POST /api/interviews/book of one time`);
  console.log(`  successes      ${r.counts.ok ?? 0}`);
  console.log(`  10598 (taken)  ${r.counts["10598"] ?? 0}`);
  const other = Object.entries(r.counts).filter(([k]) => k !== "ok" && k !== "10598");
  console.log(`  other answers  ${other.length ? other.map(([k, v]) => `${k}×${v}`).join(", ") : "none"}`);
  console.log(`  latency        p50 ${r.p50.toFixed(1)} ms · p95 ${r.p95.toFixed(1)} ms · max ${r.max.toFixed(1)} ms · all answered in ${r.wallMs} ms`);
  console.log(`  database       ${db.interviews} live interview(s) at that time · ${db.interviewerBusyRows} active interviewer busy rows (2 expected)`);
  const good = (r.counts.ok ?? 0) === 1 && (r.counts["10598"] ?? 0) === count - 1 && db.interviews === 1 && db.interviewerBusyRows === 2;
  console.log(good ? "  OK: exactly one booking" : "  FAILED: not exactly one booking");
  return good ? 0 : 1;
});
