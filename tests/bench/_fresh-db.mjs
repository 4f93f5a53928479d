// A throw-away database for a bench: `talent_bench_<label>_<ts>` on DATABASE_URL's server,
// created empty (the caller migrates and seeds it) and dropped by `drop()`.
import { randomBytes } from "node:crypto";
import pg from "pg";

export async function freshDatabase(serverUrl, label) {
  if (!/^[a-z0-9_]+$/.test(label)) throw new Error(`bad bench database label: ${label}`);
  const name = `talent_bench_${label}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: u.toString(), drop };
}
