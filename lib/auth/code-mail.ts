import "server-only";
import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import type { Locale } from "@/lib/i18n/config";
import { escapeHtml, type OutgoingMail } from "@/lib/mail";
import en from "@/messages/en/authCode.json";
import fr from "@/messages/fr/authCode.json";

const MESSAGES = { en, fr } as const;

export type CodeMailInput = { locale: Locale; to: string; company: string; code: string; minutes: number };

/**
 * The one-time sign-in code. The code is in the subject too, so it shows in a phone's
 * notification; it is worthless without the code id the requesting browser holds.
 */
export function loginCodeMail({ locale, to, company, code, minutes }: CodeMailInput): OutgoingMail {
  const t = createTranslator({ locale, messages: { authCode: compileMessages(MESSAGES[locale]) }, namespace: "authCode.mail" });
  const values = { company, code, minutes };
  const lines = { intro: t("intro", values), validity: t("validity", values), ignore: t("ignore", values), signature: t("signature", values) };
  const text = [lines.intro, "", code, "", lines.validity, lines.ignore, "", lines.signature, ""].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Rubik,Arial,sans-serif;color:#1f2937;line-height:1.5">`,
    p(lines.intro),
    `<p style="margin:0 0 16px;font-size:28px;font-weight:600;letter-spacing:6px">${escapeHtml(code)}</p>`,
    p(lines.validity),
    p(lines.ignore),
    p(lines.signature),
    "</body></html>",
  ].join("\n");
  return { to, subject: t("subject", values), text, html };
}
