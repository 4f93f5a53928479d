import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * The interview pipeline (issue 13, decision D43): the demo recruiter moves a shortlisted talent
 * onto the job's interview list, sees it on the job's board, moves a reviewed card by keyboard,
 * and reads the timeline on the interview detail; a collaborator who is not on the job gets the
 * permission-required page; the screens pass axe and fit a 375 px phone in French.
 */
type World = { jobId: string; title: string; newTalent: { id: string; name: string }; reviewed: { entryId: string; name: string } };

async function seed(): Promise<World> {
  const tag = randomBytes(3).toString("hex");
  return withDb(async (c) => {
    const company = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0].id;
    const person = async (email: string) => (await c.query<{ id: string }>("select id from users where company_id = $1 and lower(email) = $2", [company, email])).rows[0].id;
    const recruiter = await person("recruiter@demo.test");
    const department = (await c.query<{ id: string }>("select id from departments where company_id = $1 order by name limit 1", [company])).rows[0].id;
    const title = `Pipeline Engineer ${tag}`;
    const job = (
      await c.query<{ id: string }>(
        `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id)
         values ($1, (select coalesce(max(jd_number), 1000) + 1 from jobs where company_id = $1), $2, $3, now() + interval '30 days', 'active', $4) returning id`,
        [company, title, department, recruiter],
      )
    ).rows[0];
    const talent = async (label: string) => {
      const name = `${label} ${tag}`;
      const id = (
        await c.query<{ id: string }>(
          `insert into users (company_id, email, full_name, role, candidate_unique_id, invitation_accepted_at) values ($1, $2, $3, 'talent', $4, now()) returning id`,
          [company, `pipe-${label.toLowerCase()}-${tag}@demo.test`, name, `PIPE-${label}-${tag}`],
        )
      ).rows[0].id;
      await c.query("insert into job_shortlists (job_id, candidate_id, company_id, status, by_user_id) values ($1, $2, $3, 'shortListed', $4)", [job.id, id, company, recruiter]);
      return { id, name };
    };
    const newTalent = await talent("Nova");
    const rev = await talent("Remy");
    const entry = (
      await c.query<{ id: string }>(
        "insert into interview_candidates (company_id, job_id, candidate_id, status, round, version, added_by_id) values ($1, $2, $3, 'reviewCompleted', 1, 1, $4) returning id",
        [company, job.id, rev.id, recruiter],
      )
    ).rows[0];
    await c.query(
      `insert into interview_stage_events (company_id, pipeline_id, round, from_status, to_status, transition, actor_id, at) values
       ($1, $2, 1, null, 'screening', 'moveToInterviewList', $3, now() - interval '3 days'),
       ($1, $2, 1, 'interviewCompleted', 'reviewCompleted', 'completeReview', null, now() - interval '1 day')`,
      [company, entry.id, recruiter],
    );
    return { jobId: job.id, title, newTalent, reviewed: { entryId: entry.id, name: rev.name } };
  });
}

