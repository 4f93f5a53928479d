import fc from "fast-check";
import { formatInTimeZone } from "date-fns-tz";
import { enUS, fr } from "date-fns/locale";
import { describe, expect, it } from "vitest";
import { DATE_FORMAT, formatDate, formatTime, formatWeekday, TIME_FORMAT, WEEKDAY_FORMAT } from "@/lib/i18n/format";

/** The Intl-based formatters give exactly what date-fns-tz gave (the implementation before issue 12 §4). */
const DATE_FNS = { en: enUS, fr } as const;
const ZONES = ["America/Detroit", "Europe/Paris", "UTC", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Kiritimati", "America/St_Johns"];

describe("date formats without date-fns", () => {
  it("match date-fns-tz for any instant, zone and locale", () => {
    const instant = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), fc.constantFrom("en" as const, "fr" as const), (ms, tz, locale) => {
        const d = new Date(ms);
        const opts = { locale: DATE_FNS[locale] };
        expect(formatDate(d, locale, tz)).toBe(formatInTimeZone(d, tz, DATE_FORMAT, opts));
        expect(formatTime(d, locale, tz)).toBe(formatInTimeZone(d, tz, TIME_FORMAT, opts).toUpperCase());
        expect(formatWeekday(d, locale, tz)).toBe(formatInTimeZone(d, tz, WEEKDAY_FORMAT, opts));
      }),
      { numRuns: 3000 },
    );
  });

  it("covers every month, midnight and noon", () => {
    for (let m = 0; m < 12; m++) {
      for (const hour of [0, 11, 12, 23]) {
        const d = new Date(Date.UTC(2026, m, 15, hour, 5));
        for (const locale of ["en", "fr"] as const) {
          const opts = { locale: DATE_FNS[locale] };
          expect(formatDate(d, locale, "UTC")).toBe(formatInTimeZone(d, "UTC", DATE_FORMAT, opts));
          expect(formatTime(d, locale, "UTC")).toBe(formatInTimeZone(d, "UTC", TIME_FORMAT, opts).toUpperCase());
        }
      }
    }
    expect(formatDate("2026-03-05T12:00:00Z", "en", "UTC")).toBe("05 Mar 2026");
    expect(formatTime("2026-03-05T00:07:00Z", "en", "UTC")).toBe("12:07 AM");
    expect(formatDate("not a date")).toBe("");
  });
});
