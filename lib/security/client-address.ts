import "server-only";
import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/**
 * The address a request came from, for rate limits and session records (docs/decisions.md,
 * docs/operations.md "Client addresses behind a proxy").
 *
 * Next.js does not hand route handlers, server actions or the proxy the socket's address: it only
 * fills `X-Forwarded-For` with it when the client sent none, so that header is whatever the client
 * chose. The server therefore stamps every request itself, at the Node HTTP layer (the
 * `http.server.request.start` diagnostics channel, subscribed in instrumentation.ts), with
 * `PEER_HEADER: <process nonce> <socket address>`. The stamp overwrites any copy a client sent,
 * and a stamp without this process's random nonce is ignored, so no client can choose it.
 *
 * `X-Forwarded-For` counts only when the operator says proxies sit in front (one of):
 * - `TRUSTED_PROXY_HOPS=n`: the socket peer and the n-1 entries nearest the end of
 *   X-Forwarded-For are our proxies; the address before them is the client's.
 * - `TRUSTED_PROXIES=10.0.0.0/8,192.0.2.7`: any hop whose address is in the list is a proxy;
 *   walking from the socket towards the client, the first address not in it is the client's.
 * Without either (the default), the socket address is the client's and X-Forwarded-For and
 * X-Real-IP are never read.
 */
export const PEER_HEADER = "x-talent-peer";

const NONCE_KEY = Symbol.for("talent.clientAddress.nonce");
const INSTALLED_KEY = Symbol.for("talent.clientAddress.installed");
type Globals = { [NONCE_KEY]?: string; [INSTALLED_KEY]?: boolean };

/**
 * One random value per process, shared by every bundle of the app (instrumentation, route
 * handlers, actions and the proxy are bundled apart, so a module variable would not be).
 */
function processNonce(): string {
  const g = globalThis as Globals;
  g[NONCE_KEY] ??= randomBytes(18).toString("base64url");
  return g[NONCE_KEY];
}

/** The value the server stamps on a request received from `address` (tests stamp their requests with it too). */
export function peerStamp(address: string): string {
  return `${processNonce()} ${address}`;
}

/**
 * Stamps every request this process's HTTP servers receive with its socket address. Idempotent.
 * Requests accepted before it runs (only while the server starts) carry no stamp and count as
 * "unknown", never as an address the client named.
 */
export function installPeerStamp(): void {
  const g = globalThis as Globals;
  if (g[INSTALLED_KEY]) return;
  g[INSTALLED_KEY] = true;
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[PEER_HEADER] = peerStamp(request.socket?.remoteAddress ?? "");
  });
}

/** "::ffff:192.0.2.1" → "192.0.2.1"; "192.0.2.1:5000" and "[2001:db8::1]:443" lose their ports; anything else null. */
export function normaliseAddress(raw: string | null | undefined): string | null {
  let s = (raw ?? "").trim();
  if (!s || s.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s);
  if (bracketed) s = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  const zone = s.indexOf("%");
  if (zone > 0 && s.includes(":")) s = s.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(s);
  if (mapped) s = mapped[1];
  const family = isIP(s);
  if (family === 0) return null;
  return family === 6 ? s.toLowerCase() : s;
}

export type ProxyTrust = { hops: number; proxies: BlockList | null; description: string };

const MAX_HOPS = 10;

/**
 * Reads TRUSTED_PROXY_HOPS / TRUSTED_PROXIES. Throws on a value it cannot use (the server then
 * refuses to start, see instrumentation.ts): guessing would either pool every client under the
 * proxy's address or let clients name their own.
 */
export function proxyTrustFrom(env: { TRUSTED_PROXY_HOPS?: string; TRUSTED_PROXIES?: string }): ProxyTrust {
  const hopsRaw = env.TRUSTED_PROXY_HOPS?.trim() ?? "";
  const listRaw = env.TRUSTED_PROXIES?.trim() ?? "";
  if (hopsRaw && listRaw) throw new Error("Set TRUSTED_PROXY_HOPS or TRUSTED_PROXIES, not both");
  if (hopsRaw) {
    if (!/^\d{1,2}$/.test(hopsRaw) || Number(hopsRaw) > MAX_HOPS) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_HOPS}, not "${hopsRaw}"`);
    const hops = Number(hopsRaw);
    return { hops, proxies: null, description: hops === 0 ? "socket address" : `${hops} proxy hop(s)` };
  }
  if (!listRaw) return { hops: 0, proxies: null, description: "socket address" };
  const proxies = new BlockList();
  for (const entry of listRaw.split(/[\s,]+/).filter(Boolean)) {
    const [addr, prefix, extra] = entry.split("/");
    const ip = normaliseAddress(addr);
    const family = ip ? isIP(ip) : 0;
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
    if (!ip || extra !== undefined || bits < 0 || bits > (family === 6 ? 128 : 32)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    proxies.addSubnet(ip, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return { hops: 0, proxies, description: `proxies ${listRaw}` };
}

let cached: { key: string; trust: ProxyTrust } | null = null;

/** The trust of this process's environment (re-read when the variables change, e.g. in tests). */
export function currentProxyTrust(): ProxyTrust {
  const key = `${process.env.TRUSTED_PROXY_HOPS ?? ""}\n${process.env.TRUSTED_PROXIES ?? ""}`;
  if (cached?.key !== key) cached = { key, trust: proxyTrustFrom({ TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS, TRUSTED_PROXIES: process.env.TRUSTED_PROXIES }) };
  return cached.trust;
}

function isProxy(address: string, hop: number, trust: ProxyTrust): boolean {
  if (trust.proxies) return trust.proxies.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
  return hop < trust.hops;
}

/** The socket address this server stamped on the request, or null (no stamp, or one a client forged). */
export function peerAddress(h: Pick<Headers, "get">): string | null {
  const stamp = h.get(PEER_HEADER);
  if (!stamp) return null;
  const space = stamp.indexOf(" ");
  if (space < 0 || stamp.slice(0, space) !== processNonce()) return null;
  return normaliseAddress(stamp.slice(space + 1));
}

/**
 * The client's address: the socket peer, or, behind trusted proxies, the nearest address in
 * X-Forwarded-For that is not one of them. "unknown" when the request carries no stamp of ours
 * (all such requests then share one bucket, which no client can leave by choosing a header).
 */
export function clientAddress(h: Pick<Headers, "get">, trust: ProxyTrust = currentProxyTrust()): string {
  const peer = peerAddress(h);
  if (!peer) return "unknown";
  if (trust.hops === 0 && !trust.proxies) return peer;
  // Right to left: each proxy appended the address it received the request from.
  const chain = (h.get("x-forwarded-for") ?? "").split(",");
  let address = peer;
  for (let hop = 0; isProxy(address, hop, trust); hop += 1) {
    let next: string | null = null;
    while (next === null && chain.length > 0) {
      const entry = chain.pop()!.trim();
      if (entry) next = normaliseAddress(entry) ?? "";
    }
    // The end of the chain, or an entry a proxy of ours would not have written: stay on the last good hop.
    if (!next) return address;
    address = next;
  }
  return address;
}
