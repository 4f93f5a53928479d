import { describe, expect, it } from "vitest";
import {
  DEFAULT_ASSET_HOSTS,
  MAX_ASSET_URL_LENGTH,
  allowlistFromEnv,
  checkAssetUrl,
  isHostAllowed,
  parseAllowEntry,
  parseAllowlist,
} from "@/lib/assets/allowlist";
import { ASSET_NOT_ALLOWED } from "@/lib/assets/errors";
import { isAllowedContentType, mediaType } from "@/lib/assets/safe-fetch";
import { assetResponseHeaders, assetRouteOptions } from "@/lib/assets/route-options";
import { AppError } from "@/lib/errors/app-error";

const list = parseAllowlist("cdn.example.com, *.media.example.org, files.example.net:8443, [2606:4700::1]");

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("parseAllowEntry", () => {
  it("parses hosts, wildcards and ports", () => {
    expect(parseAllowEntry("CDN.Example.com")).toEqual({ host: "cdn.example.com", wildcard: false, port: undefined });
    expect(parseAllowEntry("*.example.com")).toEqual({ host: "example.com", wildcard: true, port: undefined });
    expect(parseAllowEntry("files.example.net:8443")).toEqual({ host: "files.example.net", wildcard: false, port: 8443 });
    expect(parseAllowEntry("cdn.example.com.")).toEqual({ host: "cdn.example.com", wildcard: false, port: undefined });
    expect(parseAllowEntry("bücher.example")?.host).toBe("xn--bcher-kva.example");
  });

  it("drops malformed or over-broad entries", () => {
    for (const bad of ["*", "*.com", "*.localhost", "https://cdn.example.com", "cdn.example.com/path", "user@cdn.example.com", "cdn.example.com:0", "cdn.example.com:70000", "a b", "*.*.example.com", ""]) {
      expect(parseAllowEntry(bad), bad).toBeNull();
    }
  });
});

describe("allowlistFromEnv", () => {
  it("uses the platform content hosts by default", () => {
    expect(allowlistFromEnv({}).map((e) => e.host)).toEqual(DEFAULT_ASSET_HOSTS);
    expect(allowlistFromEnv({ ASSET_ALLOWED_HOSTS: "  " }).map((e) => e.host)).toEqual(DEFAULT_ASSET_HOSTS);
  });

  it("replaces the defaults when ASSET_ALLOWED_HOSTS is set", () => {
    expect(allowlistFromEnv({ ASSET_ALLOWED_HOSTS: "a.example.com,*.b.example.com, ,bad/entry" })).toEqual([
      { host: "a.example.com", wildcard: false, port: undefined },
      { host: "b.example.com", wildcard: true, port: undefined },
    ]);
  });
});

describe("isHostAllowed", () => {
  const allowedUrls = [
    "https://cdn.example.com/a.png",
    "https://CDN.EXAMPLE.COM/a.png",
    "https://cdn.example.com./a.png",
    "https://cdn.example.com:443/a.png",
    "https://img.media.example.org/a.png",
    "https://a.b.media.example.org/a.png",
    "https://files.example.net:8443/a.pdf",
    "https://[2606:4700::1]/a.png",
  ];
  const refusedUrls = [
    "https://example.com/a.png",
    "https://evil.com/a.png",
    "https://cdn.example.com.evil.com/a.png",
    "https://evilcdn.example.com/a.png",
    "https://xcdn.example.com/a.png",
    "https://media.example.org/a.png",
    "https://evilmedia.example.org/a.png",
    "https://cdn.example.com:8443/a.png",
    "https://files.example.net/a.pdf",
    "https://files.example.net:9443/a.pdf",
    "https://127.0.0.1/a.png",
    "https://[::1]/a.png",
  ];
  it.each(allowedUrls)("allows %s", (u) => expect(isHostAllowed(new URL(u), list)).toBe(true));
  it.each(refusedUrls)("refuses %s", (u) => expect(isHostAllowed(new URL(u), list)).toBe(false));

  it("treats the default port per scheme", () => {
    const l = parseAllowlist("cdn.example.com");
    expect(isHostAllowed(new URL("http://cdn.example.com/"), l)).toBe(true);
    expect(isHostAllowed(new URL("http://cdn.example.com:443/"), l)).toBe(false);
    expect(isHostAllowed(new URL("http://cdn.example.com:80/"), parseAllowlist("cdn.example.com:80"))).toBe(true);
  });
});

