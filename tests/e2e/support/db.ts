import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/** A client on the e2e server's own database (its URL is written by scripts/e2e-server.mjs). */
export async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const url = readFileSync(path.join(process.cwd(), ".data", "e2e-database-url"), "utf8").trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function setTenantFlags(slug: string, flags: { maintenance?: boolean; modules?: Record<string, boolean> }): Promise<void> {
  await withDb(async (c) => {
    if (flags.maintenance !== undefined) await c.query("update companies set maintenance_mode = $1 where slug = $2", [flags.maintenance, slug]);
    if (flags.modules) await c.query("update companies set modules = modules || $1::jsonb where slug = $2", [JSON.stringify(flags.modules), slug]);
  });
}
