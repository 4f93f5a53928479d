import "server-only";
import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import type { Locale } from "@/lib/i18n/config";
import { escapeHtml, type OutgoingMail } from "@/lib/mail";
import en from "@/messages/en/authRecovery.json";
import fr from "@/messages/fr/authRecovery.json";

const MESSAGES = { en, fr } as const;

export type ResetMailInput = { locale: Locale; to: string; name: string; company: string; link: string; minutes: number };

/**
 * The password-reset message in the reader's language (the locale of the request that asked for
 * it). Texts live in messages/{locale}/authRecovery.json like every other user-facing string.
 * Names and company names are user input, so the HTML part escapes them.
 */
export function passwordResetMail({ locale, to, name, company, link, minutes }: ResetMailInput): OutgoingMail {
  const t = createTranslator({ locale, messages: { authRecovery: compileMessages(MESSAGES[locale]) }, namespace: "authRecovery.mail" });
  const values = { name, company, email: to, minutes };
  const lines = {
    greeting: t("greeting", values),
    request: t("request", values),
    validity: t("validity", values),
    ignore: t("ignore", values),
    signature: t("signature", values),
  };
  const text = [lines.greeting, "", lines.request, link, "", lines.validity, lines.ignore, "", lines.signature, ""].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Rubik,Arial,sans-serif;color:#1f2937;line-height:1.5">`,
    p(lines.greeting),
    p(lines.request),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#2563eb;color:#fff;text-decoration:none">${escapeHtml(t("button"))}</a></p>`,
    `<p style="margin:0 0 16px;word-break:break-all;font-size:13px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    p(lines.validity),
    p(lines.ignore),
    p(lines.signature),
    "</body></html>",
  ].join("\n");
  return { to, subject: t("subject", values), text, html };
}
