import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./client";
import { sql } from "drizzle-orm";

// Any fixed number works; every process that migrates takes the same lock, so two app
// instances starting together never run the same migration twice.
const MIGRATION_LOCK = 7_310_105;

export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "db", "migrations");
}

export async function runMigrations(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}
