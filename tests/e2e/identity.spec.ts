import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { withDb } from "./support/db";
import { expectNoSeriousA11yViolations } from "./support/axe";

const PORT = Number(process.env.E2E_PORT ?? 3100);

test.describe("sign in on each portal", () => {
  test("the talent login page passes the accessibility check", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/admin/login");
    await expectNoSeriousA11yViolations(page);
  });

  test("the talent signs in at /login and lands on the dashboard with their name in the header", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "talent@demo.test", "Talent#2026");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("display-name")).toHaveText("Taylor Morgan");
    await expect(page.getByRole("heading", { name: "Welcome, Taylor" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  for (const [email, password, name] of [
    ["recruiteradmin@demo.test", "RecAdmin#2026", "Riley"],
    ["recruiter@demo.test", "Recruiter#2026", "Jordan"],
    ["collaborator@demo.test", "Collab#2026", "Casey"],
    ["admin@demo.test", "Admin#2026", "Alex"],
  ] as const) {
    test(`${email} signs in at /admin/login and reaches the admin dashboard`, async ({ page }) => {
      await signIn(page, email, password, { portal: "admin" });
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole("heading", { name: `Welcome, ${name}` })).toBeVisible();
      await expect(page.getByTestId("tile-talentPool-total")).toHaveText(/^\d+$/);
    });
  }

  test("the cloud admin signs in at the cloud section and reaches the companies overview; company pages are not theirs", async ({ page }) => {
    await signIn(page, "cloudadmin@talent.test", "Cloud#2026", { portal: "cloud" });
    await expect(page).toHaveURL(/\/admin\/cloud$/);
    await expect(page.getByRole("heading", { name: "Welcome, Cloud" })).toBeVisible();
    await expect(page.getByTestId("cloud-company-demo")).toContainText("Demo Talent Co.");
    await expect(page.getByTestId("cloud-company-acme")).toContainText("Acme Robotics");
    const res = await page.goto("/admin/users");
    expect(res?.status()).toBe(403);
  });

  test("a wrong password shows the 10216 text and stays on the login page", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("talent@demo.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Wrong#2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /e-?mail or password/i })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test("a talent account cannot sign in on the admin portal", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("talent@demo.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Talent#2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /e-?mail or password/i })).toBeVisible();
  });
});

test.describe("the gate with sessions", () => {
  test("an unauthenticated visit to /dashboard goes to login and returns there after login", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard$/);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("talent@demo.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Talent#2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a talent without the dashboard privilege sees 403 on /dashboard and no dashboard item", async ({ page }) => {
    await withDb((c) => c.query("update users set privileges = '{}' where email = 'talent@acme.test'"));
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, "talent@acme.test", "Talent#2026", { origin: `http://acme.localhost:${PORT}` });
      const res = await page.goto(`http://acme.localhost:${PORT}/dashboard`);
      expect(res?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Access restricted" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    } finally {
      await withDb((c) => c.query("update users set privileges = '{VIEW_TALENT_DASHBOARD_SECTION.E}' where email = 'talent@acme.test'"));
    }
  });

  test("a demo session is worth nothing on acme's host", async ({ page, context }) => {
    await signIn(page, "talent@demo.test", "Talent#2026", { origin: `http://demo.localhost:${PORT}` });
    const demoCookies = await context.cookies(`http://demo.localhost:${PORT}`);
    // Replay the demo cookies against acme's host, as a thief would.
    await context.addCookies(demoCookies.map((c) => ({ name: c.name, value: c.value, url: `http://acme.localhost:${PORT}` })));
    await page.goto(`http://acme.localhost:${PORT}/dashboard`);
    await expect(page).toHaveURL(/acme\.localhost.*\/login\?from=/);
    const details = await page.evaluate(async () => (await fetch("/api/candidate/details")).status);
    expect(details).toBe(440);
  });

  test("after logout the old session cookie is refused", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "talent@demo.test", "Talent#2026");
    const cookies = await page.context().cookies();
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    // A copy of the cookie taken before logout no longer opens anything.
    const ctx = await browser.newContext();
    await ctx.addCookies(cookies);
    const replay = await ctx.newPage();
    await replay.goto(`http://localhost:${PORT}/dashboard`);
    await expect(replay).toHaveURL(/\/login\?from=/);
    expect(await replay.evaluate(async () => (await fetch("/api/candidate/details")).status)).toBe(440);
    await ctx.close();
  });
});
