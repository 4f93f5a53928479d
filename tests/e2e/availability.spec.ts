import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * My availability and business hours (issue 13) in a real browser. The acme recruiter is used so
 * the demo company's seeded availability (which booking tests rely on) is never touched; the
 * recruiter's rows are cleared before and after.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ACME = `http://acme.localhost:${PORT}`;
const RECRUITER = "recruiter@acme.test";

async function clearRecruiter() {
  await withDb(async (c) => {
    const { rows } = await c.query("select u.id from users u join companies co on co.id = u.company_id where co.slug = 'acme' and u.email = $1", [RECRUITER]);
    const id = rows[0]?.id;
    if (!id) return;
    await c.query("delete from availability_rules where user_id = $1", [id]);
    await c.query("delete from availability_overrides where user_id = $1", [id]);
    await c.query("update users set time_zone = null where id = $1", [id]);
  });
}

async function storedRules(): Promise<string[]> {
  return withDb(async (c) => {
    const { rows } = await c.query(
      "select r.weekday, r.start_minute, r.end_minute from availability_rules r join users u on u.id = r.user_id join companies co on co.id = u.company_id where co.slug = 'acme' and u.email = $1 order by 1, 2",
      [RECRUITER],
    );
    return rows.map((r) => `${r.weekday}:${r.start_minute}-${r.end_minute}`);
  });
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);


test.describe("my availability", () => {
  test.beforeAll(clearRecruiter);
  test.afterAll(clearRecruiter);

  test("a recruiter sets weekly hours and a date override with the keyboard, reloads and sees them", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, RECRUITER, "Recruiter#2026", { portal: "admin", origin: ACME });
    await page.getByRole("link", { name: "My availability" }).first().click();
    await expect(page).toHaveURL(/\/admin\/settings\/availability$/);
    await expect(page.getByRole("heading", { name: "My availability", level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Zone: the company's by default; pick Europe/Paris from the keyboard.
    const zone = page.getByRole("combobox", { name: "Your time zone" });
    await expect(zone).toHaveValue("");
    await zone.focus();
    await page.keyboard.type("Europe/Paris");
    await expect(zone).toHaveValue("Europe/Paris");

    // Monday: add a range (09:00–17:00) with Enter, then end it at 16:00 with the arrow keys.
    await page.getByRole("button", { name: "Add range for Monday" }).focus();
    await page.keyboard.press("Enter");
    const mondayEnd = page.getByRole("combobox", { name: "End time, Monday, range 1" });
    await expect(mondayEnd).toHaveValue("1020");
    await mondayEnd.focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(mondayEnd).toHaveValue("960");
    // A second Monday range, moved to overlap the first: refused on save with the catalogue's words.
    await page.getByRole("button", { name: "Add range for Monday" }).focus();
    await page.keyboard.press("Enter");
    const secondStart = page.getByRole("combobox", { name: "Start time, Monday, range 2" });
    await expect(secondStart).toHaveValue("960");
    await secondStart.focus();
    await page.keyboard.press("ArrowUp");
    await expect(secondStart).toHaveValue("930");
    await page.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Ranges must end after they start and must not overlap.")).toBeVisible();
    await expect(page.getByTestId("availability-notice")).toContainText("Some ranges need correcting");
    expect(await storedRules()).toEqual([]);
    await page.getByRole("button", { name: "Remove range 2 of Monday" }).focus();
    await page.keyboard.press("Enter");

    // Tuesday: the default range.
    await page.getByRole("button", { name: "Add range for Tuesday" }).focus();
    await page.keyboard.press("Enter");

    // A date override three days ahead: move in the Sunday-first grid with the arrows, pick with Enter.
    const grid = page.getByTestId("override-date-grid");
    await expect(grid.locator("th").first()).toHaveAttribute("abbr", "Sunday");
    const target = isoDay(3);
    await grid.locator('button[tabindex="0"]').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(grid.locator(`button[data-date="${target}"]`)).toBeFocused();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Add date" }).focus();
    await page.keyboard.press("Enter");
    const row = page.getByTestId("overrides").locator(`li[data-date="${target}"]`);
    await expect(row.getByRole("checkbox", { name: "Unavailable all day" })).toBeChecked();

    await page.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("availability-notice")).toContainText("Your changes have been saved.");
    expect(await storedRules()).toEqual(["1:540-960", "2:540-1020"]);

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Your time zone" })).toHaveValue("Europe/Paris");
    await expect(page.getByRole("combobox", { name: "Start time, Monday, range 1" })).toHaveValue("540");
    await expect(page.getByRole("combobox", { name: "End time, Monday, range 1" })).toHaveValue("960");
    await expect(page.getByRole("combobox", { name: "End time, Tuesday, range 1" })).toHaveValue("1020");
    await expect(page.getByRole("combobox", { name: "Start time, Wednesday, range 1" })).toHaveCount(0);
    await expect(page.getByTestId("overrides").locator(`li[data-date="${target}"]`).getByRole("checkbox", { name: "Unavailable all day" })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });

  test("the screen works in French at 375 and 600 px, and the calendar still starts on Sunday", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, RECRUITER, "Recruiter#2026", { portal: "admin", origin: ACME });
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: ACME }]);
    await page.goto(`${ACME}/admin/settings/availability`);
    await expect(page.getByRole("heading", { name: "Mes disponibilités", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Horaires hebdomadaires" })).toBeVisible();
    await expect(page.getByTestId("override-date-grid").locator("th").first()).toHaveAttribute("abbr", "dimanche");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Ajouter une plage pour mercredi" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("combobox", { name: "Heure de début, mercredi, plage 1" })).toHaveValue("540");
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Enregistrer" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("availability-notice")).toContainText("Vos modifications ont été enregistrées.");
    expect(await storedRules()).toContain("3:540-1020");

    await page.setViewportSize({ width: 600, height: 800 });
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("business hours", () => {
  test("the admin sees the company zone and the open-all-week note; a recruiter gets no link and a 403", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signIn(page, "admin@acme.test", "Admin#2026", { portal: "admin", origin: ACME });
    await page.getByRole("link", { name: "Business hours" }).first().click();
    await expect(page).toHaveURL(/\/admin\/settings\/business-hours$/);
    await expect(page.getByTestId("company-zone")).toHaveText("Europe/Paris");
    await expect(page.getByTestId("open-all-week")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const recruiter = await browser.newContext();
    const p = await recruiter.newPage();
    await signIn(p, RECRUITER, "Recruiter#2026", { portal: "admin", origin: ACME });
    await expect(p.getByRole("link", { name: "My availability" }).first()).toBeVisible();
    await expect(p.getByRole("link", { name: "Business hours" })).toHaveCount(0);
    const res = await p.goto(`${ACME}/admin/settings/business-hours`);
    expect(res?.status()).toBe(403);
    await recruiter.close();
  });
});
