import { COUNTRY_CODES, countryName } from "./data";
import { REGIONS } from "./regions";

/**
 * A place as the profile stores it (second document §3 currentLocation). `country` is the English
 * name (stable for search); screens show countryCode in the reader's language.
 */
export type Place = {
  country: string;
  countryCode: string;
  state: string;
  locality: string;
  formattedAddress: string;
  label: string;
  value: string;
};

export type Prediction = { placeId: string; label: string };

/**
 * What the location field needs from a places service: predictions for typed text, then the
 * address components of the chosen one. A maps provider (Google Places or similar) implements
 * this against its API; the local provider below answers from lib/profiles/location/data.ts.
 */
export interface LocationProvider {
  readonly id: string;
  predict(query: string, opts?: { locale?: string; limit?: number }): Promise<Prediction[]>;
  /** Null when the id is unknown; fields the service could not resolve are empty strings. */
  details(placeId: string, opts?: { locale?: string }): Promise<Place | null>;
}

/** Spec §5: a place is usable when its country, state or locality can be resolved. */
export function isResolvedPlace(place: Pick<Place, "country" | "countryCode" | "state" | "locality"> | null | undefined): boolean {
  return Boolean(place && (place.country || place.countryCode || place.state || place.locality));
}

export function makePlace(parts: { countryCode: string; country: string; state?: string; locality?: string; value?: string }): Place {
  const state = parts.state ?? "";
  const locality = parts.locality ?? "";
  const label = [locality, state, parts.country].filter(Boolean).join(", ");
  return { country: parts.country, countryCode: parts.countryCode, state, locality, formattedAddress: label, label, value: parts.value ?? label };
}

const SEP = "|";

function fold(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** 0 for a match at the start, 1 at a word start, 2 elsewhere, -1 for none. */
function rank(text: string, q: string): number {
  const t = fold(text);
  const i = t.indexOf(q);
  if (i < 0) return -1;
  if (i === 0) return 0;
  return /[\s,'-]/.test(t[i - 1]) ? 1 : 2;
}

/** Local data: countries, states and cities, searched without any network call. */
export class LocalLocationProvider implements LocationProvider {
  readonly id = "local";

  async predict(query: string, opts: { locale?: string; limit?: number } = {}): Promise<Prediction[]> {
    const q = fold(query.trim()).slice(0, 100);
    if (!q) return [];
    const locale = opts.locale ?? "en";
    const limit = opts.limit ?? 8;
    const hits: { placeId: string; label: string; score: number }[] = [];
    for (const code of COUNTRY_CODES) {
      const name = countryName(code, locale);
      const r = Math.max(rank(name, q), locale === "en" ? -1 : rank(countryName(code, "en"), q));
      if (r >= 0) hits.push({ placeId: code, label: name, score: r * 3 });
      const states = REGIONS[code];
      if (!states) continue;
      for (const [state, cities] of Object.entries(states)) {
        const rs = rank(state, q);
        if (rs >= 0) hits.push({ placeId: [code, state].join(SEP), label: `${state}, ${name}`, score: rs * 3 + 1 });
        for (const city of cities) {
          const rc = rank(city, q);
          if (rc >= 0) hits.push({ placeId: [code, state, city].join(SEP), label: `${city}, ${state}, ${name}`, score: rc * 3 });
        }
      }
    }
    hits.sort((a, b) => a.score - b.score || a.label.localeCompare(b.label, locale));
    return hits.slice(0, limit).map(({ placeId, label }) => ({ placeId, label }));
  }

  async details(placeId: string, opts: { locale?: string } = {}): Promise<Place | null> {
    const [code, state, city] = placeId.split(SEP);
    if (!COUNTRY_CODES.includes(code)) return null;
    if (state !== undefined && !REGIONS[code]?.[state]) return null;
    if (city !== undefined && !REGIONS[code][state].includes(city)) return null;
    const place = makePlace({ countryCode: code, country: countryName(code, "en"), state, locality: city, value: placeId });
    // The label is for people (their language); `country` stays English for search.
    const label = [city, state, countryName(code, opts.locale ?? "en")].filter(Boolean).join(", ");
    return { ...place, label, formattedAddress: label };
  }
}

/**
 * Providers by the name configured in MAPS_PROVIDER. Only the local one ships: a maps service
 * needs its API key and script, and registers here when the product gets one.
 */
const PROVIDERS: Record<string, () => LocationProvider> = {
  local: () => new LocalLocationProvider(),
};

export function createLocationProvider(name: string | undefined | null): LocationProvider {
  return (PROVIDERS[name ?? "local"] ?? PROVIDERS.local)();
}
