import { expect, test, type Page } from "@playwright/test";
import { hashPassword } from "../../lib/auth/password";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoSidewaysScroll } from "./support/layout";

/** A recruiter of the demo tenant made for this run, so the shared demo accounts keep their passwords. */
async function createRecruiter(password: string): Promise<string> {
  const email = `e2e-pw-${Date.now()}@demo.test`;
  const hash = await hashPassword(password);
  await withDb((c) =>
    c.query(
      `insert into users (company_id, email, full_name, first_name, last_name, password_hash, role, invitation_accepted_at)
       select id, $1, 'Pat Keyes', 'Pat', 'Keyes', $2, 'recruiter', now() from companies where slug = 'demo'`,
      [email, hash],
    ),
  );
  return email;
}

async function openChangePassword(page: Page) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Change password" }).click();
  // Named "Change password" while the form shows, "Password changed" once done: found by test id.
  await expect(page.getByRole("dialog", { name: "Change password" })).toBeVisible();
  return page.getByTestId("change-password-dialog");
}

async function collaboratorHolds(permission: string): Promise<boolean> {
  return withDb(async (c) => {
    const { rowCount } = await c.query(
      `select 1 from role_permissions rp join companies co on co.id = rp.company_id where co.slug = 'demo' and rp.role = 'collaborator' and rp.permission = $1`,
      [permission],
    );
    return (rowCount ?? 0) > 0;
  });
}

test.describe("change password", () => {
  test("a recruiter sees 10003 for a wrong current password, then changes it and stays signed in while other sessions end", async ({ page, browser }) => {
    const email = await createRecruiter("Start#Pass1");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, email, "Start#Pass1", { portal: "admin" });

    await signIn(page, email, "Start#Pass1", { portal: "admin" });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const dialog = await openChangePassword(page);
    await dialog.getByLabel("Current password").fill("Wrong#Pass1");
    await dialog.getByLabel(/^New password/).fill("Next#Pass2");
    await dialog.getByLabel("Confirm new password").fill("Next#Pass2");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Your current password is incorrect.");

    await dialog.getByLabel("Current password").fill("Start#Pass1");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("dialog", { name: "Password changed" })).toBeVisible();
    await expect(dialog.getByTestId("change-password-success")).toContainText("Your password has been changed.");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the menu's trigger, not to the page's start.
    await expect(page.getByRole("button", { name: /Account menu/ })).toBeFocused();

    // This session lives on; the other browser's session was revoked by the change.
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId("display-name")).toHaveText("Pat Keyes");
    await otherPage.goto("/admin/dashboard");
    await expect(otherPage).toHaveURL(/\/admin\/login/);

    // The new password opens a fresh session; the old one no longer does.
    await otherPage.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await otherPage.getByRole("textbox", { name: "Password", exact: true }).fill("Start#Pass1");
    await otherPage.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(otherPage.getByRole("alert").filter({ hasText: /e-?mail or password/i })).toBeVisible();
    await signIn(otherPage, email, "Next#Pass2", { portal: "admin" });
    await expect(otherPage).toHaveURL(/\/admin\/dashboard$/);
    await other.close();
  });

  test("the dialog shows the spec validation texts, works by keyboard and passes the accessibility check at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const email = await createRecruiter("Start#Pass1");
    await signIn(page, email, "Start#Pass1", { portal: "admin" });
    const dialog = await openChangePassword(page);
    await expect(dialog.getByLabel("Current password")).toBeFocused();
    await page.keyboard.type("Start#Pass1");
    await page.keyboard.press("Tab");
    await page.keyboard.type("abc");
    await page.keyboard.press("Tab");
    await page.keyboard.type("abd");
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Enter a valid password")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("roles and permissions", () => {
  test("a recruiter sees every switch disabled, with the no-permission tooltip", async ({ page }) => {
    await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
    await page.getByRole("link", { name: "Roles and permissions" }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/roles$/);
    await expect(page.getByRole("heading", { name: "Roles and permissions" })).toBeVisible();
    const switches = page.getByRole("switch");
    await expect(switches).toHaveCount(4 * 18);
    for (const s of await switches.all()) await expect(s).toBeDisabled();
    await expect(page.getByRole("switch", { name: "View jobs for Recruiter", exact: true })).toBeChecked();

    await page.locator("[data-no-permission]").first().focus();
    await expect(page.getByRole("tooltip")).toContainText("You don't have permission to perform this action");
    await expectNoSeriousA11yViolations(page);
  });

  test("the recruiter admin toggles a permission, which is stored, and cannot remove their own roles.manage", async ({ page }) => {
    await signIn(page, "recruiteradmin@demo.test", "RecAdmin#2026", { portal: "admin" });
    await page.goto("/admin/settings/roles");
    await expect(page.getByRole("switch", { name: "Manage roles and permissions for Recruiter admin" })).toBeDisabled();

    const target = page.getByRole("switch", { name: "Search talent for Collaborator" });
    await expect(target).toBeEnabled();
    await expect(target).not.toBeChecked();
    await target.focus();
    await page.keyboard.press("Space");
    await expect(target).toBeChecked();
    await expect(page.getByTestId("roles-saved")).toContainText("Search talent for Collaborator is now allowed");
    await expect.poll(() => collaboratorHolds("talent.search")).toBe(true);

    await page.reload();
    await expect(target).toBeChecked();
    await target.click();
    await expect(target).not.toBeChecked();
    await expect.poll(() => collaboratorHolds("talent.search")).toBe(false);
  });

  test("the roles screen works at 375 px and in French", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, "admin@demo.test", "Admin#2026", { portal: "admin" });
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: new URL(page.url()).origin }]);
    await page.goto("/admin/settings/roles");
    await expect(page.getByRole("heading", { name: "Rôles et permissions" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "Voir les offres pour Recruteur" })).toBeChecked();
    // The table scrolls inside its frame; the page itself does not overflow sideways.
    await expectNoSidewaysScroll(page);
  });
});
