import "server-only";
import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/config";
import { escapeHtml, type OutgoingMail } from "@/lib/mail";
import en from "@/messages/en/booking.json";
import fr from "@/messages/fr/booking.json";
import { interviewIcs, type IcsMethod } from "./ics";

const MESSAGES = { en, fr } as const;

/**
 * The e-mails of the booking flow (issue 13), each in its reader's language: the one the
 * recipient last signed in with (users.locale, kept at sign-in); for someone who never signed in,
 * the person acting gets the language of their own request and everyone else the default one.
 * `recipientLocale` is the one place that decides.
 */
export type Recipient = { userId: string; email: string; name: string; timeZone: string };

export function recipientLocale(recipient: { id: string; locale: string | null }, actor: { userId: string | null; locale: Locale }): Locale {
  if (isLocale(recipient.locale)) return recipient.locale;
  return recipient.id === actor.userId ? actor.locale : DEFAULT_LOCALE;
}

function translator(locale: Locale) {
  return createTranslator({ locale, messages: { booking: compileMessages(MESSAGES[locale]) }, namespace: "booking.mail" });
}

/** "Thursday, 3 December 2026, 10:00 – 11:00 (Europe/Paris)" in the reader's language and zone. */
export function formatRange(locale: Locale, timeZone: string, startsAt: Date, endsAt: Date): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(startsAt);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
  return `${day}, ${time.format(startsAt)} – ${time.format(endsAt)} (${timeZone})`;
}

function html(locale: Locale, paragraphs: string[], link?: { href: string; label: string }): string {
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  return [
    `<!doctype html><html lang="${locale}"><body style="font-family:Rubik,Arial,sans-serif;color:#1f2937;line-height:1.5">`,
    ...paragraphs.map(p),
    link
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#2563eb;color:#fff;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : "",
    "</body></html>",
  ].join("\n");
}

/** The invitation to pick a slot (scheduling, resend, added slots), with the link to the schedule page. */
export function invitationMail(input: { locale: Locale; to: string; name: string; company: string; job: string; link: string; lastDate: string; kind: "invite" | "resend" | "slotsAdded" }): OutgoingMail {
  const t = translator(input.locale);
  const v = { name: input.name, company: input.company, job: input.job, lastDate: input.lastDate };
  const lines = [t("greeting", v), t(`invitation.${input.kind}`, v), t("invitation.lastDate", v)];
  const text = [...lines, "", input.link, "", t("signature", v), ""].join("\n");
  return { to: input.to, subject: t(`invitation.subject.${input.kind}`, v), text, html: html(input.locale, [...lines, t("signature", v)], { href: input.link, label: t("invitation.button") }) };
}

/** The talent's slot request was refused: the invitation is canceled, with the recruiter's reason. */
export function slotRequestRejectedMail(input: { locale: Locale; to: string; name: string; company: string; job: string; reason: string }): OutgoingMail {
  const t = translator(input.locale);
  const v = { name: input.name, company: input.company, job: input.job, reason: input.reason };
  const lines = [t("greeting", v), t("rejected.body", v), t("rejected.reason", v)];
  return { to: input.to, subject: t("rejected.subject", v), text: [...lines, "", t("signature", v), ""].join("\n"), html: html(input.locale, [...lines, t("signature", v)]) };
}

export type CalendarMailKind = "booked" | "rescheduled" | "rescheduleRequested" | "canceled";

const METHOD: Record<CalendarMailKind, IcsMethod> = { booked: "REQUEST", rescheduled: "REQUEST", rescheduleRequested: "CANCEL", canceled: "CANCEL" };

/**
 * A booking, a new time, a reschedule request or a cancellation, with the interview's .ics both
 * as the calendar alternative (what Outlook and Gmail show as an invitation) and as an attachment.
 */
export function calendarMail(input: {
  kind: CalendarMailKind;
  locale: Locale;
  recipient: Recipient;
  company: string;
  job: string;
  candidateName: string;
  interviewId: string;
  host: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  reason?: string | null;
  link?: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}): OutgoingMail {
  const t = translator(input.locale);
  const when = formatRange(input.locale, input.recipient.timeZone, input.startsAt, input.endsAt);
  const v = { name: input.recipient.name, company: input.company, job: input.job, candidate: input.candidateName, when, reason: input.reason ?? "" };
  const lines = [t("greeting", v), t(`calendar.${input.kind}.body`, v), ...(input.reason ? [t("calendar.reason", v)] : [])];
  const title = t("calendar.title", v);
  const method = METHOD[input.kind];
  const ics = interviewIcs({
    method,
    interviewId: input.interviewId,
    host: input.host,
    sequence: input.sequence,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    title,
    description: lines.slice(1).join("\n"),
    url: input.link,
    organizer: input.organizer,
    attendees: input.attendees,
  });
  const text = [...lines, ...(input.link ? ["", input.link] : []), "", t("signature", v), ""].join("\n");
  return {
    to: input.recipient.email,
    subject: t(`calendar.${input.kind}.subject`, v),
    text,
    html: html(input.locale, [...lines, t("signature", v)], input.link ? { href: input.link, label: t("calendar.button") } : undefined),
    icalEvent: { method, filename: "invite.ics", content: ics },
    attachments: [{ filename: "invite.ics", content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }],
  };
}
