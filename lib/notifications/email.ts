import "server-only";
import { and, eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import { compileMessages } from "@/lib/i18n/compiled";
import { getDb } from "@/db/client";
import { companies, notifications, users } from "@/db/schema";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/config";
import { escapeHtml, sendMail, type OutgoingMail } from "@/lib/mail";
import type { QueueJob, WorkerDefinition } from "@/lib/queue";
import { NOTIFICATION_EMAIL_QUEUE } from "@/lib/queue/queues";
import { tenantHosts } from "@/lib/tenancy/queries";
import { linkOriginFor } from "@/lib/tenancy/origin";
import { tenantBaseDomain } from "@/lib/tenancy/resolve";
import en from "@/messages/en/notifications.json";
import fr from "@/messages/fr/notifications.json";
import { isNotificationKind, linkOf, type NotificationPayload, type NotificationPortal } from "./kinds";
import { messageKey, textArgs } from "./text";
import type { NotificationEmailJob } from "./notify";

const MESSAGES = { en, fr } as const;

/**
 * The e-mail copy of a notification (decision D51): a queue job enqueued by `notify` in the
 * caller's transaction, sent here after it committed, in the language the recipient last signed
 * in with (users.locale, D53), else the default one. Dates in the user's or the company's zone.
 */
function localeOf(stored: string | null): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function notificationMail(input: {
  locale: Locale;
  to: string;
  name: string;
  kind: string;
  payload: NotificationPayload;
  timeZone: string;
  link: string | null;
}): OutgoingMail {
  const t = createTranslator({ locale: input.locale, messages: { notifications: compileMessages(MESSAGES[input.locale]) }, namespace: "notifications" });
  const key = messageKey(input.kind);
  const kindName = t(`kindNames.${key}` as never);
  const body = t(`kinds.${key}` as never, textArgs(input.payload, input.locale, input.timeZone) as never);
  const greeting = t("email.greeting", { name: input.name });
  const footer = t("email.footer");
  const text = [greeting, "", body, ...(input.link ? ["", input.link] : []), "", footer].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${input.locale}"><body style="font-family:Rubik,Arial,sans-serif;color:#1f2937;line-height:1.5">`,
    p(greeting),
    p(body),
    input.link
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#2563eb;color:#fff;text-decoration:none">${escapeHtml(t("email.open"))}</a></p>`
      : "",
    `<p style="margin:0;color:#4b5563;font-size:13px">${escapeHtml(footer)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: input.to, subject: t("email.subject", { kind: kindName }), text, html };
}

/** Sends the e-mail of one notification; a notification gone (user deleted) is skipped. */
export async function sendNotificationEmail(job: NotificationEmailJob): Promise<boolean> {
  if (!Number.isSafeInteger(job?.notificationId) || typeof job?.companyId !== "string") return false;
  const db = getDb();
  const [row] = await db
    .select({ n: notifications, email: users.email, name: users.fullName, role: users.role, locale: users.locale, userZone: users.timeZone, zone: companies.timezone, slug: companies.slug })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(companies, eq(companies.id, notifications.companyId))
    .where(and(eq(notifications.id, job.notificationId), eq(notifications.companyId, job.companyId)));
  if (!row || !isNotificationKind(row.n.kind)) return false;
  const portal: NotificationPortal = row.role === "talent" ? "talent" : "admin";
  const origin = linkOriginFor(null, { slug: row.slug, hosts: await tenantHosts(job.companyId) }, tenantBaseDomain());
  const path = linkOf(row.n.kind, row.n.payload, portal);
  await sendMail(
    notificationMail({
      locale: localeOf(row.locale),
      to: row.email,
      name: row.name,
      kind: row.n.kind,
      payload: row.n.payload,
      timeZone: row.userZone || row.zone,
      link: origin && path ? `${origin}${path}` : null,
    }),
  );
  return true;
}

export function notificationEmailWorker(): WorkerDefinition<NotificationEmailJob> {
  return { queue: NOTIFICATION_EMAIL_QUEUE, handle: (job: QueueJob<NotificationEmailJob>) => sendNotificationEmail(job.data) };
}
