import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, chooseLocale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";

export default getRequestConfig(async () => {
  const [c, h] = await Promise.all([cookies(), headers()]);
  const locale = chooseLocale(c.get(LOCALE_COOKIE)?.value, h.get("accept-language"));
  return {
    locale,
    messages: await loadMessages(locale),
    // Dates are shown in the company timezone; pages pass it explicitly where it matters.
    timeZone: "America/Detroit",
    onError: () => {},
    getMessageFallback: ({ namespace, key }) => (namespace === "errors" ? "" : `${namespace ? namespace + "." : ""}${key}`),
  };
});
