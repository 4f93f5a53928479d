import { Client } from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { randomBytes } from "node:crypto";
import * as schema from "@/db/schema";
import { runMigrations } from "@/db/migrate";
import { seedDatabase } from "@/db/seed";
// @ts-expect-error plain ESM helper shared with scripts/start.mjs
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-pg.mjs";

/**
 * Every integration run gets its own fresh database: a new database on the server named by
 * DATABASE_URL, or an in-memory PGlite when none is set. Migrations and the demo seed run once.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  let url: string;
  let teardown: () => Promise<void>;
  if (serverUrl) {
    const name = `talent_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    teardown = async () => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const embedded = await startEmbeddedPostgres();
    url = embedded.url;
    teardown = embedded.stop;
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  const db = drizzle(client, { schema });
  await runMigrations(db as never);
  await seedDatabase(db as never, { quiet: true });
  await client.end();
  process.env.DATABASE_URL = url;
  process.env.TEST_DATABASE_URL = url;
  return teardown;
}
