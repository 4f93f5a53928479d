import { expect, test, type Page } from "@playwright/test";
import { setTenantFlags } from "./support/db";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { signIn } from "./support/auth";
import { expectNoSidewaysScroll } from "./support/layout";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const acme = (p: string) => `http://acme.localhost:${PORT}${p}`;

/**
 * Node cannot resolve *.localhost, Chromium can: calls to a tenant's own host are made from a
 * page of that host, through the browser's network stack.
 */
async function fetchFrom(page: Page, path: string, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ([p, h]) => {
      const r = await fetch(p as string, { headers: h as Record<string, string> });
      return { status: r.status, body: await r.json() };
    },
    [path, headers] as const,
  );
}

test.describe("error pages", () => {
  test("an unknown path answers 404 with the Page not found page and a link home", async ({ page }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expectNoSeriousA11yViolations(page);
  });

  test("the 404 heading and description can be overridden by query, as text only", async ({ page }) => {
    await page.goto("/missing?heading=%3Cb%3EGone%3C%2Fb%3E&description=Moved%20elsewhere");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("<b>Gone</b>");
    await expect(page.getByText("Moved elsewhere")).toBeVisible();
  });

  test("the 404 page is in French when the locale cookie says fr", async ({ page, context }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${PORT}` }]);
    await page.goto("/nowhere");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
  });

  test("Accept-Language fr picks French when no cookie is set", async ({ browser }) => {
    const ctx = await browser.newContext({ locale: "fr-FR", extraHTTPHeaders: { "accept-language": "fr-FR,fr;q=0.9" } });
    const page = await ctx.newPage();
    await page.goto(`http://localhost:${PORT}/nowhere`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
    await ctx.close();
  });
});

test.describe("maintenance mode", () => {
  test.afterEach(async () => setTenantFlags("acme", { maintenance: false }));

  test("replaces every page of the tenant with the 503 page and answers 503 to its API", async ({ page, request }) => {
    await setTenantFlags("acme", { maintenance: true });
    for (const path of ["/login", "/profile", "/jobs", "/does-not-exist"]) {
      const res = await page.goto(acme(path));
      expect(res?.status(), path).toBe(503);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Server is Feeling a Little Down");
      await expect(page.getByRole("link", { name: "Back to home" })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
    const api = await fetchFrom(page, "/api/app-config");
    expect(api.status).toBe(503);
    expect(api.body.code).toBe(10503);
    expect((await fetchFrom(page, "/api/health")).status).toBe(200);
    // The other tenant is not affected.
    expect((await request.get("/api/app-config")).status()).toBe(200);
  });
});

test.describe("config calls", () => {
  test("app-config answers with each tenant's timezone, by host and by tenant header", async ({ request, page }) => {
    const demo = await (await request.get("/api/app-config")).json();
    expect(demo.results.timeZone).toBe("America/Detroit");
    expect(demo.results.modules).toEqual({ dashboard: true, profile: true, interview: true });
    await page.goto(acme("/nowhere"));
    const byHost = (await fetchFrom(page, "/api/app-config")).body;
    expect(byHost.results.timeZone).toBe("Europe/Paris");
    const byHeader = await (await request.get("/api/app-config", { headers: { "x-tenant": "acme" } })).json();
    expect(byHeader.results.timeZone).toBe("Europe/Paris");
  });

  test("a host naming a tenant cannot be redirected to another by the header", async ({ page }) => {
    await page.goto(acme("/nowhere"));
    const res = (await fetchFrom(page, "/api/config", { "x-tenant": "demo" })).body;
    expect(res.results.slug).toBe("acme");
  });

  test("an unknown tenant gets 404 with code 10002", async ({ request }) => {
    const res = await request.get("/api/config", { headers: { "x-tenant": "nosuchco" } });
    expect(res.status()).toBe(404);
    expect((await res.json()).code).toBe(10002);
  });

  test("module restrictions are listed without duplicates and a bad moduleType is a 400", async ({ request }) => {
    const ok = await (await request.get("/api/module-restrictions?moduleType=interviewModule")).json();
    expect(ok.results).toEqual(["RECORDING_DOWNLOAD"]);
    const bad = await request.get("/api/module-restrictions?moduleType=%27%20or%201%3D1");
    expect(bad.status()).toBe(400);
    expect((await bad.json()).code).toBe(10001);
  });

  test("responses carry the security headers", async ({ request }) => {
    const res = await request.get("/api/app-config");
    const h = res.headers();
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["x-content-type-options"]).toBe("nosniff");
  });
});

test.describe("talent shell", () => {
  test.afterEach(async () => setTenantFlags("demo", { modules: { dashboard: true } }));

  test("a disabled module shows the 403 page inside the shell", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "talent@demo.test", "Talent#2026");
    await setTenantFlags("demo", { modules: { dashboard: false } });
    const res = await page.goto("/dashboard");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access restricted" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    // The disabled module's item is gone from the sidebar.
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the sidebar is 262 px open above 1024 px and toggles to 72 px; header is 60 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/forbidden");
    const nav = page.locator("#app-sidebar");
    await expect(nav).toHaveCSS("width", "262px");
    await expect(page.locator("header").first()).toHaveCSS("height", "60px");
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    await expect(nav).toHaveCSS("width", "72px");
    await expect(page.getByTestId("app-version")).toHaveText("v1.10.5");
  });

  test("the sidebar starts collapsed at 1024 px and below", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/forbidden");
    await expect(page.locator("#app-sidebar")).toHaveCSS("width", "72px");
  });

  test("under 600 px the sidebar is a drawer opened from the header and reachable by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/forbidden");
    await expect(page.locator("#app-sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Toggle navigation" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#app-sidebar")).toBeVisible();
    await expect(page.getByRole("link", { name: "My profile" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the server's HTML already lays the shell out for the window: no sidebar space on a phone, 72 px on a tablet, 262 px on a desktop", async ({ browser }) => {
    // Without JavaScript the page is exactly what the server sent, before any hydration.
    for (const [width, sidebar, padding] of [
      [375, null, "0px"],
      [800, "72px", "72px"],
      [1280, "262px", "262px"],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto("/forbidden");
      const nav = page.locator("#app-sidebar");
      if (sidebar === null) await expect(nav).toBeHidden();
      else await expect(nav).toHaveCSS("width", sidebar);
      await expect(page.locator("#main").locator("..")).toHaveCSS("padding-left", padding);
      await expectNoSidewaysScroll(page);
      await context.close();
    }
  });

  test("the header shows the company timezone chip and a help link opening in a new tab", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/forbidden");
    await expect(page.getByTestId("timezone-chip")).toContainText("America/Detroit");
    const help = page.getByRole("link", { name: "Help (opens in a new tab)" });
    await expect(help).toHaveAttribute("target", "_blank");
    await expect(help).toHaveAttribute("href", "https://help.demo.test/talent");
  });

  test("the acme tenant is branded as acme with its own timezone and no powered-by footer", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(acme("/forbidden"));
    await expect(page.getByTestId("timezone-chip")).toContainText("Europe/Paris");
    await expect(page.getByRole("link", { name: "Acme Robotics" })).toBeVisible();
    await expect(page.getByText("Powered by Talent Platform")).toHaveCount(0);
  });
});
