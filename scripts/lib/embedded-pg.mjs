// Embedded PostgreSQL for machines with no database server: PGlite served over the Postgres
// wire protocol, so the app, the queue and the tests all speak `pg` to it like to a real server.
// The wire server is our own (./pglite-wire.mjs): pglite-socket's interleaves concurrent
// connections message by message, which breaks the extended protocol (see docs/decisions.md).
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { servePglite } from "./pglite-wire.mjs";

/**
 * @param {{ dataDir?: string, port?: number }} opts dataDir undefined → in memory
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres(opts = {}) {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const db = await PGlite.create(opts.dataDir ?? "memory://", { extensions: { pg_trgm, btree_gist } });
  const server = await servePglite(db, { host: "127.0.0.1", port: opts.port ?? 0 });
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    stop: async () => {
      await server.close();
      await db.close();
    },
  };
}
