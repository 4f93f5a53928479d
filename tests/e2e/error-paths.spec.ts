import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { countMailsTo, waitForMail } from "./support/outbox";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * The client's error paths (issue 12 §2): session expiry (spec §8), logout targets (§4.4), the
 * admin front door, the page history (§7) and the login artwork (§1).
 */
const EXPIRED_EN = "Oops! Your session has expired. Please log back in to continue.";
const EXPIRED_FR = "Oups ! Votre session a expiré. Veuillez vous reconnecter pour continuer.";

/** Ends every live session of the account in the database, as a revocation elsewhere or an idle timeout would. */
async function revokeSessionsOf(email: string): Promise<void> {
  await withDb((c) => c.query("update sessions set revoked_at = now() where revoked_at is null and user_id in (select id from users where email = $1)", [email]));
}

/**
 * The session really ends on the server just before the browser's next call to `url` reaches it,
 * so the page itself rendered signed in and the call is what meets the expiry.
 */
async function expireSessionOnCall(page: Page, url: string, email: string): Promise<void> {
  await page.route(url, async (route) => {
    await revokeSessionsOf(email);
    await route.continue();
  });
}

test.describe("session expiry (spec §8)", () => {
  test("a talent page whose session ends is sent to /login with the session-expired text, its local storage cleared", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "talent@demo.test", "Talent#2026");
    await page.evaluate(() => localStorage.setItem("preferredWorkCountry", "CA"));
    // The shell's start-up call (GET candidate/details) is the one that meets the expiry.
    await expireSessionOnCall(page, "**/api/candidate/details", "talent@demo.test");
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?expired=1&from=%2Fprofile$/);
    await expect(page.getByTestId("login-notice")).toContainText(EXPIRED_EN);
    expect(await page.evaluate(() => localStorage.getItem("preferredWorkCountry"))).toBeNull();
    await expectNoSeriousA11yViolations(page);

    // Signing in again returns to the page that was open.
    await page.unroute("**/api/candidate/details");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("talent@demo.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Talent#2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("an admin-portal page whose session ends goes to the admin login, not the talent's, with the text", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signIn(page, "admin@demo.test", "Admin#2026", { portal: "admin" });
    await page.goto("/admin/users/bulk-upload");
    await expect(page.getByRole("heading", { name: "Bulk upload users" })).toBeVisible();
    await expireSessionOnCall(page, "**/api/admin/users/bulk", "admin@demo.test");
    await page.setInputFiles("#bulk-file", { name: "team.csv", mimeType: "text/csv", buffer: Buffer.from("Full Name,Email\nNo One,no.one@demo.test\n") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login\?expired=1&from=%2Fadmin%2Fusers%2Fbulk-upload$/);
    await expect(page.getByTestId("login-notice")).toContainText(EXPIRED_EN);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the admin portal");
  });

  test("the login pages say it in French, at 375, 600 and 1024 px, and pass axe", async ({ page, context }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${process.env.E2E_PORT ?? 3100}` }]);
    for (const width of [375, 600, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/login?expired=1", "/admin/login?expired=1&role=collaborator"]) {
        await page.goto(path);
        await expect(page.getByTestId("login-notice")).toContainText(EXPIRED_FR);
        await expectNoSeriousA11yViolations(page);
      }
    }
    // Without the flag, no notice.
    await page.goto("/login");
    await expect(page.getByTestId("login-notice")).toHaveCount(0);
  });
});

test.describe("logout targets and the admin front door", () => {
  test("an external login without a job logs out to /login/external", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = `external-${randomUUID().slice(0, 8)}@example.test`;
    await page.goto("/login/external");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Full name" }).fill("Ext Ernal");
    const before = countMailsTo(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    const code = /\b(\d{6})\b/.exec((await waitForMail(email, before)).text)?.[1];
    await page.getByRole("textbox", { name: "Sign-in code" }).fill(code!);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => localStorage.getItem("jobId"))).toBeNull();
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login\/external$/);
  });

  test("/admin opens the admin login signed out, and the role's home signed in; logout names the role's artwork", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?role=recruiter$/);
    await expect(page.getByTestId("login-artwork")).toHaveAttribute("data-artwork", "recruiter");
  });
});

test.describe("page history (spec §7)", () => {
  test("the shell's back button pops the last path and returns to the list page the user was on", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signIn(page, "admin@demo.test", "Admin#2026", { portal: "admin" });
    await page.evaluate(() => localStorage.removeItem("page-paths"));
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("page-paths") ?? "[]") as string[]);
    // Each page records itself once hydrated: wait for that before leaving it, or a fast
    // navigation would leave before the record and the history would miss a page.
    for (const [path, recorded] of [
      ["/admin/dashboard", "/admin/dashboard"],
      ["/admin/jobs?page=1&status=active", "/admin/jobs?page=1&status=active"],
      ["/admin/users?tab=active", "/admin/users"],
    ]) {
      await page.goto(path);
      await expect.poll(async () => (await stored()).at(-1)).toBe(recorded);
    }
    // The query stays only where it contains "page".
    await expect.poll(async () => (await stored()).slice(-3)).toEqual(["/admin/dashboard", "/admin/jobs?page=1&status=active", "/admin/users"]);
    const paths = await stored();

    await page.getByTestId("shell-back").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/jobs\?page=1&status=active$/);
    await expect.poll(stored).toEqual(paths.slice(0, -1));
    await page.getByTestId("shell-back").click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expectNoSeriousA11yViolations(page);
    // The button fits the header on a phone too, in French.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${process.env.E2E_PORT ?? 3100}` }]);
    await page.reload();
    await expect(page.getByRole("button", { name: "Page précédente" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("login artwork (spec §1)", () => {
  test("each door shows its audience's artwork, sized so nothing shifts, and phones fetch none", async ({ page }) => {
    const art: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/brand/login/")) art.push(new URL(r.url()).pathname);
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expect(page.getByTestId("login-artwork")).toBeHidden();
    expect(art).toEqual([]);

    for (const [width, path, audience] of [
      [1280, "/login", "talent"],
      [1024, "/admin/login", "admin"],
      [600, "/admin/login?role=recruiterAdmin", "recruiterAdmin"],
      [1280, "/admin/login?role=collaborator", "collaborator"],
      [1280, "/admin/login?role=recruiter", "recruiter"],
      [1280, "/login/external", "talent"],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const img = page.getByTestId("login-artwork").locator("img");
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc)).toMatch(new RegExp(`/brand/login/${audience}\\.svg$`));
      expect(await img.getAttribute("width")).toBe("400");
      expect(await img.getAttribute("height")).toBe("320");
      // The artwork never covers the form.
      const artBox = (await img.boundingBox())!;
      const formBox = (await page.getByRole("button", { name: /Sign in|Send me a code/ }).first().boundingBox())!;
      expect(artBox.y + artBox.height <= formBox.y || artBox.x + artBox.width <= formBox.x).toBe(true);
    }
  });
});
