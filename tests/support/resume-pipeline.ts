import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, resumeParses, users } from "@/db/schema";
import { putFile, type StoredFile } from "@/lib/storage";

/** Helpers for the resume pipeline's integration tests: tenants, talents, uploaded fixtures. */
export const RESUME_FIXTURES = path.resolve(import.meta.dirname, "../fixtures/resumes");

export function resumeFixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(RESUME_FIXTURES, name)));
}

export async function makeCompany(prefix: string): Promise<string> {
  const [c] = await getDb()
    .insert(companies)
    .values({ slug: `${prefix}-${randomBytes(3).toString("hex")}`, name: prefix })
    .returning({ id: companies.id });
  return c.id;
}

export async function makeTalent(companyId: string): Promise<string> {
  const [u] = await getDb()
    .insert(users)
    .values({ companyId, email: `${randomBytes(5).toString("hex")}@resume.test`, fullName: "Resume Talent", role: "talent" })
    .returning({ id: users.id });
  return u.id;
}

/** Stores the bytes through lib/storage (disk + stored_files row), as the builder's upload does. */
export function uploadResume(companyId: string, userId: string, fileName: string, bytes: Uint8Array = resumeFixture(fileName)): Promise<StoredFile> {
  return putFile({ companyId, ownerUserId: userId, kind: "resume", fileName, bytes });
}

export async function parseRow(id: string) {
  const [row] = await getDb().select().from(resumeParses).where(eq(resumeParses.id, id));
  return row;
}

/** Polls until the parse is parsed or failed (the worker runs in this process, polling the queue). */
export async function settled(id: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await parseRow(id);
    if (row && (row.status === "parsed" || row.status === "failed")) return row;
    if (Date.now() > until) throw new Error(`parse ${id} still ${row?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
