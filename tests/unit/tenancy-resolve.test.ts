import { describe, expect, it } from "vitest";
import { hostnameOf, resolveTenantSlug } from "@/lib/tenancy/resolve";

describe("tenant resolution", () => {
  it("takes the host's first label as the tenant", () => {
    expect(resolveTenantSlug("acme.localhost:3000", null, "demo")).toBe("acme");
    expect(resolveTenantSlug("Acme.Talent.Example", null, "demo")).toBe("acme");
  });
  it("falls back to the tenant header on a bare host, then to the default", () => {
    expect(resolveTenantSlug("localhost:3000", "acme", "demo")).toBe("acme");
    expect(resolveTenantSlug("127.0.0.1:3000", null, "demo")).toBe("demo");
    expect(resolveTenantSlug(null, null, "demo")).toBe("demo");
  });
  it("never lets the header override a host that names a tenant", () => {
    expect(resolveTenantSlug("acme.localhost", "demo", "demo")).toBe("acme");
  });
  it("refuses hostile header and host values instead of passing them on", () => {
    expect(resolveTenantSlug("localhost", "../etc", "demo")).toBeNull();
    expect(resolveTenantSlug("localhost", "a'; drop table users;--", "demo")).toBeNull();
    expect(resolveTenantSlug("-bad-.example.com", null, "demo")).toBeNull();
  });
  it("reads IPv6 hosts without confusing the port", () => {
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
    expect(resolveTenantSlug("[::1]:3000", null, "demo")).toBe("demo");
  });
});
