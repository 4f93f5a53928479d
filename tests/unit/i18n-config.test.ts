import { describe, expect, it } from "vitest";
import { chooseLocale, localeFromAcceptLanguage } from "@/lib/i18n/config";

describe("locale choice", () => {
  it("prefers the user's cookie over Accept-Language", () => {
    expect(chooseLocale("fr", "en-US,en;q=0.9")).toBe("fr");
  });
  it("ignores an unsupported cookie value", () => {
    expect(chooseLocale("de", "fr-CA,fr;q=0.9")).toBe("fr");
  });
  it("honours q-values and falls back to English", () => {
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.5,en;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("de-DE,es;q=0.5")).toBeNull();
    expect(chooseLocale(undefined, undefined)).toBe("en");
  });
});
