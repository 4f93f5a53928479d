import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { APP_VERSION } from "@/lib/version";

export const dynamic = "force-dynamic";

/** Liveness and database readiness for load balancers; never behind maintenance mode. */
export async function GET() {
  const started = Date.now();
  try {
    await getDb().execute(sql`select 1`);
    return NextResponse.json({ status: "ok", database: "ok", version: APP_VERSION, dbMs: Date.now() - started }, { headers: { "cache-control": "no-store" } });
  } catch {
    return NextResponse.json({ status: "degraded", database: "unreachable", version: APP_VERSION }, { status: 503, headers: { "cache-control": "no-store" } });
  }
}