test("a recruiter moves a shortlisted talent to the interview list, moves a card on the board by keyboard and reads the timeline", async ({ page }) => {
  test.setTimeout(180_000);
  const w = await seed();
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });

  // From the job's detail, the Board link.
  await page.goto(`/admin/jobs/${w.jobId}`);
  await page.getByTestId("job-board-link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${w.jobId}/board$`));
  await expect(page.getByTestId("board-title")).toContainText(w.title);

  // Move the shortlisted talent onto the interview list.
  const add = page.getByTestId("add-from-shortlist");
  await add.getByRole("checkbox", { name: w.newTalent.name }).check();
  await add.getByTestId("add-from-shortlist-submit").click();
  await expect(page.getByTestId("add-from-shortlist-message")).toContainText("1 talent moved to the interview list.");
  const screening = page.locator('[data-testid="board-column"][data-status="screening"]');
  await expect(screening.getByTestId("board-card").filter({ hasText: w.newTalent.name })).toBeVisible();
  await expect(add.getByRole("checkbox", { name: w.newTalent.name })).toHaveCount(0);

  // Move the reviewed card to SHORT LISTED with the keyboard only.
  const card = page.locator(`[data-entry-id="${w.reviewed.entryId}"]`);
  await expect(page.locator('[data-testid="board-column"][data-status="reviewCompleted"]').locator(`[data-entry-id="${w.reviewed.entryId}"]`)).toBeVisible();
  const moveButton = card.getByTestId("board-move-button");
  await expect(moveButton).toContainText("Move to…");
  await moveButton.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: `Move ${w.reviewed.name} to another column` });
  await expect(menu.getByRole("menuitem")).toHaveText(["INTERVIEW PENDING", "SHORT LISTED", "STAND BY", "RECOMMENDED"]);
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "SHORT LISTED" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("board-status")).toContainText(`${w.reviewed.name} moved to SHORT LISTED.`);
  await expect(page.locator('[data-testid="board-column"][data-status="shortListed"]').locator(`[data-entry-id="${w.reviewed.entryId}"]`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A stale move (someone else moved the card meanwhile) answers 10573 and refreshes the board.
  await withDb((c) => c.query("update interview_candidates set version = version + 1 where id = $1", [w.reviewed.entryId]));
  await card.getByTestId("board-move-button").click();
  await page.getByRole("menuitem", { name: "RECOMMENDED" }).click();
  await expect(page.getByTestId("board-status")).toContainText("moved by someone else");
  await expect(page.locator('[data-testid="board-column"][data-status="shortListed"]').locator(`[data-entry-id="${w.reviewed.entryId}"]`)).toBeVisible();

  // The detail: label, round, and the timeline of every change with who made it.
  await card.getByTestId("board-card-open").click();
  await expect(page).toHaveURL(new RegExp(`/admin/interviews/${w.reviewed.entryId}$`));
  await expect(page.getByTestId("entry-label")).toHaveText("SHORT LISTED");
  await expect(page.getByTestId("entry-job")).toContainText(w.title);
  const events = page.getByTestId("timeline-event");
  await expect(events).toHaveCount(3);
  await expect(events.nth(2)).toContainText("Short listed");
  await expect(events.nth(2)).toContainText("REVIEW COMPLETED → SHORT LISTED");
  await expect(events.nth(2)).toContainText("by Jordan Patel");
  await expectNoSeriousA11yViolations(page);

  // An action with the shared confirm dialog: recommend to hire.
  await page.getByTestId("entry-action-recommend").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Recommend to hire for ${w.reviewed.name}`);
  await dialog.getByRole("button", { name: "Recommend to hire" }).click();
  await expect(page.getByTestId("entry-label")).toHaveText("RECOMMENDED");
  await expect(events).toHaveCount(4);

  // The admin interview list shows both, filterable by status.
  await page.goto(`/admin/interviews?jobId=${w.jobId}`);
  await expect(page.getByTestId("interview-row")).toHaveCount(2);
  await expect(page.getByTestId("interview-row").first()).toContainText(w.newTalent.name);
  await page.getByLabel("Status").selectOption("recommended");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByTestId("interview-row")).toHaveCount(1);
  await expect(page.getByTestId("interview-row")).toContainText(w.reviewed.name);
  await expectNoSeriousA11yViolations(page);
});

test("a collaborator who is not on the job gets the permission-required page on its board and interview detail", async ({ page }) => {
  const w = await seed();
  await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin" });
  await page.goto(`/admin/jobs/${w.jobId}/board`);
  await expect(page.getByTestId("permission-required")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Permission required" })).toBeVisible();
  await expect(page.getByTestId("pipeline-board")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/admin/interviews/${w.reviewed.entryId}`);
  await expect(page.getByTestId("permission-required")).toBeVisible();
  await expect(page.getByTestId("entry-timeline")).toHaveCount(0);
  // Nor does the list show the job's entries.
  await page.goto(`/admin/interviews?jobId=${w.jobId}`);
  await expect(page.getByTestId("interview-row")).toHaveCount(0);
});

test("on a 375 px phone in French the board and the interview detail fit and pass axe", async ({ page, context }) => {
  test.setTimeout(120_000);
  const w = await seed();
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: new URL(page.url()).origin }]);
  await page.goto(`/admin/jobs/${w.jobId}/board`);
  await expect(page.getByTestId("board-title")).toContainText("Tableau du processus");
  const moveButton = page.locator(`[data-entry-id="${w.reviewed.entryId}"]`).getByTestId("board-move-button");
  await expect(moveButton).toContainText("Déplacer vers…");
  await moveButton.scrollIntoViewIfNeeded();
  await expect(moveButton).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/admin/interviews/${w.reviewed.entryId}`);
  await expect(page.getByTestId("entry-label")).toHaveText("ÉVALUATION TERMINÉE");
  await expect(page.getByTestId("timeline-event").first()).toContainText("Ajouté à la liste d’entretiens");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto("/admin/interviews");
  await expect(page.getByRole("button", { name: "Appliquer les filtres" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
