/**
 * The local-storage keys of the viewer's time zone (first document §2.5, §7: "a timezone value is
 * read from local storage"). Alone in this file so pages that read the zone (calendar, schedule)
 * do not pull the header chip and its messages into their bundle.
 */
export const TIMEZONE_KEY = "timezone";
export const COMPANY_TIMEZONE_KEY = "company-timezone";
