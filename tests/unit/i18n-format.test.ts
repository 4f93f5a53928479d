import { describe, expect, it } from "vitest";
import { formatDate, formatTime, formatWeekday, formatYearsMonths } from "@/lib/i18n/format";

const instant = "2026-03-05T18:07:00Z";

describe("date formats", () => {
  it("formats dates as DD MMM YYYY in the company timezone", () => {
    expect(formatDate(instant, "en", "America/Detroit")).toBe("05 Mar 2026");
    expect(formatDate("2026-03-05T02:00:00Z", "en", "America/Detroit")).toBe("04 Mar 2026");
    expect(formatDate(instant, "fr", "Europe/Paris")).toBe("05 mars 2026");
  });
  it("formats times as hh:mm A", () => {
    expect(formatTime(instant, "en", "America/Detroit")).toBe("01:07 PM");
  });
  it("formats weekdays in full", () => {
    expect(formatWeekday(instant, "en", "America/Detroit")).toBe("Thursday");
    expect(formatWeekday(instant, "fr", "America/Detroit")).toBe("jeudi");
  });
  it("gives an empty string for an invalid date instead of throwing", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("years and months", () => {
  it("uses yr and mo for one, yrs and mos otherwise", () => {
    expect(formatYearsMonths(1, 1)).toBe("1 yr 1 mo");
    expect(formatYearsMonths(3, 5)).toBe("3 yrs 5 mos");
    expect(formatYearsMonths(0, 7)).toBe("7 mos");
    expect(formatYearsMonths(2, 0)).toBe("2 yrs");
    expect(formatYearsMonths(0, 0)).toBe("0 yrs");
  });
  it("shows the years-not-specified text when both are missing", () => {
    expect(formatYearsMonths(null, undefined)).toBe("Years not specified");
    expect(formatYearsMonths(undefined, undefined, "fr")).toBe("Années non précisées");
  });
  it("pluralises in French", () => {
    expect(formatYearsMonths(1, 2, "fr")).toBe("1 an 2 mois");
  });
});
