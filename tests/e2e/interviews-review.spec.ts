import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { forgetSession, signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";

/**
 * Interview reviews (issue 13, decision D47): after the interview's time, the demo collaborator
 * reviews the talent with the keyboard only; the recruiter had already reviewed, so the panel is
 * complete, the collaborator then sees the recruiter's review, and compare shows the panel's
 * rating. The form in French on a 375 px phone, and at 600 and 1024 px, passes axe.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;

type Seeded = { entryId: string; talentId: string; talentName: string };

/** A job the collaborator works on, a talent on its interview list, an interview that ended an hour ago with the collaborator and the recruiter as interviewers; the recruiter's review already in. */
async function seedPastInterview(): Promise<Seeded> {
  const tag = randomBytes(3).toString("hex");
  return withDb(async (c) => {
    const company = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0]!.id;
    const person = async (email: string) => (await c.query<{ id: string }>("select id from users where company_id = $1 and lower(email) = $2", [company, email])).rows[0]!.id;
    const recruiter = await person("recruiter@demo.test");
    const collaborator = await person("collaborator@demo.test");
    const department = (await c.query<{ id: string }>("select id from departments where company_id = $1 order by name limit 1", [company])).rows[0]!.id;
    const job = (
      await c.query<{ id: string }>(
        `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id)
         values ($1, (select coalesce(max(jd_number), 1000) + 1 from jobs where company_id = $1), $2, $3, now() + interval '30 days', 'active', $4) returning id`,
        [company, `Review Engineer ${tag}`, department, recruiter],
      )
    ).rows[0]!.id;
    await c.query("insert into job_collaborators (job_id, user_id) values ($1, $2)", [job, collaborator]);
    const talentName = `Reviewed Talent ${tag}`;
    const talentId = (
      await c.query<{ id: string }>(
        `insert into users (company_id, email, full_name, role, candidate_unique_id, invitation_accepted_at) values ($1, $2, $3, 'talent', $4, now()) returning id`,
        [company, `review-${tag}@demo.test`, talentName, `REV-${tag}`],
      )
    ).rows[0]!.id;
    await c.query(`insert into talent_profiles (user_id, company_id, designation, domains, availability) values ($1, $2, 'Backend Engineer', '{SaaS}', 'IMMEDIATELY')`, [talentId, company]);
    const entryId = (
      await c.query<{ id: string }>(
        `insert into interview_candidates (company_id, job_id, candidate_id, status, added_by_id) values ($1, $2, $3, 'interviewScheduled', $4) returning id`,
        [company, job, talentId, recruiter],
      )
    ).rows[0]!.id;
    const interview = (
      await c.query<{ id: string }>(
        `insert into interviews (company_id, job_id, candidate_id, pipeline_id, round, starts_at, ends_at) values ($1, $2, $3, $4, 1, now() - interval '2 hours', now() - interval '1 hour') returning id`,
        [company, job, talentId, entryId],
      )
    ).rows[0]!.id;
    await c.query("insert into interview_participants (interview_id, user_id) values ($1, $2), ($1, $3)", [interview, collaborator, recruiter]);
    await c.query(
      `insert into reviews (company_id, job_id, candidate_id, reviewer_id, interview_id, recommendation, comments, criteria, final_rating, personal_note)
       values ($1, $2, $3, $4, $5, 'Recommend', 'Recruiter: strong on APIs.', '[{"name":"Technical","score":8}]', 4.0, 'private')`,
      [company, job, talentId, recruiter, interview],
    );
    return { entryId, talentId, talentName };
  });
}

async function expectFocused(page: Page, name: string | RegExp) {
  await expect(page.locator(":focus")).toHaveAccessibleName(name);
}

