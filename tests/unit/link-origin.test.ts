import { describe, expect, it } from "vitest";
import { linkOriginFor } from "@/lib/tenancy/origin";

const demo = { slug: "demo", hosts: ["demo.localhost"] };

describe("origin of e-mailed links", () => {
  it("uses the request's host and port when the tenant owns the host", () => {
    expect(linkOriginFor("demo.localhost:3000", demo)).toBe("http://demo.localhost:3000");
    expect(linkOriginFor("LOCALHOST:3100", demo)).toBe("http://localhost:3100");
  });

  it("never links to a host the tenant does not own, even one whose first label names it", () => {
    expect(linkOriginFor("demo.attacker.example", demo)).toBe("http://demo.localhost");
    expect(linkOriginFor("demo.attacker.example:8443", demo)).toBe("http://demo.localhost:8443");
    expect(linkOriginFor(null, demo)).toBe("http://demo.localhost");
    expect(linkOriginFor("acme.example:3000", { slug: "acme", hosts: [] })).toBeNull();
  });

  it("trusts loopback names (development), never a bare public IP", () => {
    expect(linkOriginFor("localhost:3100", demo)).toBe("http://localhost:3100");
    expect(linkOriginFor("127.0.0.1:3000", demo)).toBe("http://127.0.0.1:3000");
    expect(linkOriginFor("203.0.113.5", demo)).toBe("http://demo.localhost");
    expect(linkOriginFor("203.0.113.5:443", { slug: "acme", hosts: [] })).toBeNull();
  });

  it("uses https for every host but local development ones", () => {
    expect(linkOriginFor("careers.acme.example", { slug: "acme", hosts: ["careers.acme.example"] })).toBe("https://careers.acme.example");
  });

  it("trusts {slug}.{TENANT_BASE_DOMAIN} besides the registered hosts", () => {
    expect(linkOriginFor("acme.talent.example", { slug: "acme", hosts: [] }, "talent.example")).toBe("https://acme.talent.example");
    expect(linkOriginFor("demo.talent.example", { slug: "acme", hosts: [] }, "talent.example")).toBe("https://acme.talent.example");
    expect(linkOriginFor("acme.evil.example", { slug: "acme", hosts: ["acme.localhost"] }, "talent.example")).toBe("http://acme.localhost");
  });
});
