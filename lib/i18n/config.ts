export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The user's choice, set by the language switcher. */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/**
 * Message files live under messages/{locale}/{namespace}.json, one namespace a file, so that
 * features add text without touching each other's files. Add a namespace here when adding a file.
 */
export const NAMESPACES = ["common", "shell", "errors", "errorPages", "ui", "uiInputs", "auth", "home", "authRecovery", "account", "roles", "authCode", "org", "builder", "jobs", "introVideo", "rephrase", "selection", "profile", "mockTalent", "notifications", "search", "interviews", "scheduling", "booking", "calendar", "reviews", "activity", "interviewRoom", "whiteboard", "codeEditor", "questionBank", "osiInvite", "osi", "osiResponses"] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLocale(v: unknown): v is Locale {
  return typeof v === "string" && (LOCALES as readonly string[]).includes(v);
}

/** Picks the best supported locale from an Accept-Language header (q-values honoured). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
  }
  return null;
}

export function chooseLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** One cookie's value from a Cookie header (null when absent or malformed). */
export function cookieFromHeader(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** The language of a request, as i18n/request.ts chooses it: the switcher's cookie, then Accept-Language. */
export function requestLocale(headers: Headers): Locale {
  return chooseLocale(cookieFromHeader(headers.get("cookie"), LOCALE_COOKIE), headers.get("accept-language"));
}
