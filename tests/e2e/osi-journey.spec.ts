import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { answerQuestion, insertDemoTalent, osiLinkIn, readMessages, recordSpeech, storedAnswers, type OsiMessages } from "./support/osi";
import { countMailsTo, waitForMail } from "./support/outbox";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * Issue 16's "Done means", end to end with nothing seeded but the bank's questions, a job and a
 * talent: the recruiter attaches three questions to the job and invites the talent through the
 * dialog; the candidate opens the link from the e-mail (a second run in French on a 375 px
 * phone), passes the intro, answers every question with Chromium's fake camera, reloads in the
 * middle and continues where they were, and reaches the thank-you page; a second answer to an
 * answered question is refused; the recruiter opens the responses and sees question 2's overlay
 * while its answer plays. The monthly limit then refuses the next invitation.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const osi = { en: readMessages<OsiMessages>("en", "osi"), fr: readMessages<OsiMessages>("fr", "osi") };
const invite = readMessages<{ dialog: { limit: string } }>("en", "osiInvite");

type Setup = { jobId: string; jobTitle: string; questions: string[]; talent: { id: string; email: string; name: string } };

/** A job of recruiter@demo.test, three short one-sided questions in the bank, a fresh talent. */
async function setup(label: string, texts: string[]): Promise<Setup> {
  const tag = randomBytes(3).toString("hex");
  const talent = await insertDemoTalent(label);
  return withDb(async (c) => {
    const company = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0].id;
    const recruiter = (await c.query<{ id: string }>("select id from users where company_id = $1 and lower(email) = 'recruiter@demo.test'", [company])).rows[0].id;
    const department = (await c.query<{ id: string }>("select id from departments where company_id = $1 order by name limit 1", [company])).rows[0].id;
    const jobTitle = `OSI journey ${label} ${tag}`;
    const jobId = (
      await c.query<{ id: string }>(
        `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id)
         values ($1, (select coalesce(max(jd_number), 1000) + 1 from jobs where company_id = $1), $2, $3, now() + interval '30 days', 'active', $4) returning id`,
        [company, jobTitle, department, recruiter],
      )
    ).rows[0].id;
    const questions = texts.map((t) => `${t} [${tag}]`);
    for (const q of questions) {
      await c.query("insert into osi_questions (company_id, question, response_seconds, created_by_id) values ($1, $2, 8, $3)", [company, q, recruiter]);
    }
    return { jobId, jobTitle, questions, talent };
  });
}

/** The recruiter attaches the three questions and invites the talent; returns the e-mailed link. */
async function recruiterInvites(page: Page, s: Setup): Promise<string> {
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await page.goto(`/admin/jobs/${s.jobId}`);
  const section = page.getByTestId("job-questions");
  await section.getByRole("button", { name: "Attach from the question bank" }).click();
  await section.getByRole("searchbox", { name: "Search the bank" }).fill(s.questions[0].slice(-8));
  const options = section.getByTestId("job-question-options");
  await expect(options.getByRole("listitem")).toHaveCount(3);
  for (const question of s.questions) {
    await options.getByRole("button", { name: `Attach “${question.length > 60 ? `${question.slice(0, 59)}…` : question}”` }).click();
    await expect(section.getByTestId("job-question-text").filter({ hasText: question })).toBeVisible();
  }
  await expect(section.getByTestId("job-question-text")).toHaveText(s.questions);

  await page.getByTestId("job-osi-link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${s.jobId}/osi$`));
  await expect(page.getByTestId("osi-question-count")).toHaveText("3 questions attached");
  await page.getByTestId("osi-open-invite").click();
  const dialog = page.getByTestId("osi-invite-dialog");
  await dialog.getByTestId("osi-talent-search").fill(s.talent.name);
  await dialog.getByRole("checkbox", { name: new RegExp(s.talent.name) }).check();
  await expect(dialog.getByTestId("osi-selected")).toHaveText("1 talent selected");
  const before = countMailsTo(s.talent.email);
  await dialog.getByTestId("osi-invite-submit").click();
  await expect(page.getByTestId("osi-notice")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: s.talent.name })).toContainText("Invited");
  const mail = await waitForMail(s.talent.email, before);
  expect(mail.subject).toContain(s.jobTitle);
  return `http://localhost:${PORT}${osiLinkIn(mail.text)}`;
}

