import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { OWN_CSP_PATHS } from "@/lib/security/headers";

/**
 * Issue 11 §7: a header from next.config replaces the one a route sets, so the page CSP must not
 * be configured for the routes that serve files with their own sandbox policy. The rules are
 * compiled with Next's own builder, exactly as the router matches them.
 */
const require = createRequire(import.meta.url);
const { buildCustomRoute } = require("next/dist/lib/build-custom-route.js") as {
  buildCustomRoute: (type: "header", route: { source: string; headers: { key: string; value: string }[] }) => { regex: string; headers: { key: string; value: string }[] };
};

async function configuredHeadersFor(pathname: string): Promise<Record<string, string>> {
  const rules = (await nextConfig.headers!()) as { source: string; headers: { key: string; value: string }[] }[];
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const built = buildCustomRoute("header", rule);
    if (new RegExp(built.regex, "i").test(pathname)) for (const h of built.headers) out[h.key.toLowerCase()] = h.value;
  }
  return out;
}

describe("next.config security headers", () => {
  it("never sets a CSP on the routes that set their own sandbox policy", async () => {
    expect(OWN_CSP_PATHS).toEqual(["/api/files/", "/api/asset"]);
    for (const p of ["/api/files/0b7c2a4e-1111-4222-8333-944445555666", "/api/files/x/y", "/API/Files/abc", "/api/asset", "/api/asset/x"]) {
      const h = await configuredHeadersFor(p);
      expect(h["content-security-policy"], p).toBeUndefined();
      expect(h["x-content-type-options"], p).toBe("nosniff");
    }
  });

  it("sets the page CSP everywhere else, including look-alike paths", async () => {
    for (const p of ["/", "/login", "/jobs", "/admin/jobs/1", "/api/health", "/api/files", "/api/assets", "/api/asset-x", "/public/candidate/abc", "/x/api/files/1"]) {
      const h = await configuredHeadersFor(p);
      expect(h["content-security-policy"], p).toContain("frame-ancestors 'none'");
      expect(h["x-frame-options"], p).toBe("DENY");
    }
  });
});
