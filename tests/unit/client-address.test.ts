import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PEER_HEADER, clientAddress, normaliseAddress, peerAddress, peerStamp, proxyTrustFrom } from "@/lib/security/client-address";

const direct = proxyTrustFrom({});
const oneHop = proxyTrustFrom({ TRUSTED_PROXY_HOPS: "1" });
const twoHops = proxyTrustFrom({ TRUSTED_PROXY_HOPS: "2" });
const lan = proxyTrustFrom({ TRUSTED_PROXIES: "10.0.0.0/8, 172.16.0.0/12 2001:db8:ffff::/48" });

function req(peer: string | null, extra: Record<string, string> = {}): Headers {
  return new Headers({ ...(peer === null ? {} : { [PEER_HEADER]: peerStamp(peer) }), ...extra });
}

describe("client address (issue 11 §5)", () => {
  it("is the socket address by default, whatever X-Forwarded-For or X-Real-IP say", () => {
    expect(clientAddress(req("203.0.113.5", { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" }), direct)).toBe("203.0.113.5");
    expect(clientAddress(req("::ffff:203.0.113.5"), direct)).toBe("203.0.113.5");
    expect(clientAddress(req("2001:DB8::1"), direct)).toBe("2001:db8::1");
  });

  it("never takes a stamp the server did not write: none, a forged one, or one without our nonce is 'unknown'", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "198.51.100.1" }), direct)).toBe("unknown");
    expect(clientAddress(new Headers({ [PEER_HEADER]: "198.51.100.1" }), direct)).toBe("unknown");
    expect(clientAddress(new Headers({ [PEER_HEADER]: "guess 198.51.100.1" }), direct)).toBe("unknown");
    expect(clientAddress(new Headers({ [PEER_HEADER]: `${peerStamp("x").split(" ")[0]}x 198.51.100.1` }), direct)).toBe("unknown");
    expect(peerAddress(req("not-an-address"))).toBeNull();
  });

  it("with TRUSTED_PROXY_HOPS=1, is the entry our proxy appended, not what the client prepended", () => {
    expect(clientAddress(req("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.7" }), oneHop)).toBe("198.51.100.7");
    expect(clientAddress(req("10.0.0.2", { "x-forwarded-for": "198.51.100.7" }), oneHop)).toBe("198.51.100.7");
    // A proxy that sent no header: the proxy's own address, never a client's claim.
    expect(clientAddress(req("10.0.0.2"), oneHop)).toBe("10.0.0.2");
    // Ports and empty entries some proxies write.
    expect(clientAddress(req("10.0.0.2", { "x-forwarded-for": "6.6.6.6,  198.51.100.7:5123 ," }), oneHop)).toBe("198.51.100.7");
    expect(clientAddress(req("10.0.0.2", { "x-forwarded-for": "[2001:db8::7]:443" }), oneHop)).toBe("2001:db8::7");
  });

  it("with TRUSTED_PROXY_HOPS=2, skips exactly two hops", () => {
    expect(clientAddress(req("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.9" }), twoHops)).toBe("198.51.100.7");
  });

  it("with TRUSTED_PROXIES, walks past listed proxies only; a socket peer outside the list is the client", () => {
    expect(clientAddress(req("10.1.2.3", { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 172.16.4.4" }), lan)).toBe("198.51.100.7");
    expect(clientAddress(req("203.0.113.9", { "x-forwarded-for": "198.51.100.7" }), lan)).toBe("203.0.113.9");
    expect(clientAddress(req("2001:db8:ffff::3", { "x-forwarded-for": "2001:db8:1::5" }), lan)).toBe("2001:db8:1::5");
    // All hops trusted: the left-most address is the best there is.
    expect(clientAddress(req("10.1.2.3", { "x-forwarded-for": "10.2.2.2" }), lan)).toBe("10.2.2.2");
    // Garbage where a trusted proxy's entry should be: stay on the last trusted hop.
    expect(clientAddress(req("10.1.2.3", { "x-forwarded-for": "<script>" }), lan)).toBe("10.1.2.3");
  });

  it("refuses settings it cannot use, so that the server does not start on them", () => {
    expect(() => proxyTrustFrom({ TRUSTED_PROXY_HOPS: "1", TRUSTED_PROXIES: "10.0.0.0/8" })).toThrow(/not both/);
    for (const hops of ["-1", "1.5", "yes", "11", "999"]) expect(() => proxyTrustFrom({ TRUSTED_PROXY_HOPS: hops }), hops).toThrow(/TRUSTED_PROXY_HOPS/);
    for (const list of ["10.0.0.0/33", "example.com", "10.0.0.0/8/1", "::1/129", "10.0.0/8"]) expect(() => proxyTrustFrom({ TRUSTED_PROXIES: list }), list).toThrow(/TRUSTED_PROXIES/);
    expect(proxyTrustFrom({ TRUSTED_PROXY_HOPS: "0" })).toMatchObject({ hops: 0, proxies: null });
  });

  it("normalises addresses and refuses everything else", () => {
    expect(normaliseAddress(" 192.0.2.1 ")).toBe("192.0.2.1");
    expect(normaliseAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80::1");
    for (const bad of ["", "unknown", "192.0.2.256", "1.2.3", "a".repeat(100), "192.0.2.1, 192.0.2.2", "::ffff:evil"]) expect(normaliseAddress(bad), bad).toBeNull();
  });

  it("whatever a client puts in X-Forwarded-For and X-Real-IP, a direct request is keyed on its socket", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 40 }), (xff, real) => {
        let h: Headers;
        try {
          h = req("203.0.113.77", { "x-forwarded-for": xff, "x-real-ip": real });
        } catch {
          return; // not a value a Headers object (or an HTTP request) can carry
        }
        expect(clientAddress(h, direct)).toBe("203.0.113.77");
        // Behind one trusted hop, the client can only ever end up as a real address or the proxy.
        const behind = clientAddress(req("10.0.0.2", { "x-forwarded-for": xff }), oneHop);
        expect(behind === "10.0.0.2" || normaliseAddress(behind) === behind).toBe(true);
      }),
    );
  });
});
