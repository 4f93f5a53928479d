import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import Papa from "papaparse";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * The activity log (issue 14) in Chromium against the production build: two people make real
 * changes through the UI (departments created), then the recruiter admin finds them on the
 * activity-log screen, filters by person and action (the form submitted with Enter), opens a row's
 * changes from the keyboard, exports the CSV (the downloaded file is parsed), in English and
 * French, at 375, 600 and 1024 px, with axe. A recruiter has no link to it and gets the 403 page.
 */
type Locale = "en" | "fr";
type Tree = Record<string, unknown>;
const MESSAGES: Record<Locale, Tree> = {
  en: JSON.parse(readFileSync(path.join(process.cwd(), "messages/en/activity.json"), "utf8")) as Tree,
  fr: JSON.parse(readFileSync(path.join(process.cwd(), "messages/fr/activity.json"), "utf8")) as Tree,
};
function msg(locale: Locale, key: string): string {
  const v = key.split(".").reduce<unknown>((o, k) => (o as Tree)[k], MESSAGES[locale]);
  if (typeof v !== "string") throw new Error(`no text ${key}`);
  return v;
}

const run = Math.random().toString(36).slice(2, 8);
const RILEY = "Riley Chen";

async function signedIn(browser: Browser, email: string, password: string, width = 1024): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email, password, { portal: "admin" });
  return page;
}

async function setLocale(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: new URL(page.url()).origin }]);
}

async function createDepartment(page: Page, name: string) {
  await page.goto("/admin/departments");
  await page.getByRole("button", { name: "Create department" }).click();
  const dialog = page.getByTestId("department-dialog");
  await dialog.getByRole("textbox", { name: "Department name" }).fill(name);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("departments-notice")).toContainText(name);
}


/** The CSV the export link downloads, checked for its BOM, parsed. */
async function exportedCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("activity-export").click()]);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
  return { name: download.suggestedFilename(), rows: Papa.parse<string[]>(text, { skipEmptyLines: true }).data };
}

test.describe("activity log", () => {
  test("a recruiter admin sees real changes, filters by person and action (submitted with Enter), opens a row from the keyboard, exports CSV, in en and fr at 375/600/1024 px", async ({ browser }) => {
    test.setTimeout(240_000);
    const mine = `Audit ${run} Riley`;
    const theirs = `Audit ${run} Alex`;

    const admin = await signedIn(browser, "admin@demo.test", "Admin#2026");
    await createDepartment(admin, theirs);
    await admin.context().close();

    const page = await signedIn(browser, "recruiteradmin@demo.test", "RecAdmin#2026");
    await createDepartment(page, mine);

    // The shell's navigation leads there.
    await page.getByRole("link", { name: "Activity log" }).first().click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole("heading", { level: 2, name: msg("en", "title") })).toBeVisible();
    await expect(page.getByTestId("activity-zone")).toContainText("America/Detroit");
    const rows = page.getByTestId("activity-row");
    await expect(rows.filter({ hasText: mine })).toHaveCount(1);
    await expect(rows.filter({ hasText: theirs })).toHaveCount(1);
    await expect(rows.filter({ hasText: mine }).first()).toContainText(RILEY);
    await expect(rows.filter({ hasText: mine }).first()).toContainText(msg("en", "actions.department.create"));

    // Filters: pick a person and an action, then submit the form from the keyboard (Enter in a field).
    const person = page.getByLabel(msg("en", "filters.person"));
    await person.focus();
    await person.selectOption({ label: RILEY });
    await page.getByLabel(msg("en", "filters.action")).selectOption({ label: msg("en", "actions.department.create") });
    await page.getByLabel(msg("en", "filters.objectId")).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/actor=[0-9a-f-]{36}&action=department\.create/);
    await expect(rows.filter({ hasText: mine })).toHaveCount(1);
    await expect(rows.filter({ hasText: theirs })).toHaveCount(0);
    const count = await rows.count();
    for (let i = 0; i < count; i++) await expect(rows.nth(i)).toHaveAttribute("data-action", "department.create");
    const rileyId = new URL(page.url()).searchParams.get("actor")!;
    for (let i = 0; i < count; i++) await expect(rows.nth(i)).toHaveAttribute("data-actor-id", rileyId);

    // A row's changes open from the keyboard.
    const row = rows.filter({ hasText: mine }).first();
    await row.getByText(msg("en", "details.show")).focus();
    await page.keyboard.press("Enter");
    await expect(row.locator("details")).toHaveAttribute("open", "");
    await expect(row.locator("pre")).toContainText(`"name": "${mine}"`);
    await expectNoSeriousA11yViolations(page);

    // The export holds the same filtered rows.
    const csv = await exportedCsv(page);
    expect(csv.name).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows[0]).toEqual(["Time", "Time zone", "Time (UTC)", "Person", "Person e-mail", "Action", "Action code", "Object type", "Object id", "Object", "Before", "After"]);
    expect(csv.rows).toHaveLength(count + 1);
    const line = csv.rows.find((r) => r[9] === mine);
    expect(line).toBeDefined();
    expect(line!.slice(3, 8)).toEqual([RILEY, "recruiteradmin@demo.test", msg("en", "actions.department.create"), "department.create", msg("en", "entities.department")]);
    expect(line![1]).toBe("America/Detroit");
    expect(csv.rows.some((r) => r[9] === theirs)).toBe(false);

    // Every width: readable, no page-wide horizontal scroll, axe clean; then French.
    for (const width of [375, 600, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(rows.filter({ hasText: mine })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    }

    await setLocale(page, "fr");
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: msg("fr", "title") })).toBeVisible();
    await expect(rows.filter({ hasText: mine }).first()).toContainText(msg("fr", "actions.department.create"));
    await expect(page.getByLabel(msg("fr", "filters.person"))).toHaveValue(rileyId);
    for (const width of [375, 600, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    }
    const fr = await exportedCsv(page);
    expect(fr.rows[0][0]).toBe(msg("fr", "csv.time"));
    expect(fr.rows.find((r) => r[9] === mine)![5]).toBe(msg("fr", "actions.department.create"));
    await page.context().close();
  });

  test("a recruiter has no link to the activity log and gets the 403 page there", async ({ browser }) => {
    const page = await signedIn(browser, "recruiter@demo.test", "Recruiter#2026");
    await expect(page.getByRole("link", { name: "Activity log" })).toHaveCount(0);
    const res = await page.goto("/admin/activity");
    expect(res?.status()).toBe(403);
    await expect(page.getByTestId("activity-table")).toHaveCount(0);
    await page.context().close();
  });
});
