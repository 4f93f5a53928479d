import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * Booking (issue 13): the demo recruiter schedules two talents of a fresh job with the demo
 * collaborator through the "Schedule" dialog (Sunday-first date picker, slot preview); talent A
 * books a time in Chromium; talent B, whose page still offers that time, tries it in a second
 * browser context and reads the 10598 text. Keyboard, axe and the 375/600/1024 px layouts too.
 */
type World = { jobId: string; collaboratorName: string; bEmail: string };

const TALENT_PASSWORD = "Talent#2026";

async function seed(): Promise<World> {
  const tag = randomBytes(3).toString("hex");
  return withDb(async (c) => {
    const company = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0].id;
    const person = async (email: string) => (await c.query<{ id: string; full_name: string; password_hash: string; privileges: string[] }>("select id, full_name, password_hash, privileges from users where company_id = $1 and lower(email) = $2", [company, email])).rows[0];
    const recruiter = await person("recruiter@demo.test");
    const collaborator = await person("collaborator@demo.test");
    const talentA = await person("talent@demo.test");
    const department = (await c.query<{ id: string }>("select id from departments where company_id = $1 order by name limit 1", [company])).rows[0].id;
    const job = (
      await c.query<{ id: string }>(
        `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id)
         values ($1, (select coalesce(max(jd_number), 1000) + 1 from jobs where company_id = $1), $2, $3, now() + interval '30 days', 'active', $4) returning id`,
        [company, `Booking E2E ${tag}`, department, recruiter.id],
      )
    ).rows[0];
    await c.query("insert into job_collaborators (job_id, user_id) values ($1, $2)", [job.id, collaborator.id]);
    // Talent B signs in with the demo talent's password (its hash copied) and the same privileges.
    const bEmail = `booker-${tag}@demo.test`;
    const b = (
      await c.query<{ id: string }>(
        `insert into users (company_id, email, full_name, role, password_hash, privileges, candidate_unique_id, invitation_accepted_at)
         values ($1, $2, $3, 'talent', $4, $5, $6, now()) returning id`,
        [company, bEmail, `Booker ${tag}`, talentA.password_hash, talentA.privileges, `E2E-${tag}`],
      )
    ).rows[0];
    for (const id of [talentA.id, b.id]) await c.query("insert into interview_candidates (company_id, job_id, candidate_id, status) values ($1, $2, $3, 'screening')", [company, job.id, id]);
    return { jobId: job.id, collaboratorName: collaborator.full_name, bEmail };
  });
}

function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function talentPage(browser: Browser, email: string, jobId: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, TALENT_PASSWORD);
  await page.goto(`/interview/${jobId}/schedule`);
  await expect(page.getByRole("heading", { name: "Schedule your interview" })).toBeVisible();
  return page;
}

test("the recruiter schedules two talents with a collaborator; A books a time; B, trying the same time, reads 10598", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const w = await seed();

  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await page.goto(`/admin/jobs/${w.jobId}/interviews`);
  await expect(page.getByRole("heading", { name: "Interview candidates" })).toBeVisible();
  await expect(page.getByTestId("interview-row")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  // Keyboard: select every row with the header checkbox, then open the dialog.
  await page.getByRole("checkbox", { name: "Select every candidate on this page" }).focus();
  await page.keyboard.press("Space");
  await page.getByTestId("open-schedule").click();
  const dialog = page.getByTestId("schedule-dialog");
  await expect(dialog.getByText("2 candidates selected")).toBeVisible();
  await dialog.getByRole("checkbox", { name: new RegExp(w.collaboratorName) }).check();
  await dialog.getByLabel("Duration").selectOption("60");
  // The picker's weeks start on Sunday.
  await expect(dialog.locator("thead th").first()).toHaveAttribute("abbr", "Sunday");
  await dialog.locator(`button[data-date="${dayFromNow(8)}"]`).click();
  await expect(dialog.getByTestId("slot-preview")).toContainText(/slots? will be offered to every selected candidate/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByTestId("list-notice")).toContainText("2 invitations sent");
  await expect(page.getByTestId("row-status").first()).toHaveText("INVITATION SENT");

  // Both talents open their page before anyone books.
  const a = await talentPage(browser, "talent@demo.test", w.jobId);
  const b = await talentPage(browser, w.bEmail, w.jobId);
  const first = a.locator("[data-slot-start]").first();
  const start = await first.getAttribute("data-slot-start");
  expect(start).toBeTruthy();
  await expectNoSeriousA11yViolations(a);
  // A books with the keyboard.
  await first.focus();
  await a.keyboard.press("Enter");
  await a.getByRole("alertdialog").getByRole("button", { name: "Book this time" }).click();
  await expect(a.getByTestId("schedule-notice")).toContainText("Your interview is booked for");
  await expect(a.getByTestId("booked-when")).toBeVisible();
  await expect(a.getByRole("button", { name: "Request reschedule" })).toBeVisible();

  // B's page still shows that time: booking it is refused by the database (10598).
  await b.locator(`[data-slot-start="${start}"]`).click();
  await b.getByRole("alertdialog").getByRole("button", { name: "Book this time" }).click();
  await expect(b.getByTestId("schedule-notice")).toContainText("Someone else booked this time a moment ago");
  await expect(b.locator(`[data-slot-start="${start}"]`)).toHaveCount(0);

  // B asks for another slot instead; the recruiter's list shows NEW SLOT REQUESTED.
  await b.getByRole("button", { name: "Request another slot" }).click();
  await b.getByLabel("Note for the recruiter (optional)").fill("Evenings suit me better.");
  await b.getByRole("button", { name: "Send request" }).click();
  await expect(b.getByTestId("schedule-notice")).toContainText("Your request for another slot was sent");
  await page.reload();
  await expect(page.getByText("NEW SLOT REQUESTED")).toBeVisible();
  await expect(page.getByText("Evenings suit me better.")).toBeVisible();

  for (const width of [375, 600, 1024]) {
    await b.setViewportSize({ width, height: 800 });
    await b.reload();
    await expect(b.getByRole("heading", { name: "Available times" })).toBeVisible();
    await expectNoSidewaysScroll(b, `no horizontal scroll at ${width}px`);
    await expectNoSeriousA11yViolations(b);
  }
  await a.context().close();
  await b.context().close();
});

test("a recruiter not on the job gets the not-associated page, and the schedule page speaks French", async ({ page, browser }) => {
  const w = await seed();
  await withDb(async (c) => {
    await c.query("delete from job_collaborators where job_id = $1", [w.jobId]);
  });
  await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin" });
  await page.goto(`/admin/jobs/${w.jobId}/interviews`);
  await expect(page.getByTestId("permission-required")).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const fr = await context.newPage();
  await signIn(fr, w.bEmail, TALENT_PASSWORD);
  await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: new URL(fr.url()).origin }]);
  await fr.goto(`/interview/${w.jobId}/schedule`);
  await expect(fr.getByRole("heading", { name: "Planifier votre entretien" })).toBeVisible();
  await expect(fr.getByText("Cette invitation n'est plus ouverte.").or(fr.getByText("Vous n'avez aucune invitation"))).toBeVisible();
  await expectNoSeriousA11yViolations(fr);
  await context.close();
});
