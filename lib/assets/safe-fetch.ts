import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { promises as dns, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { classifyAddress } from "./address";
import { allowlistFromEnv, checkAssetUrl, normalisedHostname, type AllowEntry } from "./allowlist";
import { ASSET_MESSAGES, assetFetchFailed, assetNotAllowed, tooLargeMessage } from "./errors";

export const ASSET_MAX_BYTES = 5 * 1024 * 1024;
export const ASSET_TIMEOUT_MS = 10_000;
export const ASSET_MAX_REDIRECTS = 3;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const EXACT_TYPES = new Set(["application/pdf", "video/mp4", "video/webm"]);

/** image/*, font/*, and the few document and video types the platform embeds. */
export function isAllowedContentType(contentType: string): boolean {
  // Token grammar only: the value is echoed as the blob answer's content-type.
  return /^(image|font)\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(contentType) || EXACT_TYPES.has(contentType);
}

/** `Image/PNG; charset=x` → `image/png`; empty when missing. */
export function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export type SafeFetchOptions = {
  allowlist?: readonly AllowEntry[];
  /** Plain http; the route enables it only with ASSET_ALLOW_HTTP=1. */
  allowHttp?: boolean;
  /**
   * TEST ONLY. Lets addresses the classifier refuses be connected to (true, or a predicate per
   * address) so local servers on 127.0.0.1 can stand in for content hosts. The route derives it
   * from an env switch that only counts under NODE_ENV=test; see app/api/asset/route.ts.
   */
  allowPrivateAddressesForTests?: boolean | ((address: string) => boolean);
  /** DNS injection for tests; the answer it gives is both the one checked and the one connected to. */
  resolver?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
};

export type FetchedAsset = { contentType: string; body: Buffer; size: number; url: string };

type Hop = { kind: "redirect"; location: string | undefined } | { kind: "asset"; contentType: string; body: Buffer };

type Ctx = {
  resolver: Resolver;
  addressAllowed: (address: string) => boolean;
  maxBytes: number;
  signal: AbortSignal;
  timedOut: () => boolean;
};

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Fetch an asset from an allowlisted content host without becoming an open proxy: every hop is
 * checked against the allowlist and every address the socket may connect to against the address
 * rules. Throws AppError 10590 (refused, 400) or 10591 (failed 502 / too large 413 / type 415).
 */
export async function safeFetchAsset(rawUrl: string, options: SafeFetchOptions = {}): Promise<FetchedAsset> {
  const policy = { allowlist: options.allowlist ?? allowlistFromEnv(), allowHttp: options.allowHttp ?? false };
  const maxRedirects = options.maxRedirects ?? ASSET_MAX_REDIRECTS;
  const testSwitch = options.allowPrivateAddressesForTests;
  const addressAllowed = (address: string) =>
    classifyAddress(address).allowed || testSwitch === true || (typeof testSwitch === "function" && testSwitch(address));

  // One deadline for the whole chain, so a slow redirect ladder cannot hold a request for 4 × 10 s.
  const deadline = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    deadline.abort();
  }, options.timeoutMs ?? ASSET_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([deadline.signal, options.signal]) : deadline.signal;
  const ctx: Ctx = {
    resolver: options.resolver ?? systemResolver,
    addressAllowed,
    maxBytes: options.maxBytes ?? ASSET_MAX_BYTES,
    signal,
    timedOut: () => timedOut,
  };

  try {
    let url = checkAssetUrl(rawUrl, policy);
    for (let redirects = 0; ; redirects++) {
      const isRedirectHop = redirects > 0;
      const hop = await fetchHop(url, ctx, isRedirectHop);
      if (hop.kind === "asset") return { contentType: hop.contentType, body: hop.body, size: hop.body.length, url: url.href };
      if (!hop.location) throw assetFetchFailed(ASSET_MESSAGES.badRedirect);
      if (redirects >= maxRedirects) throw assetFetchFailed(ASSET_MESSAGES.tooManyRedirects);
      url = checkAssetUrl(hop.location, policy, url, ASSET_MESSAGES.redirect);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Refuse before connecting when the URL names an IP literal: Node skips `lookup` for those. */
function checkLiteralHost(url: URL, ctx: Ctx, refusal: string): void {
  const host = normalisedHostname(url);
  const bare = host.startsWith("[") ? host.slice(1, -1) : host;
  if (isIP(bare) && !ctx.addressAllowed(bare)) throw assetNotAllowed(refusal);
}

function fetchHop(url: URL, ctx: Ctx, isRedirectHop: boolean): Promise<Hop> {
  const refusal = isRedirectHop ? ASSET_MESSAGES.redirect : ASSET_MESSAGES.address;
  checkLiteralHost(url, ctx, refusal);

  return new Promise<Hop>((resolve, reject) => {
    let refused: AppError | null = null;
    // A promise settles once, so a late error after the body arrived (or vice versa) is ignored.
    const fail = (e: AppError) => reject(e);
    const mapError = (e: unknown): AppError => {
      if (refused) return refused;
      if (isAppError(e)) return e;
      if (ctx.timedOut()) return assetFetchFailed(ASSET_MESSAGES.timeout);
      return assetFetchFailed(ASSET_MESSAGES.upstream);
    };

    // The checked DNS answer is handed straight to the socket, so a second, rebound answer
    // (public on check, private on connect) never exists.
    const lookup = (hostname: string, opts: LookupOptions, cb: LookupCallback) => {
      // Via a promise so a resolver that throws synchronously still reaches the callback.
      Promise.resolve(hostname).then(ctx.resolver).then(
        (answers) => {
          if (answers.length === 0) {
            cb(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "");
            return;
          }
          // Any refused answer refuses the host: a mixed answer is how rebinding attacks hide.
          if (answers.some((a) => !ctx.addressAllowed(a.address))) {
            refused = assetNotAllowed(refusal);
            // The socket only needs "failed"; mapError swaps in the AppError kept above.
            cb(Object.assign(new Error(refusal), { code: "EASSETREFUSED" }), "");
            return;
          }
          const family = opts.family === 4 || opts.family === "IPv4" ? 4 : opts.family === 6 || opts.family === "IPv6" ? 6 : 0;
          const usable = family ? answers.filter((a) => a.family === family) : answers;
          if (usable.length === 0) {
            cb(Object.assign(new Error(`no IPv${family} address for ${hostname}`), { code: "ENOTFOUND" }), "");
            return;
          }
          if (opts.all) cb(null, usable);
          else cb(null, usable[0].address, usable[0].family);
        },
        (err: NodeJS.ErrnoException) => cb(err, ""),
      );
    };

    const transport = url.protocol === "http:" ? http : https;
    let req: http.ClientRequest;
    try {
      req = transport.request(
        url,
        {
          method: "GET",
          // A pooled socket would skip `lookup`; a fresh connection per hop keeps every hop checked.
          agent: false,
          lookup,
          signal: ctx.signal,
          headers: {
            accept: "image/*, application/pdf, video/mp4, video/webm, font/*",
            // Identity keeps the size limit and the content type about the bytes actually returned.
            "accept-encoding": "identity",
            "user-agent": "talent-platform-asset-proxy/1",
          },
        },
        (res) => handleResponse(res, ctx, resolve, fail, mapError),
      );
    } catch (e) {
      fail(mapError(e));
      return;
    }
    req.on("error", (e) => fail(mapError(e)));
    req.end();
  });
}

function handleResponse(
  res: IncomingMessage,
  ctx: Ctx,
  resolve: (hop: Hop) => void,
  fail: (e: AppError) => void,
  mapError: (e: unknown) => AppError,
): void {
  const status = res.statusCode ?? 0;
  const stop = (e: AppError) => {
    fail(e);
    res.destroy();
  };
  if (REDIRECT_STATUSES.has(status)) {
    resolve({ kind: "redirect", location: res.headers.location });
    res.destroy();
    return;
  }
  if (status < 200 || status >= 300) return stop(assetFetchFailed(`${ASSET_MESSAGES.upstream} (upstream status ${status})`));
  const contentType = mediaType(res.headers["content-type"]);
  if (!isAllowedContentType(contentType)) return stop(assetFetchFailed(ASSET_MESSAGES.type, 415));
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > ctx.maxBytes) return stop(assetFetchFailed(tooLargeMessage(ctx.maxBytes), 413));

  // Counted as it streams: a missing or lying content-length must not let a huge body through.
  const chunks: Buffer[] = [];
  let size = 0;
  res.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > ctx.maxBytes) return stop(assetFetchFailed(tooLargeMessage(ctx.maxBytes), 413));
    chunks.push(chunk);
  });
  res.on("end", () => {
    if (!res.complete) return fail(assetFetchFailed(ASSET_MESSAGES.upstream));
    resolve({ kind: "asset", contentType, body: Buffer.concat(chunks, size) });
  });
  res.on("error", (e) => fail(mapError(e)));
  res.on("close", () => {
    if (!res.complete) fail(mapError(new Error("connection closed early")));
  });
}
