import { getDb } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seedDatabase } from "@/db/seed";
import { logger } from "@/lib/log";

export async function bootstrap(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    logger.warn("DATABASE_URL is not set: start with `npm start` for the embedded database");
    return;
  }
  const started = Date.now();
  const db = getDb();
  await runMigrations(db);
  if (process.env.SEED_DEMO !== "0") await seedDatabase(db, { quiet: true });
  logger.info({ ms: Date.now() - started }, "database ready");
}