/** The candidate, in a browser of their own with no account: intro, three answers, a reload after the first. */
async function candidateAnswers(browser: Browser, link: string, s: Setup, locale: "en" | "fr", width: number) {
  const context = await browser.newContext({ viewport: { width, height: 820 }, locale: locale === "fr" ? "fr-FR" : "en-US" });
  if (locale === "fr") await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${PORT}` }]);
  const page = await context.newPage();
  const m = osi[locale];
  await recordSpeech(page);
  await page.goto(link);
  await expect(page.getByTestId("osi-job")).toContainText(s.jobTitle);
  await expect(page.getByTestId("osi-count")).toContainText("3 questions");
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId("osi-begin").click();
  await page.getByLabel(m.intro.consentLabel).check();
  await page.getByRole("button", { name: m.intro.start }).click();

  await answerQuestion(page, m, s.questions[0]);
  await expect(page.getByTestId("osi-question")).toHaveText(s.questions[1], { timeout: 20_000 });
  // One attempt: a second answer to question 1 is refused (10610) and nothing more is stored.
  const token = new URL(link).pathname.split("/")[2];
  const invitationId = await withDb(async (c) => (await c.query<{ id: string }>("select id from osi_invitations where candidate_id = $1", [s.talent.id])).rows[0].id);
  const q1 = await withDb(async (c) => (await c.query<{ id: string }>("select id from osi_invitation_questions where invitation_id = $1 and position = 1", [invitationId])).rows[0].id);
  const again = await page.request.post(`/api/osi/${token}/questions/${q1}/start`, { data: { mime: "video/webm" } });
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe(10610);
  expect((await storedAnswers(invitationId)).map((r) => r.status)).toEqual(["uploaded"]);
  // The tab reloads in the middle: the link continues at question 2, question 1 is not offered again.
  await page.reload();
  await expect(page.getByTestId("osi-question")).toHaveText(s.questions[1]);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await answerQuestion(page, m, s.questions[1]);
  await answerQuestion(page, m, s.questions[2]);
  await expect(page.getByTestId("osi-thanks")).toHaveText(m.thanks.title, { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);

  // Completed: any further answer is refused as such (10612).
  const after = await page.request.post(`/api/osi/${token}/questions/${q1}/start`, { data: { mime: "video/webm" } });
  expect(after.status()).toBe(409);
  expect((await after.json()).code).toBe(10612);
  const rows = await storedAnswers(invitationId);
  expect(rows.map((r) => r.status)).toEqual(["uploaded", "uploaded", "uploaded"]);
  await context.close();
  return invitationId;
}

test.describe("one-sided interview, the whole journey", () => {
  test("recruiter invites, the candidate answers from the e-mailed link with a reload, the recruiter watches question 2", async ({ page, browser }) => {
    test.setTimeout(300_000);
    const s = await setup("journey", ["Describe a system you designed.", "How do you review a pull request?", "Why do you want this job?"]);
    const link = await recruiterInvites(page, s);
    const invitationId = await candidateAnswers(browser, link, s, "en", 1024);

    // The recruiter sees the completed invitation and opens its responses.
    await page.goto(`/admin/jobs/${s.jobId}/osi`);
    const row = page.getByRole("row").filter({ hasText: s.talent.name });
    await expect(row).toContainText("Completed");
    await expect(row).toContainText("3 / 3");
    await row.getByRole("link", { name: `Responses of ${s.talent.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${s.jobId}/osi/${invitationId}$`));
    await expectQuestionTwoOverlay(page, s.questions[1]);
  });

  test("in French on a 375 px phone; then the monthly limit refuses the next invitation", async ({ page, browser }) => {
    test.setTimeout(300_000);
    const s = await setup("fr", ["Parlez-nous de vous.", "Comment relisez-vous du code ?", "Pourquoi ce poste ?"]);
    const link = await recruiterInvites(page, s);
    await candidateAnswers(browser, link, s, "fr", 375);

    // The month's allowance is what the company has used: the next invitation is refused.
    const other = await insertDemoTalent("limit");
    await withDb(async (c) => {
      const company = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0].id;
      const used = (await c.query<{ n: number }>("select count(*)::int as n from osi_invitations where company_id = $1 and created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'", [company])).rows[0].n;
      await c.query(
        `insert into company_limits (company_id, one_sided_interviews_per_month) values ($1, $2)
         on conflict (company_id) do update set one_sided_interviews_per_month = excluded.one_sided_interviews_per_month`,
        [company, used],
      );
    });
    try {
      await page.goto(`/admin/jobs/${s.jobId}/osi`);
      await page.getByTestId("osi-open-invite").click();
      const dialog = page.getByTestId("osi-invite-dialog");
      await dialog.getByTestId("osi-talent-search").fill(other.name);
      await dialog.getByRole("checkbox", { name: new RegExp(other.name) }).check();
      await dialog.getByTestId("osi-invite-submit").click();
      await expect(dialog.getByTestId("osi-invite-error")).toContainText(invite.dialog.limit);
      expect(countMailsTo(other.email)).toBe(0);
      const invited = await withDb(async (c) => (await c.query("select 1 from osi_invitations where candidate_id = $1", [other.id])).rowCount);
      expect(invited).toBe(0);
    } finally {
      await withDb((c) => c.query("update company_limits set one_sided_interviews_per_month = null where company_id = (select id from companies where slug = 'demo')"));
    }
  });
});

/** The responses play as one video; jumping to question 2 shows its overlay while its answer plays. */
async function expectQuestionTwoOverlay(page: Page, question2: string) {
  await page.getByRole("button", { name: /question 2/i }).first().click();
  const overlay = page.getByTestId("osi-overlay");
  await expect(overlay).toContainText(question2);
  const video = page.locator("video").first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2), { timeout: 15_000 }).toBe(true);
  await expect(overlay).toContainText(question2);
  await expectNoSeriousA11yViolations(page);
}
