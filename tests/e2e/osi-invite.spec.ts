import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { countMailsTo, waitForMail } from "./support/outbox";

/**
 * The recruiter's one-sided interview invitations through the real server and Chromium: the job's
 * OSI page, the Invite talents dialog, the e-mail with its /osi/ link in the outbox, axe at 375
 * and 1024 px in English and French, and the monthly limit refusing the next invitation.
 */
const TALENT = "talent@demo.test";

async function axeAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
  }
}

const byEmail = (email: string) => new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");

test("a recruiter invites a talent to a job's one-sided interview; the monthly limit refuses the next", async ({ page }) => {
  const { jobId, companyId } = await withDb(async (c) => {
    const r = await c.query<{ id: string; company_id: string }>(
      "select j.id, j.company_id from jobs j join companies co on co.id = j.company_id where co.slug = 'demo' and exists (select 1 from job_osi_questions q where q.job_id = j.id) order by j.jd_number limit 1",
    );
    const job = r.rows[0];
    await c.query("delete from osi_invitations where job_id = $1", [job.id]);
    await c.query("delete from company_limits where company_id = $1", [job.company_id]);
    return { jobId: job.id, companyId: job.company_id };
  });
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await page.goto(`/admin/jobs/${jobId}`);
  await page.getByRole("link", { name: "One-sided interviews" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${jobId}/osi$`));
  await expect(page.getByRole("heading", { level: 2, name: "One-sided interviews" })).toBeVisible();

  // ── The dialog by keyboard: search, pick, send ──
  const before = countMailsTo(TALENT);
  await page.getByTestId("osi-open-invite").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("osi-invite-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("osi-invite-submit").click();
  await expect(dialog.getByTestId("osi-invite-error")).toContainText("Please select at least one talent to invite.");
  await dialog.getByTestId("osi-talent-search").fill(TALENT);
  // By name, never "the first option": the list before the search answers holds other talents.
  await dialog.getByRole("checkbox", { name: byEmail(TALENT) }).check();
  await expect(dialog.getByTestId("osi-selected")).toHaveText("1 talent selected");
  await axeAt(page, [375, 1024]);
  await dialog.getByTestId("osi-invite-submit").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("osi-notice")).toContainText("1 invitation sent.");
  const row = page.getByTestId("osi-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("osi-status")).toHaveText("Invited");
  const mail = await waitForMail(TALENT, before);
  expect(mail.text).toMatch(/https?:\/\/[^\s]+\/osi\/[A-Za-z0-9._~-]+/);
  await axeAt(page, [375, 1024]);

  // ── Block and unblock ──
  await row.getByTestId("osi-block").click();
  await expect(row.getByTestId("osi-status")).toHaveText("Blocked");
  await row.getByTestId("osi-unblock").click();
  await expect(row.getByTestId("osi-status")).toHaveText("Unblocked");

  // ── French ──
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Entretiens en différé" })).toBeVisible();
  await axeAt(page, [375, 1024]);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: new URL(page.url()).origin }]);

  // ── Monthly limit: exactly at it, the next invitation is refused with the plan's message ──
  const other = await withDb(async (c) => {
    await c.query(
      "insert into company_limits (company_id, one_sided_interviews_per_month) values ($1, (select count(*) from osi_invitations where company_id = $1 and created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc')) on conflict (company_id) do update set one_sided_interviews_per_month = excluded.one_sided_interviews_per_month",
      [companyId],
    );
    const r = await c.query<{ email: string }>("select email from users where company_id = $1 and role = 'talent' and state = 'active' and email <> $2 order by email limit 1", [companyId, TALENT]);
    return r.rows[0].email;
  });
  const otherBefore = countMailsTo(other);
  try {
    await page.reload();
    await page.getByTestId("osi-open-invite").click();
    await dialog.getByTestId("osi-talent-search").fill(other);
    await dialog.getByRole("checkbox", { name: byEmail(other) }).check();
    await dialog.getByTestId("osi-invite-submit").click();
    await expect(dialog.getByTestId("osi-invite-error")).toContainText("This month's allowance of one-sided interviews has been used up.");
    expect(countMailsTo(other)).toBe(otherBefore);
  } finally {
    await withDb((c) => c.query("delete from company_limits where company_id = $1", [companyId]));
  }
});
