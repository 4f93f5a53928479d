import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoSidewaysScroll } from "./support/layout";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const HOUR = 3600e3;

/**
 * The interview calendars (issue 13): a talent's /calendar in the zone of local storage
 * `timezone`, a staff member's /admin/calendar with day, week and month and a colleague's
 * interview on a shared job, every event a keyboard-reachable link, axe-clean, French at 375 px.
 * Interviews are inserted straight into the e2e server's database.
 */

/** Wednesday of the current week (weeks from Sunday, UTC) at 15:00 UTC: mid-week in every zone used here. */
function midWeek(): Date {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15));
  d.setUTCDate(d.getUTCDate() - d.getUTCDay() + 3);
  return d;
}

const START = midWeek();
const OWN_JOB = `Calendar E2E own ${Date.now().toString(36)}`;
const SHARED_JOB = `Calendar E2E shared ${Date.now().toString(36)}`;
let ownJobId = "";

test.beforeAll(async () => {
  await withDb(async (c) => {
    const company = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0].id;
    const dept = (await c.query<{ id: string }>("select id from departments where company_id = $1 limit 1", [company])).rows[0].id;
    const user = async (email: string) => (await c.query<{ id: string }>("select id from users where company_id = $1 and email = $2", [company, email])).rows[0].id;
    const [talent, collaborator, recruiter] = [await user("talent@demo.test"), await user("collaborator@demo.test"), await user("recruiter@demo.test")];
    const job = async (title: string) =>
      (
        await c.query<{ id: string }>(
          "insert into jobs (company_id, jd_number, title, department_id, due_date, assignee_id) values ($1, $2, $3, $4, now() + interval '60 days', $5) returning id",
          [company, 900000 + Math.floor(Math.random() * 90000), title, dept, recruiter],
        )
      ).rows[0].id;
    ownJobId = await job(OWN_JOB);
    const sharedJobId = await job(SHARED_JOB);
    await c.query("insert into job_collaborators (job_id, user_id) values ($1, $2) on conflict do nothing", [sharedJobId, collaborator]);
    const interview = async (jobId: string, startsAt: Date, interviewer: string) => {
      const entry = (
        await c.query<{ id: string }>("insert into interview_candidates (company_id, job_id, candidate_id, status) values ($1, $2, $3, 'interviewScheduled') returning id", [company, jobId, talent])
      ).rows[0].id;
      const id = (
        await c.query<{ id: string }>(
          "insert into interviews (company_id, job_id, candidate_id, pipeline_id, starts_at, ends_at) values ($1, $2, $3, $4, $5, $6) returning id",
          [company, jobId, talent, entry, startsAt.toISOString(), new Date(startsAt.getTime() + HOUR).toISOString()],
        )
      ).rows[0].id;
      await c.query("insert into interview_participants (interview_id, user_id) values ($1, $2)", [id, interviewer]);
    };
    // The talent's interview with the collaborator, and a colleague's (the recruiter's) on a job the collaborator shares.
    await interview(ownJobId, START, collaborator);
    await interview(sharedJobId, new Date(START.getTime() + 3 * HOUR), recruiter);
  });
});

async function setZone(page: Page, zone: string | null) {
  await page.evaluate((z) => (z ? localStorage.setItem("timezone", z) : localStorage.removeItem("timezone")), zone);
}

/** The event link of a job on the calendar, once the events have loaded. */
function eventLink(page: Page, job: string) {
  return page.getByTestId("interview-calendar").getByRole("link", { name: new RegExp(job) });
}

