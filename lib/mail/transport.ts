import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "@/lib/log";

/**
 * Where mail goes. `SMTP_URL` set (smtp://user:pass@host:587, smtps://… for implicit TLS) → that
 * server. Unset → the local outbox: every message is written as an .eml file (open it in any mail
 * client, or read it with `npm run outbox`) under MAIL_OUTBOX_DIR, default `.data/outbox`.
 */
export type MailMode = { kind: "smtp"; url: string } | { kind: "outbox"; dir: string };

export function mailMode(env: NodeJS.ProcessEnv = process.env): MailMode {
  const url = env.SMTP_URL?.trim();
  if (url) return { kind: "smtp", url };
  return { kind: "outbox", dir: path.resolve(env.MAIL_OUTBOX_DIR?.trim() || ".data/outbox") };
}

export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM?.trim() || "Talent Platform <no-reply@talent.test>";
}

let cached: { key: string; transporter: Transporter } | null = null;

function transporterFor(mode: MailMode): Transporter {
  const key = mode.kind === "smtp" ? `smtp:${mode.url}` : `outbox:${mode.dir}`;
  if (cached?.key === key) return cached.transporter;
  const transporter =
    mode.kind === "smtp"
      ? nodemailer.createTransport(mode.url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  cached = { key, transporter };
  return transporter;
}

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar invitation as the text/calendar alternative (nodemailer's icalEvent; interviews' .ics). */
  icalEvent?: { method: string; filename?: string; content: string };
  attachments?: { filename: string; content: string; contentType?: string }[];
};

/** Sends one message; throws on failure (callers turn that into 10202). Returns the outbox file, if any. */
export async function deliver(mail: OutgoingMail, env: NodeJS.ProcessEnv = process.env): Promise<{ messageId: string; file?: string }> {
  const mode = mailMode(env);
  const info = await transporterFor(mode).sendMail({ from: mailFrom(env), ...mail });
  if (mode.kind === "smtp") return { messageId: info.messageId };
  await mkdir(mode.dir, { recursive: true });
  const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, "_").slice(0, 80);
  const file = path.join(mode.dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
  await writeFile(file, (info as unknown as { message: Buffer }).message);
  logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to local outbox");
  return { messageId: info.messageId, file };
}