async function expectNoHorizontalScroll(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("a collaborator reviews a past interview with the keyboard, sees the other review, and compare shows the panel's rating", async ({ page }) => {
  const s = await seedPastInterview();
  await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin", origin: ORIGIN });
  await page.goto(`${ORIGIN}/admin/interviews/${s.entryId}/review`);
  await expect(page.getByRole("heading", { level: 1, name: "Review the interview" })).toBeVisible();
  await expect(page.getByTestId("review-subject")).toContainText(s.talentName);
  await expect(page.getByTestId("review-others")).toContainText("appear here once you have submitted yours");
  await expectNoSeriousA11yViolations(page);

  // Submitting the empty form shows the spec's messages and moves focus to the first one.
  await page.getByRole("button", { name: "Submit review" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please select a recommendation option")).toBeVisible();
  await expect(page.getByText("Please enter review comment")).toBeVisible();
  await expect(page.getByText("Personal note and comments are required")).toBeVisible();

  // Keyboard only from here: the radio group, then Tab through the fields.
  await page.getByRole("radio", { name: "Hold" }).focus();
  await page.keyboard.press("ArrowLeft"); // → Not Recommend
  await page.keyboard.press("ArrowLeft"); // → Recommend
  await expect(page.getByRole("radio", { name: "Recommend", exact: true })).toBeChecked();
  await page.keyboard.press("Tab");
  await expectFocused(page, /^Comments/);
  await page.keyboard.type("Clear reasoning about trade-offs.");
  await page.keyboard.press("Tab");
  await expectFocused(page, /^Criterion 1/);
  await page.keyboard.type("Communication");
  await page.keyboard.press("Tab");
  await expectFocused(page, /^Score of criterion 1/);
  await page.keyboard.type("8");
  await expect(page.getByTestId("live-rating")).toHaveText("4.0 / 5");
  await page.keyboard.press("Tab"); // the only row cannot be removed: straight to Add criterion
  await expectFocused(page, "Add criterion");
  await page.keyboard.press("Enter");
  await expectFocused(page, /^Criterion 2/);
  await page.keyboard.type(" communication ");
  await page.keyboard.press("Tab");
  await page.keyboard.type("9");
  await expect(page.getByTestId("live-rating")).toHaveText("4.3 / 5");
  await page.getByLabel(/^Personal note/).focus();
  await page.keyboard.type("Ask about on-call next round.");
  await page.keyboard.press("Tab");
  await expectFocused(page, "Submit review");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Duplicate criteria not allowed").first()).toBeVisible();

  // Rename the duplicate and submit again.
  await page.getByLabel(/^Criterion 2/).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Technical");
  await page.getByRole("button", { name: "Submit review" }).focus();
  await page.keyboard.press("Enter");

  // Both interviewers have reviewed: the panel is complete, the form gives way to the review, the other review shows.
  await expect(page.getByTestId("review-mine")).toContainText("Clear reasoning about trade-offs.");
  await expect(page.getByTestId("review-mine")).toContainText("4.3 / 5");
  await expect(page.getByTestId("review-others")).toContainText("Recruiter: strong on APIs.");
  await expect(page.getByTestId("review-others")).not.toContainText("private");
  await expectNoSeriousA11yViolations(page);

  const status = await withDb(async (c) => (await c.query<{ status: string }>("select status from interview_candidates where id = $1", [s.entryId])).rows[0]!.status);
  expect(status).toBe("reviewCompleted");

  // Compare: the average of the two final ratings (4.3 and 4.0 → 4.2) and the shared recommendation.
  await page.goto(`${ORIGIN}/admin/talent/compare?ids=${s.talentId}`);
  await expect(page.getByTestId("row-finalRating")).toContainText("4.2 / 5");
  await expect(page.getByRole("table")).toContainText("Recommend");
});

test("the review form in French on a 375 px phone, and at 600 and 1024 px, without horizontal scrolling", async ({ page, context }) => {
  const s = await seedPastInterview();
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin", origin: ORIGIN });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: ORIGIN }]);
  await page.goto(`${ORIGIN}/admin/interviews/${s.entryId}/review`);
  await expect(page.getByRole("heading", { level: 1, name: "Évaluer l'entretien" })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await page.getByRole("button", { name: "Envoyer l'évaluation" }).click();
  await expect(page.getByText("Veuillez choisir une recommandation")).toBeVisible();
  await expect(page.getByText("Veuillez saisir un commentaire d'évaluation")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("radio", { name: "Recommander", exact: true }).check();
  await page.getByLabel(/^Commentaires/).fill("Très bon entretien.");
  await page.getByLabel(/^Critère 1/).fill("Technique");
  await page.getByLabel(/^Note du critère 1/).fill("7");
  await expect(page.getByTestId("live-rating")).toHaveText("3.5 / 5");
  await expectNoHorizontalScroll(page, 375);
  for (const width of [600, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page, width);
  }
  await expectNoSeriousA11yViolations(page);
});

test("someone not on the interview is told they cannot review it; an interviewer taken off the job gets the permission page", async ({ page }) => {
  const s = await seedPastInterview();
  // The recruiter admin holds a company-wide view of the job but did not interview.
  await signIn(page, "recruiteradmin@demo.test", "RecAdmin#2026", { portal: "admin", origin: ORIGIN });
  await page.goto(`${ORIGIN}/admin/interviews/${s.entryId}/review`);
  await expect(page.getByTestId("review-not-interviewer")).toContainText("Only the interview's interviewers can review it.");
  await expect(page.getByTestId("review-form")).toHaveCount(0);

  await forgetSession(page);
  await withDb((c) => c.query("delete from job_collaborators where job_id = (select job_id from interview_candidates where id = $1)", [s.entryId]));
  await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin", origin: ORIGIN });
  await page.goto(`${ORIGIN}/admin/interviews/${s.entryId}/review`);
  await expect(page.getByTestId("permission-required")).toBeVisible();
  await expect(page.getByTestId("review-form")).toHaveCount(0);
});
