import { describe, expect, it } from "vitest";
import { checkCompanyHost, isHostname } from "@/lib/tenancy/domain-rules";
import { hostnameOf, resolveTenantSlug, routeHost } from "@/lib/tenancy/resolve";

describe("tenant resolution", () => {
  it("takes the first label of *.localhost and of {slug}.{TENANT_BASE_DOMAIN} as the tenant", () => {
    expect(resolveTenantSlug("acme.localhost:3000", null, "demo")).toBe("acme");
    expect(resolveTenantSlug("Acme.Talent.Example", null, "demo", "talent.example")).toBe("acme");
    expect(resolveTenantSlug("acme.talent.example", null, "demo", ".Talent.Example.")).toBe("acme");
  });
  it("gives no slug to any other named host: only its company_domains row can name a company", () => {
    expect(routeHost("careers.acme.com", null, "demo", "talent.example")).toEqual({ kind: "named", hostname: "careers.acme.com", slug: null });
    // Without a base domain, the first label of a public host names nothing (it used to: `careers` → no company, `demo.evil.example` → demo).
    expect(resolveTenantSlug("demo.attacker.example", null, "demo")).toBeNull();
    // Only one label under the base domain.
    expect(resolveTenantSlug("x.acme.talent.example", null, "demo", "talent.example")).toBeNull();
    expect(resolveTenantSlug("acme.talent.example.evil.test", null, "demo", "talent.example")).toBeNull();
    // The named host keeps its exact name for the lookup, port dropped.
    expect(routeHost("Careers.Acme.COM:8443", null, "demo")).toEqual({ kind: "named", hostname: "careers.acme.com", slug: null });
  });
  it("falls back to the tenant header on a bare host, then to the default", () => {
    expect(resolveTenantSlug("localhost:3000", "acme", "demo")).toBe("acme");
    expect(resolveTenantSlug("127.0.0.1:3000", null, "demo")).toBe("demo");
    expect(resolveTenantSlug(null, null, "demo")).toBe("demo");
    expect(routeHost("203.0.113.9", "acme", "demo")).toEqual({ kind: "bare", slug: "acme" });
  });
  it("never lets the header override a host that names a tenant, or one that names none", () => {
    expect(resolveTenantSlug("acme.localhost", "demo", "demo")).toBe("acme");
    expect(resolveTenantSlug("careers.unknown.example", "demo", "demo")).toBeNull();
  });
  it("refuses hostile header and host values instead of passing them on", () => {
    expect(resolveTenantSlug("localhost", "../etc", "demo")).toBeNull();
    expect(resolveTenantSlug("localhost", "a'; drop table users;--", "demo")).toBeNull();
    expect(resolveTenantSlug("-bad-.example.com", null, "demo")).toBeNull();
    expect(resolveTenantSlug("-bad-.localhost", null, "demo")).toBeNull();
  });
  it("reads IPv6 hosts without confusing the port", () => {
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
    expect(resolveTenantSlug("[::1]:3000", null, "demo")).toBe("demo");
  });
});

describe("a company's branded host", () => {
  it("is a DNS name: lower-case labels, at least two, no IP, at most 253 characters", () => {
    for (const ok of ["careers.acme.com", "jobs.demo-co.test", "xn--bcher-kva.example", "a.b", `${"a".repeat(63)}.com`]) expect(isHostname(ok), ok).toBe(true);
    const long = `${Array.from({ length: 4 }, () => "a".repeat(62)).join(".")}.com`; // 4 × 62 + 3 dots + 4 = 255
    for (const bad of ["", "localhost", "acme", "Careers.acme.com", "-a.com", "a-.com", "a..com", ".a.com", "a.com.", "a_b.com", "*.acme.com", "10.0.0.1", "acme.123", `${"a".repeat(64)}.com`, long])
      expect(isHostname(bad), bad).toBe(false);
  });

  it("is trimmed and lower-cased, and refused with a scheme, a port, a path, a user or a space", () => {
    expect(checkCompanyHost("  Careers.ACME.com ", "acme", null)).toEqual({ ok: true, host: "careers.acme.com" });
    for (const bad of ["https://careers.acme.com", "careers.acme.com:8443", "careers.acme.com/jobs", "user@careers.acme.com", "careers acme.com", "careers.acme.com?x=1", "[::1]", "127.0.0.1"])
      expect(checkCompanyHost(bad, "acme", null), bad).toEqual({ ok: false, reason: "invalid" });
  });

  it("may be the company's own platform address, never another company's (nor the platform's own name)", () => {
    expect(checkCompanyHost("acme.localhost", "acme", null)).toEqual({ ok: true, host: "acme.localhost" });
    expect(checkCompanyHost("demo.localhost", "acme", null)).toEqual({ ok: false, reason: "platform" });
    expect(checkCompanyHost("x.acme.localhost", "acme", null)).toEqual({ ok: false, reason: "platform" });
    expect(checkCompanyHost("acme.talent.example", "acme", "talent.example")).toEqual({ ok: true, host: "acme.talent.example" });
    expect(checkCompanyHost("demo.talent.example", "acme", "talent.example")).toEqual({ ok: false, reason: "platform" });
    expect(checkCompanyHost("talent.example", "acme", "talent.example")).toEqual({ ok: false, reason: "platform" });
    // Without a base domain configured, such a name is an ordinary custom host.
    expect(checkCompanyHost("demo.talent.example", "acme", null)).toEqual({ ok: true, host: "demo.talent.example" });
  });
});
