import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { parseEml, type ParsedEml } from "../../../scripts/lib/eml.mjs";

/** Where the e2e server writes mail (scripts/e2e-server.mjs sets MAIL_OUTBOX_DIR). */
export const OUTBOX_DIR = path.join(process.cwd(), ".data", "e2e-outbox");

/** File names carry the recipient the way lib/mail/transport.ts writes them. */
function fileTag(email: string): string {
  return email.replace(/[^a-zA-Z0-9@._-]/g, "_").slice(0, 80).toLowerCase();
}

function mailsTo(email: string): { file: string; mail: ParsedEml }[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX_DIR);
  } catch {
    return [];
  }
  const tag = fileTag(email);
  return files
    .filter((f) => f.endsWith(".eml") && f.toLowerCase().endsWith(`-${tag}.eml`))
    .sort()
    .map((f) => ({ file: f, mail: parseEml(readFileSync(path.join(OUTBOX_DIR, f))) }));
}

/** How many messages the outbox holds for `email` now (to wait for the next one). */
export function countMailsTo(email: string): number {
  return mailsTo(email).length;
}

/** Waits for more than `after` messages to `email` and returns the newest one. */
export async function waitForMail(email: string, after = 0): Promise<ParsedEml> {
  await expect.poll(() => countMailsTo(email), { message: `a message to ${email}`, timeout: 15_000 }).toBeGreaterThan(after);
  const all = mailsTo(email);
  return all[all.length - 1].mail;
}
