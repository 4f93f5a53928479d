import { getTranslations } from "next-intl/server";
import { SESSION_EXPIRED_PARAM } from "@/lib/http/client";

type Query = Record<string, string | string[] | undefined>;

/** True when the page was reached through a 401/440 (lib/http/client.ts adds `?expired=1`). */
export function cameAfterSessionExpiry(query: Query): boolean {
  return query[SESSION_EXPIRED_PARAM] === "1";
}

/** The spec §8 session-expired text in the reader's language, or undefined when not flagged. */
export async function sessionExpiredNotice(query: Query): Promise<string | undefined> {
  if (!cameAfterSessionExpiry(query)) return undefined;
  return (await getTranslations("errors"))("client.sessionExpired");
}
