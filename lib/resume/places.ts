/** Countries named or implied in a short piece of text ("Toronto, ON", "Paris, France"). Pure. */

const COUNTRY_NAMES: [RegExp, string][] = [
  [/\b(united states|united states of america|usa|u\.s\.a?\.?|[ée]tats[- ]unis)\b/iu, "US"],
  [/\b(canada)\b/iu, "CA"],
  [/\b(france)\b/iu, "FR"],
  [/\b(united kingdom|royaume[- ]uni|england|scotland|wales|uk)\b/iu, "GB"],
  [/\b(india|inde)\b/iu, "IN"],
  [/\b(germany|allemagne|deutschland)\b/iu, "DE"],
  [/\b(spain|espagne)\b/iu, "ES"],
  [/\b(italy|italie)\b/iu, "IT"],
  [/\b(netherlands|pays[- ]bas)\b/iu, "NL"],
  [/\b(belgium|belgique)\b/iu, "BE"],
  [/\b(switzerland|suisse)\b/iu, "CH"],
  [/\b(ireland|irlande)\b/iu, "IE"],
  [/\b(australia|australie)\b/iu, "AU"],
  [/\b(singapore|singapour)\b/iu, "SG"],
  [/\b(japan|japon)\b/iu, "JP"],
  [/\b(china|chine)\b/iu, "CN"],
  [/\b(brazil|br[ée]sil)\b/iu, "BR"],
  [/\b(mexico|mexique)\b/iu, "MX"],
  [/\b(nigeria)\b/iu, "NG"],
  [/\b(kenya)\b/iu, "KE"],
  [/\b(morocco|maroc)\b/iu, "MA"],
  [/\b(tunisia|tunisie)\b/iu, "TN"],
  [/\b(senegal|s[ée]n[ée]gal)\b/iu, "SN"],
  [/\b(united arab emirates|uae|[ée]mirats arabes unis)\b/iu, "AE"],
  [/\b(portugal)\b/iu, "PT"],
  [/\b(luxembourg)\b/iu, "LU"],
  [/\b(vietnam|viet nam)\b/iu, "VN"],
  [/\b(philippines)\b/iu, "PH"],
  [/\b(pakistan)\b/iu, "PK"],
];

const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split(" "),
);
const CA_PROVINCES = new Set("AB BC MB NB NL NS NT NU ON PE QC SK YT".split(" "));

const CITIES: [RegExp, string][] = [
  [/\b(toronto|montr[ée]al|vancouver|ottawa|calgary|qu[ée]bec|waterloo)\b/iu, "CA"],
  [/\b(paris|lyon|marseille|toulouse|bordeaux|nantes|lille|rennes|grenoble|nice|sophia[- ]antipolis)\b/iu, "FR"],
  [/\b(london|manchester|edinburgh|bristol|cambridge|oxford)\b/iu, "GB"],
  [/\b(bengaluru|bangalore|mumbai|chennai|hyderabad|pune|delhi|new delhi|kolkata|noida|gurgaon|gurugram)\b/iu, "IN"],
  [/\b(berlin|munich|münchen|hamburg|frankfurt)\b/iu, "DE"],
  [/\b(sydney|melbourne|brisbane)\b/iu, "AU"],
  [/\b(new york|san francisco|seattle|austin|boston|chicago|los angeles|detroit|denver|atlanta)\b/iu, "US"],
  [/\b(lagos|abuja)\b/iu, "NG"],
  [/\b(dublin)\b/iu, "IE"],
  [/\b(amsterdam|rotterdam)\b/iu, "NL"],
  [/\b(brussels|bruxelles)\b/iu, "BE"],
  [/\b(geneva|gen[èe]ve|zurich|z[üu]rich|lausanne)\b/iu, "CH"],
];

/** ISO 3166-1 alpha-2 of the country the text names or implies, or null. */
export function countryOf(text: string): string | null {
  for (const [re, code] of COUNTRY_NAMES) if (re.test(text)) return code;
  const region = /,\s*([A-Z]{2})\b(?!\.)/.exec(text)?.[1];
  if (region && CA_PROVINCES.has(region)) return "CA";
  if (region && US_STATES.has(region)) return "US";
  for (const [re, code] of CITIES) if (re.test(text)) return code;
  return null;
}

/** "Toronto, ON", "Paris, France", "Remote", "Télétravail": a place rather than a company or role. */
export function isPlace(text: string): boolean {
  const t = text.trim().replace(/^\(|\)$/g, "");
  if (/^(remote|hybrid|on[- ]?site|t[ée]l[ée]travail|[àa] distance|hybride)$/iu.test(t)) return true;
  if (/^[\p{L} .'’-]+,\s*[A-Z]{2}$/u.test(t)) return true;
  if (t.split(/\s+/).length > 5) return false;
  // A country alone or after a comma ("Lyon, France"); "Capgemini Maroc" is a company.
  for (const [re] of COUNTRY_NAMES) {
    if (!re.test(t)) continue;
    const rest = t.replace(re, "").trim();
    if (rest === "" || /,\s*$/.test(rest)) return true;
  }
  // A city alone, or with its region or country: "Lyon", "Austin, TX" ("HEC Montréal" is a school).
  for (const [re] of CITIES) {
    const rest = t.replace(re, "").replace(/[\s,()]+/g, " ").trim();
    if (rest !== t.replace(/[\s,()]+/g, " ").trim() && (rest === "" || /^[A-Z]{2}$/.test(rest))) return true;
  }
  return false;
}
