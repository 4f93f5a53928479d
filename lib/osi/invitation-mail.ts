import "server-only";
import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import type { Locale } from "@/lib/i18n/config";
import { escapeHtml, type OutgoingMail } from "@/lib/mail";
import en from "@/messages/en/osiInvite.json";
import fr from "@/messages/fr/osiInvite.json";

const MESSAGES = { en, fr } as const;

/**
 * The one-sided interview invitation e-mail (issue 16), in the recipient's language: the company,
 * the job, the number of questions, the link's last day and the sealed link itself.
 */
export function osiInvitationMail(input: {
  locale: Locale;
  to: string;
  name: string;
  company: string;
  job: string;
  questions: number;
  expiresOn: string;
  link: string;
  kind: "invite" | "resend";
}): OutgoingMail {
  const t = createTranslator({ locale: input.locale, messages: { osiInvite: compileMessages(MESSAGES[input.locale]) }, namespace: "osiInvite.mail" });
  const v = { name: input.name, company: input.company, job: input.job, count: input.questions, expiresOn: input.expiresOn };
  const lines = [t("greeting", v), t(`body.${input.kind}`, v), t("questions", v), t("expires", v)];
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${input.locale}"><body style="font-family:Rubik,Arial,sans-serif;color:#1f2937;line-height:1.5">`,
    ...lines.map(p),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#2563eb;color:#fff;text-decoration:none">${escapeHtml(t("button"))}</a></p>`,
    p(t("signature", v)),
    "</body></html>",
  ].join("\n");
  return { to: input.to, subject: t(`subject.${input.kind}`, v), text: [...lines, "", input.link, "", t("signature", v), ""].join("\n"), html };
}
