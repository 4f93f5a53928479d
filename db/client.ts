import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

type Holder = { pool?: Pool; db?: Db };
// One pool per process, kept across dev hot reloads.
const holder = globalThis as unknown as { __talentDb?: Holder };

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides an embedded database when none is configured.");
  }
  return url;
}

export function getPool(): Pool {
  const h = (holder.__talentDb ??= {});
  if (!h.pool) {
    h.pool = new Pool({
      connectionString: databaseUrl(),
      max: Number(process.env.DB_POOL_MAX ?? 10),
      idleTimeoutMillis: 30_000,
    });
    // An idle client error must not crash the process; the pool replaces the client.
    h.pool.on("error", () => {});
  }
  return h.pool;
}

export function getDb(): Db {
  const h = (holder.__talentDb ??= {});
  if (!h.db) h.db = drizzle(getPool(), { schema });
  return h.db;
}

export async function closeDb(): Promise<void> {
  const h = holder.__talentDb;
  if (h?.pool) await h.pool.end();
  if (h) {
    h.pool = undefined;
    h.db = undefined;
  }
}
