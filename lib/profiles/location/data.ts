/**
 * Local place data for the location field when no maps provider is configured: every ISO 3166-1
 * country (names come from Intl.DisplayNames in the reader's language), and states or provinces
 * with their main cities for the markets the product serves first. Kept compact on purpose: a
 * maps provider (lib/profiles/location/provider.ts) covers the rest of the world's places. The
 * states and cities are in ./regions.ts: only the location field's search needs them, not every
 * country select (decision D83).
 */
export const COUNTRY_CODES: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW"
).split(" ");

const COUNTRY_SET = new Set(COUNTRY_CODES);

export function isCountryCode(v: unknown): v is string {
  return typeof v === "string" && COUNTRY_SET.has(v);
}

const EN_NAMES = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;
const namesByLocale = new Map<string, Intl.DisplayNames | null>();

/** The country's name in `locale` (English when the runtime has no region names). */
export function countryName(code: string, locale = "en"): string {
  let names = namesByLocale.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      names = EN_NAMES;
    }
    namesByLocale.set(locale, names);
  }
  return names?.of(code) ?? EN_NAMES?.of(code) ?? code;
}
