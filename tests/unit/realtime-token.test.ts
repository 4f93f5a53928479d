import { describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { busKindFromEnv } from "@/lib/realtime/bus";
import { backoffDelay, REALTIME_BACKOFF_CAP_MS, REALTIME_CHECK_INTERVAL_MS } from "@/lib/realtime/client";
import { realtimeUrlFor } from "@/lib/realtime/connect";
import { channelKey } from "@/lib/realtime/events";
import { mintRealtimeToken, verifyRealtimeToken } from "@/lib/realtime/token";

const SECRET = "unit-test-secret";
const CLAIMS = { tenant: "demo", companyId: "c1", userId: "u1", portal: "admin" as const };

/** Signs arbitrary claims the way the token format is documented (lib/realtime/token.ts). */
function signRaw(claims: object, secret = SECRET): string {
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const key = createHmac("sha256", secret).update("realtime-connect-token:v1").digest();
  return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
}

describe("realtime token", () => {
  it("verifies a token it minted, with the claims bound to tenant, company, user, portal and a life of at most 60 s", () => {
    const now = Date.UTC(2026, 0, 1);
    const { token } = mintRealtimeToken(CLAIMS, SECRET, { ttlSec: 3600, now });
    const check = verifyRealtimeToken(token, SECRET, now + 1000);
    expect(check).toEqual({ ok: true, claims: { aud: "realtime", ...CLAIMS, iat: now / 1000, exp: now / 1000 + 60 } });
  });

  it("refuses an expired token, one signed with another secret, a tampered one, and garbage", () => {
    const now = Date.UTC(2026, 0, 1);
    const { token } = mintRealtimeToken(CLAIMS, SECRET, { ttlSec: 10, now });
    expect(verifyRealtimeToken(token, SECRET, now + 10_000)).toEqual({ ok: false, reason: "expired" });
    expect(verifyRealtimeToken(token, "other", now)).toEqual({ ok: false, reason: "signature" });
    const [, sig] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ aud: "realtime", ...CLAIMS, userId: "u2", iat: now / 1000, exp: now / 1000 + 10 })).toString("base64url")}.${sig}`;
    expect(verifyRealtimeToken(forged, SECRET, now)).toEqual({ ok: false, reason: "signature" });
    for (const junk of ["", "a", "a.b.c", "..", `${"x".repeat(5000)}.y`, null, undefined]) expect(verifyRealtimeToken(junk, SECRET, now).ok).toBe(false);
  });

  it("refuses a correctly signed token for another audience, one living longer than 60 s, and one with a bad claim", () => {
    const iat = Math.floor(Date.now() / 1000);
    expect(verifyRealtimeToken(signRaw({ aud: "files", ...CLAIMS, iat, exp: iat + 30 }), SECRET)).toEqual({ ok: false, reason: "audience" });
    expect(verifyRealtimeToken(signRaw({ aud: "realtime", ...CLAIMS, iat, exp: iat + 3600 }), SECRET)).toEqual({ ok: false, reason: "claims" });
    expect(verifyRealtimeToken(signRaw({ aud: "realtime", ...CLAIMS, portal: "root", iat, exp: iat + 30 }), SECRET)).toEqual({ ok: false, reason: "claims" });
    expect(verifyRealtimeToken(signRaw({ aud: "realtime", ...CLAIMS, rooms: "all", iat, exp: iat + 30 }), SECRET)).toEqual({ ok: false, reason: "claims" });
  });
});

describe("realtime addressing", () => {
  it("keys a user's channel by company and user, so the same user id in two companies is two channels", () => {
    expect(channelKey({ kind: "user", companyId: "a", userId: "u" })).not.toBe(channelKey({ kind: "user", companyId: "b", userId: "u" }));
    expect(channelKey({ kind: "room", companyId: "a", room: "r" })).toBe("r:a:r");
  });

  it("builds the sidecar URL from the tenant origin and the sidecar port, or from REALTIME_PUBLIC_URL", () => {
    expect(realtimeUrlFor("http://localhost:3000", "demo", { REALTIME_PORT: "3001" })).toBe("ws://localhost:3001/?tenant=demo");
    expect(realtimeUrlFor("https://jobs.acme.com", "acme", { PORT: "3000" })).toBe("wss://jobs.acme.com:3001/?tenant=acme");
    expect(realtimeUrlFor("https://jobs.acme.com", "acme", { REALTIME_PUBLIC_URL: "/realtime" })).toBe("wss://jobs.acme.com/realtime?tenant=acme");
    expect(realtimeUrlFor(null, "acme", { REALTIME_PUBLIC_URL: "https://rt.example.com" })).toBe("wss://rt.example.com/?tenant=acme");
    expect(realtimeUrlFor(null, "acme", {})).toBeNull();
  });

  it("chooses the bus: REALTIME_BUS, else Redis when REDIS_URL is set, else polling on the embedded database, else LISTEN/NOTIFY", () => {
    expect(busKindFromEnv({ REALTIME_BUS: "poll", REDIS_URL: "redis://x" })).toBe("poll");
    expect(busKindFromEnv({ REDIS_URL: "redis://x", DATABASE_EMBEDDED: "1" })).toBe("redis");
    expect(busKindFromEnv({ DATABASE_EMBEDDED: "1" })).toBe("poll");
    expect(busKindFromEnv({ DATABASE_URL: "postgres://db" })).toBe("pg");
  });
});

describe("realtime client timing", () => {
  it("checks every 3000 ms and backs off with full jitter, never waiting more than the cap", () => {
    expect(REALTIME_CHECK_INTERVAL_MS).toBe(3000);
    expect(backoffDelay(0, 250, 2000, () => 0.999)).toBe(249);
    expect(backoffDelay(2, 250, 2000, () => 0.5)).toBe(500);
    expect(backoffDelay(30, 250, 2000, () => 0.999)).toBeLessThan(REALTIME_BACKOFF_CAP_MS);
    expect(backoffDelay(5, 250, 2000, () => 0)).toBe(0);
  });
});
