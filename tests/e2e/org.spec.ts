import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { countMailsTo, waitForMail } from "./support/outbox";
import { expectNoSidewaysScroll } from "./support/layout";

const INVITATION_LINK = /https?:\/\/[^\s/]+\/admin\/invitation\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/;
const run = Math.random().toString(36).slice(2, 8);

async function signInAdmin(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "admin@demo.test", "Admin#2026", { portal: "admin" });
}

test.describe("departments and users", () => {
  test("the admin creates a department, adds a recruiter who gets an invitation, and the invitee sets a password", async ({ page, browser }) => {
    await signInAdmin(page);
    const department = `QA Guild ${run}`;

    await page.getByRole("link", { name: "Departments" }).first().click();
    await expect(page).toHaveURL(/\/admin\/departments$/);
    await page.getByRole("button", { name: "Create department" }).click();
    const deptDialog = page.getByTestId("department-dialog");
    await deptDialog.getByRole("button", { name: "Save" }).click();
    await expect(deptDialog.getByText("Please enter department name")).toBeVisible();
    await deptDialog.getByRole("textbox", { name: "Department name" }).fill(department);
    await deptDialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("departments-notice")).toContainText(department);
    await expect(page.getByRole("link", { name: department })).toBeVisible();

    // The same name in another case is refused with 10005's text.
    await page.getByRole("button", { name: "Create department" }).click();
    await deptDialog.getByRole("textbox", { name: "Department name" }).fill(department.toUpperCase());
    await deptDialog.getByRole("button", { name: "Save" }).click();
    await expect(deptDialog.getByTestId("department-error")).toHaveAttribute("data-code", "10005");
    await deptDialog.getByRole("button", { name: "Cancel" }).click();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add user" }).click();
    const userDialog = page.getByTestId("user-dialog");
    await userDialog.getByRole("button", { name: "Add and invite" }).click();
    await expect(userDialog.getByText("Please enter full name")).toBeVisible();
    await expect(userDialog.getByText("Please enter valid email id")).toBeVisible();
    await expect(userDialog.getByText("Please select role")).toBeVisible();
    await expect(userDialog.getByText("Please select atleast one department")).toBeVisible();

    const email = `rita.${run}@demo.test`;
    await userDialog.getByRole("textbox", { name: "Full name" }).fill("Rita Recruiter");
    await userDialog.getByRole("textbox", { name: "Email" }).fill(email);
    await userDialog.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Recruiter", exact: true }).click();
    await userDialog.getByRole("checkbox", { name: department }).check();
    const before = countMailsTo(email);
    await userDialog.getByRole("button", { name: "Add and invite" }).click();
    await expect(page.getByTestId("users-notice")).toContainText("Rita Recruiter");
    await expect(page.getByRole("cell", { name: email })).toBeVisible();
    await expect(page.locator('[data-status="invited"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mail = await waitForMail(email, before);
    const link = INVITATION_LINK.exec(mail.text)?.[0];
    expect(link, "an invitation link in the message").toBeTruthy();

    // The invitee has no session: a fresh browser context opens the link.
    const invitee = await browser.newContext();
    const p = await invitee.newPage();
    await p.goto(link!);
    await expect(p.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
    await expectNoSeriousA11yViolations(p);
    await p.getByRole("textbox", { name: "Password", exact: true }).fill("abc");
    await p.getByRole("textbox", { name: "Confirm password", exact: true }).fill("abc");
    await p.getByRole("button", { name: "Activate my account" }).click();
    await expect(p.getByText("Enter a valid password")).toBeVisible();
    await p.getByRole("textbox", { name: "Password", exact: true }).fill("Welcome#42");
    await p.getByRole("textbox", { name: "Confirm password", exact: true }).fill("Welcome#42");
    await p.getByRole("button", { name: "Activate my account" }).click();
    await expect(p.getByTestId("invitation-done")).toBeVisible();
    // The link works once.
    await p.goto(link!);
    await expect(p.getByTestId("invitation-invalid")).toHaveAttribute("data-code", "10223");
    await invitee.close();

    // Now accepted, Rita can be the department's default recruiter.
    await page.goto("/admin/departments");
    await page.getByRole("link", { name: department }).click();
    await page.getByRole("combobox", { name: "Default recruiter" }).click();
    await page.getByRole("option", { name: new RegExp(`Rita Recruiter`) }).click();
    await page.getByRole("button", { name: "Save default recruiter" }).click();
    await expect(page.getByTestId("department-notice")).toHaveText(/Default recruiter saved/);
    await expect(page.getByRole("table", { name: `Users of ${department}` })).toContainText(email);
    await expectNoSeriousA11yViolations(page);
  });

  test("row actions: admins cannot be archived, others are inactivated after a confirmation", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin/users?q=recruiteradmin%40demo.test");
    await page.getByRole("button", { name: "Actions for Riley Chen" }).click();
    await expect(page.getByRole("menuitem", { name: /Archive/ })).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("menuitem", { name: /Archive/ })).toContainText("Admin users cannot be archived.");
    await page.keyboard.press("Escape");

    await page.goto("/admin/users?q=collaborator%40demo.test");
    const trigger = page.getByRole("button", { name: "Actions for Casey Dubois" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Inactivate" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Inactivate Casey Dubois?");
    await confirm.getByRole("button", { name: "Inactivate" }).click();
    await expect(page.getByTestId("users-notice")).toHaveText(/Casey Dubois is inactive/);
    await expect(page.locator('[data-status="inactive"]')).toBeVisible();

    // And back, so the collaborator can still sign in for the other tests.
    await page.getByRole("button", { name: "Actions for Casey Dubois" }).click();
    await page.getByRole("menuitem", { name: "Activate" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Activate" }).click();
    await expect(page.getByTestId("users-notice")).toHaveText(/Casey Dubois is active/);
  });

  test("the admin bulk-uploads a CSV with 3 good and 2 faulty rows and downloads the report of the 2", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin/users/bulk-upload");
    await expect(page.getByRole("heading", { name: "Bulk upload users" })).toBeVisible();

    // Anything but a CSV gets the spec's message.
    await page.setInputFiles("#bulk-file", { name: "users.txt", mimeType: "text/plain", buffer: Buffer.from("name,email\n") });
    await expect(page.getByText("Please choose a csv file")).toBeVisible();

    const csv = [
      "Full Name,Email,Role,Departments",
      `Bea Bulk,bea.${run}@demo.test,recruiter,Engineering`,
      `Cal Bulk,cal.${run}@demo.test,collaborator,Engineering;Product`,
      `Dee Bulk,dee.${run}@demo.test,,`,
      `,nobody.${run}@demo.test,recruiter,`,
      `Eve Bulk,not-an-email,,`,
    ].join("\n");
    await page.setInputFiles("#bulk-file", { name: "team.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Upload", exact: true }).click();

    await expect(page.getByTestId("bulk-result")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("bulk-created-count")).toHaveText("3 users created");
    await expect(page.getByTestId("bulk-faulty-count")).toHaveText("2 faulty rows discarded");
    const report = page.getByRole("table", { name: "Faulty rows of team.csv" });
    await expect(report.getByRole("row")).toHaveCount(3);
    await expect(report).toContainText("Name is missing");
    await expect(report).toContainText("Email is not valid");
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download report" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("bulk-upload-report.csv");
    const text = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("Row,Name,Email,Reasons");
    expect(lines[1]).toContain(`nobody.${run}@demo.test`);
    expect(lines[2]).toContain("not-an-email");

    // The created users are in the list, invited.
    await page.goto(`/admin/users?q=${run}`);
    for (const name of ["Bea Bulk", "Cal Bulk", "Dee Bulk"]) await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
    await expect(waitForMail(`bea.${run}@demo.test`)).resolves.toBeTruthy();
  });

  test("the users, departments and bulk-upload screens work at 375 px and in French", async ({ page, context }) => {
    await signInAdmin(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: new URL(page.url()).origin }]);
    for (const [path, heading] of [
      ["/admin/departments", "Départements"],
      ["/admin/users/bulk-upload", "Import groupé d'utilisateurs"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    await page.goto("/admin/users");
    await expect(page.getByRole("button", { name: "Ajouter un utilisateur" })).toBeVisible();
    await page.getByRole("button", { name: "Ajouter un utilisateur" }).click();
    await page.getByTestId("user-dialog").getByRole("button", { name: "Ajouter et inviter" }).click();
    await expect(page.getByTestId("user-dialog").getByText("Veuillez saisir le nom complet")).toBeVisible();
    await page.keyboard.press("Escape");
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 8)
        .map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} ${Math.round(el.getBoundingClientRect().right)}`),
    );
    await expectNoSidewaysScroll(page, wide.join("\n"));
  });

  test("the collaborator cannot open the users or departments screens (403) and has no link to them", async ({ page }) => {
    await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin" });
    await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Users" })).toHaveCount(0);
    const users = await page.goto("/admin/users");
    expect(users?.status()).toBe(403);
    const departments = await page.goto("/admin/departments");
    expect(departments?.status()).toBe(403);
  });
});