describe("checkAssetUrl", () => {
  const policy = { allowlist: list, allowHttp: false };

  it("returns the parsed URL without its fragment", () => {
    expect(checkAssetUrl("https://cdn.example.com/a.png?x=1#frag", policy).href).toBe("https://cdn.example.com/a.png?x=1");
  });

  it.each([
    ["not a url", "Asset URL is not valid"],
    ["/relative.png", "Asset URL is not valid"],
    ["http://cdn.example.com/a.png", "Asset URL must use https"],
    ["ftp://cdn.example.com/a.png", "Asset URL must use https"],
    ["file:///etc/passwd", "Asset URL must use https"],
    ["data:image/png;base64,AAAA", "Asset URL must use https"],
    ["javascript:alert(1)", "Asset URL must use https"],
    ["https://user:pw@cdn.example.com/a.png", "Asset URL must not contain credentials"],
    ["https://user@cdn.example.com/a.png", "Asset URL must not contain credentials"],
    ["https://evil.com/a.png", "Asset host is not allowed"],
    ["https://cdn.example.com@evil.com/a.png", "Asset URL must not contain credentials"],
    ["https://evil.com\\@cdn.example.com/a.png", "Asset host is not allowed"],
    ["https://0x7f.1/a.png", "Asset host is not allowed"],
    ["https://2130706433/a.png", "Asset host is not allowed"],
    [`https://cdn.example.com/${"a".repeat(MAX_ASSET_URL_LENGTH)}`, "Asset URL is too long"],
  ])("refuses %s", (u, message) => {
    const e = refusal(() => checkAssetUrl(u, policy));
    expect([e.code, e.status, e.message]).toEqual([ASSET_NOT_ALLOWED, 400, message]);
  });

  it("allows http only when asked", () => {
    expect(checkAssetUrl("http://cdn.example.com/a.png", { ...policy, allowHttp: true }).protocol).toBe("http:");
  });

  it("resolves redirect targets against the previous hop and reports them as redirects", () => {
    const base = new URL("https://cdn.example.com/dir/a.png");
    expect(checkAssetUrl("../b.png", policy, base, "Redirect target is not allowed").href).toBe("https://cdn.example.com/b.png");
    expect(refusal(() => checkAssetUrl("https://evil.com/", policy, base, "Redirect target is not allowed")).message).toBe("Redirect target is not allowed");
    expect(refusal(() => checkAssetUrl("//evil.com/", policy, base, "Redirect target is not allowed")).message).toBe("Redirect target is not allowed");
  });
});

describe("content types", () => {
  it.each(["image/png", "image/jpeg", "image/svg+xml", "image/webp", "application/pdf", "video/mp4", "video/webm", "font/woff2", "font/ttf"])("allows %s", (t) =>
    expect(isAllowedContentType(t)).toBe(true),
  );
  it.each(["", "text/html", "application/json", "application/javascript", "image/", "video/ogg", "application/octet-stream", "text/xml", "multipart/mixed", "image/png/x"])(
    "refuses %j",
    (t) => expect(isAllowedContentType(t)).toBe(false),
  );
  it("normalises the header", () => {
    expect(mediaType("Image/PNG; charset=binary")).toBe("image/png");
    expect(mediaType(undefined)).toBe("");
  });
});

describe("route options", () => {
  it("enables the private-address switch only under NODE_ENV=test with the explicit flag", () => {
    expect(process.env.NODE_ENV).toBe("test");
    expect(assetRouteOptions({}).allowPrivateAddressesForTests).toBe(false);
    expect(assetRouteOptions({ ASSET_ALLOW_PRIVATE_FOR_TESTS: "1" }).allowPrivateAddressesForTests).toBe(true);
    expect(assetRouteOptions({ ASSET_ALLOW_PRIVATE_FOR_TESTS: "true" }).allowPrivateAddressesForTests).toBe(false);
    const saved = process.env.NODE_ENV;
    try {
      (process.env as Record<string, string>).NODE_ENV = "production";
      expect(assetRouteOptions({ ASSET_ALLOW_PRIVATE_FOR_TESTS: "1" }).allowPrivateAddressesForTests).toBe(false);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = saved;
    }
  });

  it("allows http only with ASSET_ALLOW_HTTP=1", () => {
    expect(assetRouteOptions({}).allowHttp).toBe(false);
    expect(assetRouteOptions({ ASSET_ALLOW_HTTP: "1" }).allowHttp).toBe(true);
  });

  it("sets blob headers, sandboxing SVG", () => {
    const h = assetResponseHeaders("image/png", 3);
    expect(Object.fromEntries(h.entries())).toEqual({
      "cache-control": "private, max-age=300",
      "content-disposition": "inline",
      "content-length": "3",
      "content-type": "image/png",
      "content-security-policy": "default-src 'none'; sandbox",
      "x-content-type-options": "nosniff",
    });
    expect(assetResponseHeaders("image/svg+xml", 3).get("content-security-policy")).toContain("sandbox");
  });
});
