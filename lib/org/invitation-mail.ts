import "server-only";
import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import type { Locale } from "@/lib/i18n/config";
import { escapeHtml, type OutgoingMail } from "@/lib/mail";
import en from "@/messages/en/org.json";
import fr from "@/messages/fr/org.json";

const MESSAGES = { en, fr } as const;

export type InvitationMailInput = { locale: Locale; to: string; name: string; company: string; inviter: string; link: string; days: number };

/** The path of the invitation page for a link token (app/(public)/admin/invitation/[token]). */
export function invitationPath(token: string): string {
  return `/admin/invitation/${encodeURIComponent(token)}`;
}

/**
 * The invitation to the admin portal, in the inviter's language. Names are user input, so the
 * HTML part escapes them.
 */
export function invitationMail({ locale, to, name, company, inviter, link, days }: InvitationMailInput): OutgoingMail {
  const t = createTranslator({ locale, messages: { org: compileMessages(MESSAGES[locale]) }, namespace: "org.mail" });
  const values = { name, company, inviter, email: to, days };
  const lines = {
    greeting: t("greeting", values),
    invite: t("invite", values),
    validity: t("validity", values),
    ignore: t("ignore", values),
    signature: t("signature", values),
  };
  const text = [lines.greeting, "", lines.invite, link, "", lines.validity, lines.ignore, "", lines.signature, ""].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Rubik,Arial,sans-serif;color:#1f2937;line-height:1.5">`,
    p(lines.greeting),
    p(lines.invite),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#2563eb;color:#fff;text-decoration:none">${escapeHtml(t("button"))}</a></p>`,
    `<p style="margin:0 0 16px;word-break:break-all;font-size:13px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    p(lines.validity),
    p(lines.ignore),
    p(lines.signature),
    "</body></html>",
  ].join("\n");
  return { to, subject: t("subject", values), text, html };
}
