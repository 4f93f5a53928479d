import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { hashPassword } from "@/lib/auth/password";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { countMailsTo, waitForMail } from "./support/outbox";
import { expectNoSidewaysScroll } from "./support/layout";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const RESET_LINK = /https?:\/\/[^\s/]+\/forgot-password\/reset-password\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/;

/**
 * An account of the demo tenant made straight in the e2e database, so that changing its password
 * leaves the shared demo accounts (which other specs sign in with) alone.
 */
async function createUser(opts: { role?: "talent" | "recruiter"; password: string; isSecurePassword?: boolean }): Promise<{ email: string; password: string }> {
  const role = opts.role ?? "talent";
  const email = `reset-${role}-${randomUUID().slice(0, 8)}@example.test`;
  const passwordHash = await hashPassword(opts.password);
  await withDb((c) =>
    c.query(
      `insert into users (company_id, email, full_name, role, password_hash, is_secure_password, privileges, candidate_unique_id)
       select id, $1, 'Sam Reset', $2, $3, $4, $5::text[], $6 from companies where slug = 'demo'`,
      [email, role, passwordHash, opts.isSecurePassword ?? true, role === "talent" ? ["VIEW_TALENT_DASHBOARD_SECTION.E"] : [], role === "talent" ? `DEMO-R-${randomUUID().slice(0, 8)}` : null],
    ),
  );
  return { email, password: opts.password };
}

/** Fills the forgot-password form and returns the link from the message it sends. */
async function requestLink(page: Page, email: string, labels: { email: string; submit: string; sent: RegExp }): Promise<{ link: string; subject: string }> {
  const before = countMailsTo(email);
  await page.getByRole("textbox", { name: labels.email }).fill(email);
  await page.getByRole("button", { name: labels.submit }).click();
  await expect(page.getByTestId("forgot-password-sent")).toContainText(labels.sent);
  const mail = await waitForMail(email, before);
  const link = RESET_LINK.exec(mail.text)?.[0];
  expect(link, "a reset link in the message").toBeTruthy();
  return { link: link!, subject: mail.subject };
}

test.describe("password recovery", () => {
  test("a talent resets a forgotten password through the e-mailed link and signs in with it; the link then reads as used", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const user = await createUser({ password: "Old#Pass2026" });

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The spec's message for a bad address, with the browser's own validation off.
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please enter valid Email Id")).toBeVisible();

    const { link, subject } = await requestLink(page, user.email, { email: "Email", submit: "Send reset link", sent: /If an account exists for/ });
    expect(subject).toBe("Reset your Demo Talent Co. password");
    expect(link.startsWith(`http://localhost:${PORT}/`)).toBe(true);

    await page.goto(link);
    await expect(page.getByText(`Account: ${user.email}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/^New password/).fill("weak");
    await page.getByLabel(/^Confirm password/).fill("weak2");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Enter a valid password")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel(/^New password/).fill("New#Pass2026");
    await page.getByLabel(/^Confirm password/).fill("New#Pass2026");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByTestId("reset-password-done")).toContainText("Your password has been reset");
    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The old password is gone, the new one works.
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(user.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByTestId("login-error")).toBeVisible();
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("New#Pass2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(link);
    await expect(page.getByTestId("reset-link-problem")).toContainText("This link has already been used. Please request a new one.");
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("the same flow works in French on a phone-sized screen", async ({ page, context }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${PORT}` }]);
    await page.setViewportSize({ width: 375, height: 740 });
    const user = await createUser({ password: "Ancien#2026" });

    await page.goto("/forgot-password");
    await expect(page.getByRole("heading", { name: "Mot de passe oublié" })).toBeVisible();
    const { link, subject } = await requestLink(page, user.email, { email: "E-mail", submit: "Envoyer le lien", sent: /Si un compte existe pour/ });
    expect(subject).toBe("Réinitialisez votre mot de passe Demo Talent Co.");
    // Nothing wider than the screen.
    await expectNoSidewaysScroll(page);

    await page.goto(link);
    await page.getByLabel(/^Nouveau mot de passe/).fill("Nouveau#2026");
    await page.getByLabel(/^Confirmer le mot de passe/).fill("Nouveau#2026");
    await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
    await expect(page.getByTestId("reset-password-done")).toContainText("Votre mot de passe a été réinitialisé");
    await expectNoSidewaysScroll(page);

    await page.goto(link);
    await expect(page.getByTestId("reset-link-problem")).toContainText("Ce lien a déjà été utilisé. Veuillez en demander un nouveau.");
  });

  test("a broken link shows the 10221 text", async ({ page }) => {
    await page.goto(`/forgot-password/reset-password/${randomUUID()}.not-a-real-secret`);
    await expect(page.getByTestId("reset-link-problem")).toContainText("This link is broken. Please request a new one.");
    await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  });

  test("a recruiter resets through the admin portal's forgot-password section and is sent to the admin sign in", async ({ page }) => {
    const user = await createUser({ role: "recruiter", password: "oldpass" });
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?section=forgotPassword$/);
    const { link } = await requestLink(page, user.email, { email: "Email", submit: "Send reset link", sent: /If an account exists for/ });
    await page.goto(link);
    await expect(page.getByText("At least 6 characters.")).toBeVisible();
    await page.getByLabel(/^New password/).fill("simple1");
    await page.getByLabel(/^Confirm password/).fill("simple1");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(user.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("simple1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe("temporary passwords", () => {
  test("a user with a temporary password is held at /login/reset-password until they choose a new one, then lands home", async ({ page }) => {
    const user = await createUser({ password: "Temp#2026", isSecurePassword: false });
    await page.goto("/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(user.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/login\/reset-password$/);
    await expect(page.getByText("Your current password is temporary.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Every other page, and the login page itself, lead back here (no loop, no way around).
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\/reset-password$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/login\/reset-password$/);

    await page.getByLabel(/^New password/).fill(user.password);
    await page.getByLabel(/^Confirm password/).fill(user.password);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByTestId("reset-password-error")).toContainText("Your new password must be different from your current password.");

    await page.getByLabel(/^New password/).fill("Chosen#2026");
    await page.getByLabel(/^Confirm password/).fill("Chosen#2026");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto("/login/reset-password");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