test.describe("talent calendar", () => {
  test("shows the interview at the time of the stored zone, as a link reachable from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, "talent@demo.test", "Talent#2026");
    await page.goto("/calendar");
    // Detroit: 15:00 UTC is 10 or 11 in the morning (EST / EDT).
    await setZone(page, "America/Detroit");
    await page.reload();
    await expect(page.getByTestId("calendar-zone")).toContainText("America/Detroit");
    const detroit = eventLink(page, OWN_JOB);
    await expect(detroit).toBeVisible();
    const detroitHour = new Intl.DateTimeFormat("en-US", { timeZone: "America/Detroit", hour: "numeric", hour12: true }).format(START); // "10 AM"
    const detroitText = await detroit.innerText();
    expect(detroitText).toContain(detroitHour.split(" ")[0]);

    // Tokyo: the same instant is at midnight the next day (UTC+9) — a different hour and day column.
    await setZone(page, "Asia/Tokyo");
    await page.reload();
    await expect(page.getByTestId("calendar-zone")).toContainText("Asia/Tokyo");
    const tokyo = eventLink(page, OWN_JOB);
    await expect(tokyo).toBeVisible();
    const tokyoText = await tokyo.innerText();
    expect(tokyoText).not.toEqual(detroitText);
    expect(tokyoText).toMatch(/12/);
    // The event is a link to the interview's page, focusable and opened with Enter.
    await expect(tokyo).toHaveAttribute("href", `/interview/${ownJobId}/schedule`);
    await tokyo.focus();
    await expect(tokyo).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // No stored zone: the company's (demo: America/Detroit).
    await setZone(page, null);
    await page.reload();
    await expect(page.getByTestId("calendar-zone")).toContainText("America/Detroit");
    await expect(eventLink(page, OWN_JOB)).toContainText(detroitHour.split(" ")[0]);
    // An unknown stored zone falls back to the company's instead of breaking the page.
    await setZone(page, "Mars/Olympus");
    await page.reload();
    await expect(page.getByTestId("calendar-zone")).toContainText("America/Detroit");
    await eventLink(page, OWN_JOB).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/interview/${ownJobId}/schedule`));
  });

  test("in French at 375 px it opens on the week as a list, passes axe and keeps the sidebar link", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, "talent@demo.test", "Talent#2026");
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${PORT}` }]);
    await page.goto("/calendar");
    await expect(page.getByTestId("calendar-zone")).toContainText("Les horaires sont affichés");
    await expect(page.getByRole("button", { name: /aujourd'hui/i })).toBeVisible();
    // A list of the week: no seven-column grid and no inner scroller on a phone.
    await expect(page.getByTestId("interview-calendar")).toHaveAttribute("data-view", "listWeek");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("staff calendar", () => {
  test("shows the collaborator's own and a colleague's interview on a shared job, in day, week and month views", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin" });
    await page.goto("/admin/dashboard");
    await page.getByRole("navigation").getByRole("link", { name: "Calendar" }).click();
    await expect(page).toHaveURL(/\/admin\/calendar$/);
    await setZone(page, "Europe/Paris");
    await page.reload();
    const own = eventLink(page, OWN_JOB);
    const colleague = eventLink(page, SHARED_JOB);
    await expect(own).toBeVisible();
    await expect(colleague).toBeVisible();
    await expect(colleague).toContainText("colleague");
    await expect(own).not.toContainText("colleague");
    await expect(own).toHaveAttribute("href", /^\/admin\/interviews\/[0-9a-f-]{36}$/);
    await expectNoSeriousA11yViolations(page);

    await expect(page.getByTestId("interview-calendar")).toHaveAttribute("data-view", "timeGridWeek");
    await page.getByRole("tab", { name: /^month view$/i }).click();
    await expect(page.getByTestId("interview-calendar")).toHaveAttribute("data-view", "dayGridMonth");
    await expect(eventLink(page, OWN_JOB)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: /^day view$/i }).click();
    await expect(page.getByTestId("interview-calendar")).toHaveAttribute("data-view", "timeGridDay");
    await page.getByRole("tab", { name: /^week view$/i }).click();
    await expect(eventLink(page, OWN_JOB)).toBeVisible();
  });

  test("in French at 375 px opens on the week as a list and switches to the month and the day from the keyboard", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin" });
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${PORT}` }]);
    await page.goto("/admin/calendar");
    await setZone(page, "Europe/Paris");
    await page.reload();
    const calendar = page.getByTestId("interview-calendar");
    await expect(calendar).toHaveAttribute("data-view", "listWeek");
    await expect(eventLink(page, OWN_JOB)).toBeVisible();
    const tabs = calendar.getByRole("tab");
    await expect(tabs).toHaveText(["Planning", "Jour", "Mois"]);
    const month = tabs.nth(2);
    await month.focus();
    await page.keyboard.press("Enter");
    await expect(calendar).toHaveAttribute("data-view", "dayGridMonth");
    await expect(month).toHaveAttribute("aria-selected", "true");
    await expect(eventLink(page, OWN_JOB)).toBeVisible();
    await expect(eventLink(page, SHARED_JOB)).toBeVisible();
    await expect(month).toBeFocused();
    await expect(tabs).toHaveText(["Planning", "Jour", "Mois"]);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await tabs.nth(1).click();
    await expect(calendar).toHaveAttribute("data-view", "timeGridDay");
    await tabs.nth(0).click();
    await expect(calendar).toHaveAttribute("data-view", "listWeek");
    await expect(eventLink(page, OWN_JOB)).toBeVisible();
  });

  test("works at 600 and 1024 px and the admin dashboard lists the upcoming interview count", async ({ page }) => {
    await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin" });
    for (const width of [600, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/calendar");
      await expect(page.getByTestId("interview-calendar")).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("tile-interviews-upcoming")).toBeVisible();
  });
});
