import { readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { sealPublicId } from "@/lib/security/public-id";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { countMailsTo, waitForMail } from "./support/outbox";
import { expectNoSidewaysScroll } from "./support/layout";

function freshEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A talent of the demo tenant, made straight in the e2e database (no password: codes only). */
async function createTalent(email: string, opts: { dashboard?: boolean } = {}): Promise<string> {
  return withDb(async (c) => {
    const { rows } = await c.query<{ id: string }>(
      `insert into users (company_id, email, full_name, first_name, last_name, role, privileges, candidate_unique_id, login_type)
       select id, $1, 'Robin Code', 'Robin', 'Code', 'talent', $2::text[], $3, 'password' from companies where slug = 'demo'
       returning id`,
      [email, opts.dashboard === false ? [] : ["VIEW_TALENT_DASHBOARD_SECTION.E"], `DEMO-C-7${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`],
    );
    return rows[0].id;
  });
}

/** Sends for a code, waits for it in the outbox and returns it. */
async function sendCode(page: Page, email: string): Promise<string> {
  const before = countMailsTo(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("textbox", { name: "Sign-in code" })).toBeFocused();
  const mail = await waitForMail(email, before);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, "a 6-digit code in the message").toBeTruthy();
  return code!;
}

test.describe("one-time code logins", () => {
  test("a talent signs in with an e-mailed code from the login page and lands on the dashboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = freshEmail("code-talent");
    await createTalent(email);
    await page.goto("/login");
    await page.getByRole("link", { name: "Sign in with an email code" }).click();
    await expect(page).toHaveURL(/\/email-login$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    const code = await sendCode(page, email);
    await expect(page.getByTestId("code-sent")).toContainText(email);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("textbox", { name: "Sign-in code" }).fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("display-name")).toHaveText("Robin Code");
    await expect(page.getByTestId("candidate-id-badge")).toHaveCount(0);
  });

  test("a wrong code shows the 10479 text and the resend button waits for its cooldown", async ({ page }) => {
    const email = freshEmail("wrong-code");
    await createTalent(email);
    await page.goto("/email-login");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    const code = await sendCode(page, email);
    await expect(page.getByTestId("resend-code")).toBeDisabled();
    await expect(page.getByTestId("resend-code")).toHaveText(/Resend code in \d+ s/);
    await page.getByRole("textbox", { name: "Sign-in code" }).fill(code === "000000" ? "000001" : "000000");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const alert = page.getByTestId("code-login-error");
    await expect(alert).toHaveText(/The verification code is invalid\./);
    await expect(alert).toHaveAttribute("data-code", "10479");
    await expect(page).toHaveURL(/\/email-login$/);
  });

  test("an external login for job JOB-123 creates a candidate with an id badge and no dashboard, whose logout returns to the job login", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = freshEmail("candidate");
    await page.goto("/login/external/JOB-123");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Full name" }).fill("Jamie Candidate");
    const code = await sendCode(page, email);
    await page.getByRole("textbox", { name: "Sign-in code" }).fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await expect(page.getByTestId("candidate-id-badge")).toHaveText(/Candidate ID: DEMO-C-\d{6}/);
    await expect(page.getByRole("button", { name: "Account menu" })).toContainText("Candidate");
    await expect(page.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(page.getByRole("navigation").getByRole("link", { name: "My profile" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("jobId"))).toBe("JOB-123");
    const rows = await withDb((c) => c.query("select login_type, password_hash, privileges, candidate_unique_id from users where email = $1", [email]));
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ login_type: "job", password_hash: null, privileges: [] });

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login\/external\/JOB-123$/);
    expect(await page.evaluate(() => localStorage.getItem("jobId"))).toBeNull();
  });

  test("a new candidate who left the name empty is asked for it after the code", async ({ page }) => {
    const email = freshEmail("nameless");
    await page.goto("/login/external");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    const code = await sendCode(page, email);
    await page.getByRole("textbox", { name: "Sign-in code" }).fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const name = page.getByRole("textbox", { name: "Full name" });
    await expect(name).toBeFocused();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await name.fill("Sam Newcomer");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("display-name")).toHaveText("Sam Newcomer");
  });

  test("a public login link shows the masked address, sends it a code and signs in as a candidate; a broken link shows 10221", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = freshEmail("public");
    const userId = await createTalent(email);
    process.env.AUTH_SECRET ??= readFileSync(path.join(process.cwd(), ".data", "auth-secret"), "utf8").trim();
    const token = sealPublicId("publicLogin", "demo", userId, 3600);

    await page.goto(`/public/login/${token.slice(0, -3)}xyz`);
    await expect(page.getByTestId("public-link-broken")).toContainText("This link is broken. Please request a new one.");
    await page.goto(`/public/login/${userId}`);
    await expect(page.getByTestId("public-link-broken")).toBeVisible();

    await page.goto(`/public/login/${token}`);
    await expect(page.getByTestId("public-login-email")).toContainText(`${email.slice(0, 2)}***@example.test`);
    await expect(page.getByText(email)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const code = await sendCode(page, email);
    await page.getByRole("textbox", { name: "Sign-in code" }).fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("candidate-id-badge")).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("the e-mail code screen works in French and at 375px", async ({ page, context }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", domain: "localhost", path: "/" }]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/email-login");
    await expect(page.getByRole("button", { name: "Envoyez-moi un code" })).toBeVisible();
    await page.getByRole("button", { name: "Envoyez-moi un code" }).click();
    await expect(page.getByText("Veuillez saisir une adresse e-mail valide")).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
