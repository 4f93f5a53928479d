import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Messages } from "@/lib/i18n/messages";
import { pickMessages } from "@/lib/i18n/pick";

/**
 * Sends the client components below it only the message namespaces they render (decision D3x
 * (weight)): the root layout sends none. A page or layout whose client components call
 * `useTranslations("x")` wraps them in `<ClientMessages namespaces={["x", ...]}>`, listing the
 * literal names (whole namespaces, or one branch such as "jobs.form"). The innermost one wins, so
 * it lists everything its subtree's client components use. Server components use
 * `getTranslations` and need nothing here. tests/unit/client-messages.test.ts fails when a page's
 * client components use a namespace that its nearest `ClientMessages` does not list.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: React.ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces) as AbstractIntlMessages}>{children}</NextIntlClientProvider>;
}
