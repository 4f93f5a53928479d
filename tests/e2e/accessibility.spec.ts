import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";

// Every page that exists, at the spec's three widths, has no serious or critical axe violation.
const WIDTHS = [1280, 800, 375];

test.describe("accessibility of every page", () => {
  for (const width of WIDTHS) {
    test(`public pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/login", "/admin/login", "/admin/login?section=cloud", "/forbidden", "/admin/forbidden", "/no-such-page"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });

    test(`talent pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, "talent@demo.test", "Talent#2026");
      for (const path of ["/dashboard", "/profile"]) {
        await page.goto(path);
        await expectNoSeriousA11yViolations(page);
      }
      await expect(page.getByTestId("candidate-unique-id")).toHaveText("DEMO-C-100001");
    });

    test(`admin pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, "admin@demo.test", "Admin#2026", { portal: "admin" });
      await page.goto("/admin/dashboard");
      await expect(page.getByTestId("tile-jobPool-total")).toHaveText(/^\d+$/);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
