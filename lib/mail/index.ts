import "server-only";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { deliver, type OutgoingMail } from "./transport";

export type { OutgoingMail };

/** Sends a message or throws the catalogued 10202 (SMTP error); the cause is logged, not shown. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  try {
    await deliver(mail);
  } catch (err) {
    logger.error({ err, to: mail.to, subject: mail.subject }, "mail delivery failed");
    throw appError(ERROR_CODES.smtpError);
  }
}

/** Escapes text for the HTML part of a message (names and company names are user input). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
