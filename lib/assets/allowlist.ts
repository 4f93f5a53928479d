import { ASSET_MESSAGES, assetNotAllowed } from "./errors";

/**
 * Which hosts the asset proxy may fetch from. The defaults are the platform's own content hosts
 * (invented names, replaced per deployment through ASSET_ALLOWED_HOSTS):
 *   - cdn.talent-platform.example     images served to pages (country flags at asset/{cc}.png,
 *                                      default profile and logo images)
 *   - assets.talent-platform.example  uploaded tenant assets (logos, attachments, intro videos)
 *   - cms.talent-platform.example     the CMS content host (data/{slug}.json, translation files)
 *
 * ASSET_ALLOWED_HOSTS, when set and non-empty, replaces the defaults rather than extending them,
 * so an operator can also narrow the list. Entries are comma-separated:
 *   host            exact host, default port of the scheme only
 *   *.example.com   any subdomain of example.com (not example.com itself)
 *   host:8443       that host on that port only
 */
export const DEFAULT_ASSET_HOSTS = ["cdn.talent-platform.example", "assets.talent-platform.example", "cms.talent-platform.example"];

export const MAX_ASSET_URL_LENGTH = 2048;

export type AllowEntry = {
  /** Lower-case ASCII (punycode) host without the `*.` prefix; IPv6 literals keep brackets. */
  host: string;
  wildcard: boolean;
  /** Explicit port named by the entry; undefined means "the scheme's default port". */
  port?: number;
};

const ENTRY = /^(\*\.)?([a-z0-9\u0080-\uffff._-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** One entry, or null when it is malformed (a typo must never widen the list). */
export function parseAllowEntry(raw: string): AllowEntry | null {
  const m = ENTRY.exec(raw.trim());
  if (!m) return null;
  const wildcard = Boolean(m[1]);
  let host: string;
  try {
    // The URL parser lower-cases and converts IDN to punycode exactly as it does for request URLs.
    host = new URL(`http://${m[2]}`).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, "");
  if (!host) return null;
  // `*.com` or `*.localhost` would allow a whole TLD: a wildcard needs at least two labels.
  if (wildcard && (host.startsWith("[") || host.split(".").length < 2)) return null;
  let port: number | undefined;
  if (m[3] !== undefined) {
    port = Number(m[3]);
    if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  }
  return { host, wildcard, port };
}

export function parseAllowlist(raw: string): AllowEntry[] {
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map(parseAllowEntry)
    .filter((e): e is AllowEntry => e !== null);
}

/** Read at call time so a deployment (or a test) can change the environment without a reload. */
export function allowlistFromEnv(env: Record<string, string | undefined> = process.env): AllowEntry[] {
  const raw = env.ASSET_ALLOWED_HOSTS?.trim();
  return parseAllowlist(raw ? raw : DEFAULT_ASSET_HOSTS.join(","));
}

export function defaultPort(protocol: string): number {
  return protocol === "http:" ? 80 : 443;
}

/** URL.hostname without a trailing root dot, which would otherwise dodge exact matching. */
export function normalisedHostname(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, "");
}

export function isHostAllowed(url: URL, allowlist: readonly AllowEntry[]): boolean {
  const host = normalisedHostname(url);
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  return allowlist.some((e) => {
    const hostOk = e.wildcard ? host.endsWith(`.${e.host}`) : host === e.host;
    return hostOk && port === (e.port ?? defaultPort(url.protocol));
  });
}

export type UrlPolicy = { allowlist: readonly AllowEntry[]; allowHttp: boolean };

/**
 * Parse and vet a URL (the caller's, or a redirect target resolved against the previous hop).
 * `refusal` lets a redirect hop report "Redirect target is not allowed" instead of the host message.
 */
export function checkAssetUrl(raw: string, policy: UrlPolicy, base?: URL, refusal?: string): URL {
  if (raw.length > MAX_ASSET_URL_LENGTH) throw assetNotAllowed(refusal ?? ASSET_MESSAGES.urlTooLong);
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw);
  } catch {
    throw assetNotAllowed(refusal ?? ASSET_MESSAGES.invalidUrl);
  }
  if (url.href.length > MAX_ASSET_URL_LENGTH) throw assetNotAllowed(refusal ?? ASSET_MESSAGES.urlTooLong);
  const schemeOk = url.protocol === "https:" || (policy.allowHttp && url.protocol === "http:");
  if (!schemeOk) throw assetNotAllowed(refusal ?? ASSET_MESSAGES.scheme);
  if (url.username || url.password) throw assetNotAllowed(refusal ?? ASSET_MESSAGES.credentials);
  if (!isHostAllowed(url, policy.allowlist)) throw assetNotAllowed(refusal ?? ASSET_MESSAGES.host);
  url.hash = "";
  return url;
}
