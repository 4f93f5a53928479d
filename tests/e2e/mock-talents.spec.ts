import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoSidewaysScroll } from "./support/layout";

/** Mock talents of a tenant, with and without a profile, straight from the e2e database. */
async function mockRows(slug: string): Promise<{ users: number; profiles: number }> {
  return withDb(async (c) => {
    const r = await c.query<{ users: number; profiles: number }>(
      `select count(*)::int as users, count(p.user_id)::int as profiles
       from users u join companies c on c.id = u.company_id left join talent_profiles p on p.user_id = u.id
       where c.slug = $1 and u.is_mock`,
      [slug],
    );
    return r.rows[0];
  });
}

async function openScreen(page: Page) {
  await signIn(page, "admin@demo.test", "Admin#2026", { portal: "admin" });
  await page.getByRole("link", { name: "Mock talent data" }).first().click();
  await expect(page).toHaveURL(/\/admin\/settings\/mock-talents$/);
}

async function openScreenNarrow(page: Page) {
  // Under 600 px the navigation is folded away; the address is the way in.
  await signIn(page, "admin@demo.test", "Admin#2026", { portal: "admin" });
  await page.goto("/admin/settings/mock-talents");
}

test.describe("mock talent data", () => {
  test("the demo admin generates 5 mock talents and removes them", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openScreen(page);
    const start = await mockRows("demo");
    await expect(page.getByTestId("mock-count")).toHaveText(String(start.users));

    // Spec §5: the count is required; out-of-range counts are refused with their own text.
    const field = page.getByRole("textbox", { name: "Count" });
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("Count is required")).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill("1001");
    await field.press("Enter");
    await expect(page.getByText("Count must be a whole number from 1 to 1000")).toBeVisible();
    expect(await mockRows("demo")).toEqual(start);

    await field.fill("5");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByTestId("mock-notice")).toContainText("5 mock talents generated");
    await expect(page.getByTestId("mock-count")).toHaveText(String(start.users + 5));
    await expect(field).toHaveValue("");
    expect(await mockRows("demo")).toEqual({ users: start.users + 5, profiles: start.profiles + 5 });
    expect(await mockRows("acme")).toEqual({ users: 0, profiles: 0 });
    await expectNoSeriousA11yViolations(page);

    // Remove all asks first; cancelling keeps them.
    await page.getByRole("button", { name: "Remove all mock talents" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove all mock talents?" });
    await expect(dialog).toContainText(`The ${start.users + 5} mock talents of this company are deleted`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect((await mockRows("demo")).users).toBe(start.users + 5);

    await page.getByRole("button", { name: "Remove all mock talents" }).click();
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByTestId("mock-notice")).toContainText(`${start.users + 5} mock talents removed.`);
    await expect(page.getByTestId("mock-count")).toHaveText("0");
    await expect(page.getByRole("button", { name: "Remove all mock talents" })).toBeDisabled();
    expect(await mockRows("demo")).toEqual({ users: 0, profiles: 0 });
  });

  test("the screen works in French at 375 px, by keyboard", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openScreenNarrow(page);
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: new URL(page.url()).origin }]);
    await page.reload();
    const field = page.getByRole("textbox", { name: "Nombre" });
    await field.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Le nombre est obligatoire")).toBeVisible();
    await page.keyboard.type("abc");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Le nombre doit être un entier de 1 à 1000")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("a recruiter, without settings.manage, has no entry and gets the 403 page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
    await expect(page.getByRole("link", { name: "Mock talent data" })).toHaveCount(0);
    const res = await page.goto("/admin/settings/mock-talents");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("button", { name: "Generate" })).toHaveCount(0);
  });
});
