// Embedded PostgreSQL for machines with no database server: PGlite served over the Postgres
// wire protocol, so the app, the queue and the tests all speak `pg` to it like to a real server.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * @param {{ dataDir?: string, port?: number }} opts dataDir undefined → in memory
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres(opts = {}) {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const db = await PGlite.create(opts.dataDir ?? "memory://", { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: opts.port ?? 0, maxConnections: 16 });
  await server.start();
  const address = server.getServerConn ? server.getServerConn() : null;
  const port = typeof address === "string" ? Number(address.split(":").pop()) : server.port ?? opts.port;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
