import { expect, type Page } from "@playwright/test";

/** Signs in through the real login form of the given portal and waits to leave the login page. */
export async function signIn(page: Page, email: string, password: string, opts: { portal?: "talent" | "admin" | "cloud"; origin?: string } = {}): Promise<void> {
  const origin = opts.origin ?? "";
  const path = opts.portal === "admin" ? "/admin/login" : opts.portal === "cloud" ? "/admin/login?section=cloud" : "/login";
  await page.goto(origin + path);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Forgets the browser's session. The page is left first: a request still in flight from it (a
 * prefetch, a poll) would otherwise come back with Auth.js's refreshed session cookie after the
 * cookies were cleared, and the next login page would find the old user signed in.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto("about:blank");
  await page.context().clearCookies();
}
