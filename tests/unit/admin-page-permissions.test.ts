import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGE_ROUTES, adminPageRoute } from "@/lib/access/routes";
import { pageFiles } from "../support/app-routes";

/**
 * An admin page's permission is declared once, on its row of lib/access/routes.ts: the proxy reads
 * the row, and the page's own server check (adminViewer) names the page's route so it reads the
 * same row. A page that checks under another route's name (another permission) fails here.
 */
const ADMIN_PAGES = pageFiles().filter((p) => PAGE_ROUTES.some((r) => r.pattern === p.pattern && r.area === "admin"));

function viewerCalls(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(/adminViewer\(\s*(?:"([^"]*)")?\s*\)/g)].map((m) => m[1] ?? "(none)");
}

describe("admin pages check the permission of their own route row", () => {
  it("finds the admin pages", () => {
    expect(ADMIN_PAGES.length).toBeGreaterThanOrEqual(18);
  });

  for (const page of ADMIN_PAGES) {
    const row = PAGE_ROUTES.find((r) => r.pattern === page.pattern)!;
    it(`${page.pattern} checks adminViewer("${page.pattern}")${row.cloudOnly ? " (cloud admin only: its own check)" : ""}`, () => {
      const calls = viewerCalls(page.file);
      if (row.cloudOnly) return expect(calls).toEqual([]);
      expect(calls, page.relative).toEqual([page.pattern]);
      expect(adminPageRoute(page.pattern as never).permission).toBe(row.permission);
    });
  }

  it("finds a mismatch: a page named under another route takes that route's permission", () => {
    expect(adminPageRoute("/admin/jobs/[jobId]/edit").permission).toBe("jobs.edit");
    expect(adminPageRoute("/admin/jobs/[jobId]").permission).toBe("jobs.view");
    expect(adminPageRoute("/admin/settings/roles").permission).toBeUndefined();
    expect(() => adminPageRoute("/admin/login" as never)).toThrow();
  });
});
