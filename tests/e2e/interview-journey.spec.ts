import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { decodeQuotedPrintable } from "../../scripts/lib/eml.mjs";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { OUTBOX_DIR } from "./support/outbox";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * The interview journey of issue 13, end to end in Chromium against the production build, once
 * in English at 1024 px and once in French at 375 px:
 * the recruiter moves two shortlisted talents to the interview list from the job's board and
 * schedules them with two collaborators; talent A books a time; talent B asks for another slot,
 * the recruiter rejects it with a reason and B's invitation is canceled; A's interview is on A's
 * calendar and on both collaborators' calendars, each in their own time zone; the .ics that came
 * over SMTP (scripts/e2e-server.mjs runs a local smtp-server) parses with ical.js and names the
 * booked time; A asks to reschedule and the old time is offered again, and books it again; once
 * the interview's time has passed, both collaborators review A and compare shows the rating.
 */
type Locale = "en" | "fr";
type Tree = Record<string, unknown>;
const load = (locale: Locale, ns: string): Tree => JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, `${ns}.json`), "utf8")) as Tree;
const MESSAGES: Record<Locale, Record<string, Tree>> = {
  en: { booking: load("en", "booking"), reviews: load("en", "reviews"), interviews: load("en", "interviews"), activity: load("en", "activity") },
  fr: { booking: load("fr", "booking"), reviews: load("fr", "reviews"), interviews: load("fr", "interviews"), activity: load("fr", "activity") },
};

/** A message text by dotted path, with simple {name} arguments (no plurals). */
function msg(locale: Locale, key: string, args: Record<string, string | number> = {}): string {
  const [ns, ...rest] = key.split(".");
  let v: unknown = MESSAGES[locale][ns!];
  for (const k of rest) v = (v as Record<string, unknown>)[k];
  if (typeof v !== "string") throw new Error(`no message ${key}`);
  return v.replace(/\{(\w+)\}/g, (_, n: string) => String(args[n] ?? `{${n}}`));
}

const TALENT_PASSWORD = "Talent#2026";
const COLLAB_PASSWORD = "Collab#2026";
const ZONES = { talentA: "Asia/Kolkata", collab1: "America/Los_Angeles", collab2: "Europe/Paris" };

type World = {
  tag: string;
  jobId: string;
  title: string;
  a: { id: string; email: string; name: string };
  b: { id: string; email: string; name: string };
  collab1: { id: string; email: string; name: string };
  collab2: { id: string; email: string; name: string };
};

async function seed(): Promise<World> {
  const tag = randomBytes(3).toString("hex");
  return withDb(async (c) => {
    const company = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0]!.id;
    type Person = { id: string; full_name: string; password_hash: string; privileges: string[] };
    const person = async (email: string) => (await c.query<Person>("select id, full_name, password_hash, privileges from users where company_id = $1 and lower(email) = $2", [company, email])).rows[0]!;
    const recruiter = await person("recruiter@demo.test");
    const demoTalent = await person("talent@demo.test");
    const demoCollab = await person("collaborator@demo.test");
    const department = (await c.query<{ id: string }>("select id from departments where company_id = $1 order by name limit 1", [company])).rows[0]!.id;
    const title = `Journey Engineer ${tag}`;
    const job = (
      await c.query<{ id: string }>(
        `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id)
         values ($1, (select coalesce(max(jd_number), 1000) + 1 from jobs where company_id = $1), $2, $3, now() + interval '40 days', 'active', $4) returning id`,
        [company, title, department, recruiter.id],
      )
    ).rows[0]!.id;
    // Two fresh collaborators (their own busy time and zones), available Mon–Fri 9:00–17:00.
    const collaborator = async (label: string, zone: string) => {
      const email = `journey-${label}-${tag}@demo.test`;
      const name = `Collab ${label} ${tag}`;
      const id = (
        await c.query<{ id: string }>(
          `insert into users (company_id, email, full_name, role, password_hash, time_zone, invitation_accepted_at) values ($1, $2, $3, 'collaborator', $4, $5, now()) returning id`,
          [company, email, name, demoCollab.password_hash, zone],
        )
      ).rows[0]!.id;
      for (let d = 1; d <= 5; d++) await c.query("insert into availability_rules (company_id, user_id, weekday, start_minute, end_minute) values ($1, $2, $3, 540, 1020)", [company, id, d]);
      await c.query("insert into job_collaborators (job_id, user_id) values ($1, $2)", [job, id]);
      return { id, email, name };
    };
    // The company's business hours are in its zone (America/Detroit); the collaborators' rules in
    // theirs: Los Angeles 9–17 and Paris 9–17 overlap Detroit's hours only partly, so give them
    // the company's zone for availability and keep their own zone for the calendar view.
    const collab1 = await collaborator("one", "America/Detroit");
    const collab2 = await collaborator("two", "America/Detroit");
    const talent = async (label: string) => {
      const email = `journey-${label}-${tag}@demo.test`;
      const name = `Journey ${label.toUpperCase()} ${tag}`;
      const id = (
        await c.query<{ id: string }>(
          `insert into users (company_id, email, full_name, role, password_hash, privileges, candidate_unique_id, invitation_accepted_at)
           values ($1, $2, $3, 'talent', $4, $5, $6, now()) returning id`,
          [company, email, name, demoTalent.password_hash, demoTalent.privileges, `JRN-${label}-${tag}`],
        )
      ).rows[0]!.id;
      await c.query(`insert into talent_profiles (user_id, company_id, designation, domains, availability) values ($1, $2, 'Backend Engineer', '{SaaS}', 'IMMEDIATELY')`, [id, company]);
      await c.query("insert into job_shortlists (job_id, candidate_id, company_id, status, by_user_id) values ($1, $2, $3, 'shortListed', $4)", [job, id, company, recruiter.id]);
      return { id, email, name };
    };
    const a = await talent("a");
    const b = await talent("b");
    return { tag, jobId: job, title, a, b, collab1, collab2 };
  });
}

async function setLocale(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: new URL(page.url()).origin }]);
}

async function signedIn(browser: Browser, email: string, password: string, locale: Locale, width: number, portal?: "admin"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, password, portal ? { portal } : undefined);
  await setLocale(page, locale);
  return page;
}

/** The .ics of the newest message to `email` whose calendar has `method`, as text. */
function icsFor(email: string, method: string): string | null {
  let files: string[];
  try {
    files = readdirSync(OUTBOX_DIR).filter((f) => f.toLowerCase().endsWith(`-${email.toLowerCase()}.eml`)).sort().reverse();
  } catch {
    return null;
  }
  for (const f of files) {
    const raw = readFileSync(path.join(OUTBOX_DIR, f), "utf8").replace(/\r\n/g, "\n");
    for (const part of raw.split(/\n--[^\n]+\n/)) {
      const at = part.indexOf("\n\n");
      const head = part.slice(0, at);
      if (!/content-type:\s*text\/calendar/i.test(head)) continue;
      const body = part.slice(at + 2).replace(/\n--[^\n]*--\s*$/, "");
      const enc = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      const text = enc === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : enc === "quoted-printable" ? decodeQuotedPrintable(body) : body;
      if (new RegExp(`^METHOD:${method}`, "m").test(text)) return text;
    }
  }
  return null;
}

/** The text around an event: the link itself, and its row (a list row holds the time; a grid row its hour label). */
async function eventText(link: ReturnType<Page["getByRole"]>): Promise<string> {
  return link.evaluate((el) => `${el.textContent ?? ""} ${el.closest("tr")?.textContent ?? ""}`);
}

/** Goes forward week by week until the calendar shows an event link naming the job. */
async function findEvent(page: Page, title: string) {
  const link = page.getByTestId("interview-calendar").getByRole("link", { name: new RegExp(title) });
  for (let i = 0; i < 14; i++) {
    // Each view loads its events after it renders: give them a moment before stepping on.
    if (await link.first().waitFor({ state: "visible", timeout: 3_000 }).then(() => true, () => false)) return link.first();
    // The toolbar starts with previous, then next (FullCalendar names them per view and language).
    await page.getByTestId("interview-calendar").getByRole("button").nth(1).click();
  }
  await expect(link.first()).toBeVisible();
  return link.first();
}

function hourIn(zone: string, iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-US", { timeZone: zone, hour: "numeric", minute: "2-digit", hour12: locale !== "fr" }).format(new Date(iso));
}

for (const run of [
  { locale: "en" as Locale, width: 1024 },
  { locale: "fr" as Locale, width: 375 },
]) {
  test(`interview journey (${run.locale}, ${run.width} px): schedule, book, reject a slot request, calendars, .ics, reschedule, review, compare`, async ({ browser }) => {
    test.setTimeout(420_000);
    const w = await seed();
    const L = run.locale;

    // 1. The recruiter moves both shortlisted talents to the interview list from the board.
    const recruiter = await signedIn(browser, "recruiter@demo.test", "Recruiter#2026", L, run.width, "admin");
    await recruiter.goto(`/admin/jobs/${w.jobId}/board`);
    const add = recruiter.getByTestId("add-from-shortlist");
    await add.getByRole("checkbox", { name: w.a.name }).check();
    await add.getByRole("checkbox", { name: w.b.name }).check();
    await add.getByTestId("add-from-shortlist-submit").click();
    await expect(recruiter.getByTestId("add-from-shortlist-message")).toBeVisible();
    await expect(recruiter.locator('[data-testid="board-column"][data-status="screening"]').getByTestId("board-card")).toHaveCount(2);
    await expectNoSeriousA11yViolations(recruiter);

    // 2. Schedules them with the two collaborators.
    await recruiter.goto(`/admin/jobs/${w.jobId}/interviews`);
    await expect(recruiter.getByTestId("interview-row")).toHaveCount(2);
    await recruiter.getByRole("checkbox", { name: msg(L, "booking.list.selectAll") }).check();
    await recruiter.getByTestId("open-schedule").click();
    const dialog = recruiter.getByTestId("schedule-dialog");
    await dialog.getByRole("checkbox", { name: new RegExp(w.collab1.name) }).check();
    await dialog.getByRole("checkbox", { name: new RegExp(w.collab2.name) }).check();
    await dialog.getByLabel(msg(L, "booking.dialog.duration")).selectOption("60");
    const lastDay = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    await dialog.locator(`button[data-date="${lastDay}"]`).click();
    await expect(dialog.getByTestId("slot-preview").locator("li").first()).toBeVisible();
    await dialog.getByRole("button", { name: msg(L, "booking.dialog.submit") }).click();
    await expect(recruiter.getByTestId("list-notice")).toBeVisible();
    await expect(recruiter.getByTestId("row-status").first()).toHaveText(msg(L, "interviews.labels.INVITATION_SENT"));

    // 3. Talent A books the first offered time.
    const a = await signedIn(browser, w.a.email, TALENT_PASSWORD, L, run.width);
    await a.evaluate((z) => localStorage.setItem("timezone", z), ZONES.talentA);
    await a.goto(`/interview/${w.jobId}/schedule`);
    await expect(a.getByRole("heading", { name: msg(L, "booking.schedule.title") })).toBeVisible();
    const firstSlot = a.locator("[data-slot-start]").first();
    const start = (await firstSlot.getAttribute("data-slot-start"))!;
    expect(start).toBeTruthy();
    await firstSlot.click();
    await a.getByRole("alertdialog").getByRole("button", { name: msg(L, "booking.schedule.confirm") }).click();
    await expect(a.getByTestId("booked-when")).toBeVisible();
    await expectNoSeriousA11yViolations(a);

    // 4. Talent B asks for another slot; the recruiter rejects it with a reason: B's invitation is canceled.
    const b = await signedIn(browser, w.b.email, TALENT_PASSWORD, L, run.width);
    await b.goto(`/interview/${w.jobId}/schedule`);
    await b.getByRole("button", { name: msg(L, "booking.schedule.requestSlot") }).click();
    await b.getByLabel(msg(L, "booking.schedule.note")).fill("Evenings only, please.");
    await b.getByRole("button", { name: msg(L, "booking.schedule.send") }).click();
    await expect(b.getByTestId("schedule-notice")).toContainText(msg(L, "booking.schedule.requestSent"));

    await recruiter.reload();
    const bRow = recruiter.getByTestId("interview-row").filter({ hasText: w.b.name });
    await expect(bRow.getByTestId("row-status")).toHaveText(msg(L, "interviews.labels.NEW_SLOT_REQUESTED"));
    await bRow.getByRole("button", { name: msg(L, "booking.list.actions.reject") }).click();
    const reject = recruiter.getByRole("alertdialog");
    // Without a reason: 'Please add reason'.
    await reject.getByRole("button", { name: msg(L, "booking.list.actions.reject") }).click();
    await expect(reject).toContainText(msg(L, "booking.list.reasonRequired"));
    await reject.getByLabel(msg(L, "booking.list.reason")).fill("No interviewer is free in the evening this month.");
    await reject.getByRole("button", { name: msg(L, "booking.list.actions.reject") }).click();
    await expect(bRow.getByTestId("row-status")).toHaveText(msg(L, "interviews.labels.INTERVIEW_CANCELED"));
    const bState = await withDb(async (c) => {
      const inv = await c.query<{ status: string }>("select status from interview_invitations where job_id = $1 and candidate_id = $2", [w.jobId, w.b.id]);
      const ev = await c.query<{ reason: string }>("select e.reason from interview_stage_events e join interview_candidates p on p.id = e.pipeline_id where p.job_id = $1 and p.candidate_id = $2 and e.transition = 'rejectSlotRequest'", [w.jobId, w.b.id]);
      return { invitations: inv.rows.map((r) => r.status), reasons: ev.rows.map((r) => r.reason) };
    });
    expect(bState.invitations).toEqual(["canceled"]);
    expect(bState.reasons).toEqual(["No interviewer is free in the evening this month."]);
    await b.reload();
    await expect(b.locator("[data-slot-start]")).toHaveCount(0);

    // 5. The .ics A received over SMTP parses and names the booked time, for A and both collaborators.
    for (const email of [w.a.email, w.collab1.email, w.collab2.email]) {
      await expect.poll(() => icsFor(email, "REQUEST") !== null, { message: `an .ics to ${email}`, timeout: 20_000 }).toBe(true);
      const cal = new ICAL.Component(ICAL.parse(icsFor(email, "REQUEST")!));
      const event = new ICAL.Event(cal.getFirstSubcomponent("vevent")!);
      expect(event.startDate.toJSDate().toISOString(), `DTSTART of ${email}`).toBe(new Date(start).toISOString());
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60_000);
    }

    // 6. Calendars: A's in Kolkata, the collaborators' in Los Angeles and Paris, the same instant.
    await a.goto("/calendar");
    const aEvent = await findEvent(a, w.title);
    expect(await eventText(aEvent)).toContain(hourIn(ZONES.talentA, start, L).replace(/\s/g, " ").split(" ")[0]!.replace(/:00$/, ""));
    await expectNoSeriousA11yViolations(a);
    for (const [collab, zone] of [
      [w.collab1, ZONES.collab1],
      [w.collab2, ZONES.collab2],
    ] as const) {
      const page = await signedIn(browser, collab.email, COLLAB_PASSWORD, L, run.width, "admin");
      await page.evaluate((z) => localStorage.setItem("timezone", z), zone);
      await page.goto("/admin/calendar");
      await expect(page.getByTestId("calendar-zone")).toContainText(zone);
      const ev = await findEvent(page, w.title);
      expect(await eventText(ev)).toContain(hourIn(zone, start, L).replace(/\s/g, " ").split(" ")[0]!.replace(/:00$/, ""));
      await page.context().close();
    }

    // 7. A asks to reschedule: the old time is offered again; A books it again (same interview, SEQUENCE up).
    await a.goto(`/interview/${w.jobId}/schedule`);
    await a.getByRole("button", { name: msg(L, "booking.schedule.reschedule") }).click();
    await a.getByRole("alertdialog").getByRole("button", { name: msg(L, "booking.schedule.rescheduleConfirm") }).click();
    await expect(a.getByTestId("schedule-notice")).toContainText(msg(L, "booking.schedule.rescheduleSent"));
    const again = a.locator(`[data-slot-start="${start}"]`);
    await expect(again).toBeVisible();
    await again.click();
    await a.getByRole("alertdialog").getByRole("button", { name: msg(L, "booking.schedule.confirm") }).click();
    await expect(a.getByTestId("booked-when")).toBeVisible();
    const interview = await withDb(async (c) => (await c.query<{ id: string; sequence: number; pipeline_id: string }>("select id, sequence, pipeline_id from interviews where job_id = $1 and candidate_id = $2", [w.jobId, w.a.id])).rows);
    expect(interview).toHaveLength(1);
    expect(interview[0]!.sequence).toBeGreaterThanOrEqual(2);

    // 8. The interview's time passes (the clock moved in the database), then both collaborators review A.
    await withDb(async (c) => {
      await c.query("update interviewer_busy set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where interview_id = $1 and active", [interview[0]!.id]);
      await c.query("update interviews set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = $1", [interview[0]!.id]);
    });
    const scores = [8, 6];
    for (const [i, collab] of [w.collab1, w.collab2].entries()) {
      const page = await signedIn(browser, collab.email, COLLAB_PASSWORD, L, run.width, "admin");
      await page.goto(`/admin/interviews/${interview[0]!.pipeline_id}/review`);
      await page.getByRole("radio", { name: msg(L, "reviews.form.recommendations.recommend"), exact: true }).check();
      await page.getByLabel(new RegExp(`^${msg(L, "reviews.form.comments")}`)).fill(`Review ${i + 1}: solid system design.`);
      await page.getByLabel(new RegExp(`^${msg(L, "reviews.form.criterionName", { number: 1 })}`)).fill("Technical");
      await page.getByLabel(new RegExp(`^${msg(L, "reviews.form.criterionScore", { number: 1 }).replace(/[()]/g, "\\$&")}`)).fill(String(scores[i]));
      await page.getByLabel(new RegExp(`^${msg(L, "reviews.form.personalNote")}`)).fill("Check references.");
      await page.getByRole("button", { name: msg(L, "reviews.form.submit") }).click();
      // The first reviewer's form stays editable ("saved"); the last one's gives way to the review.
      await expect(page.getByTestId("review-saved").or(page.getByTestId("review-mine")).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.context().close();
    }
    const status = await withDb(async (c) => (await c.query<{ status: string }>("select status from interview_candidates where id = $1", [interview[0]!.pipeline_id])).rows[0]!.status);
    expect(status).toBe("reviewCompleted");

    // 9. Compare shows the panel's rating: (8/2 + 6/2) / 2 = 3.5.
    await recruiter.goto(`/admin/talent/compare?ids=${w.a.id}`);
    await expect(recruiter.getByTestId("row-finalRating")).toContainText("3.5 / 5");
    if (run.width <= 375) {
      await expectNoSidewaysScroll(recruiter);
    }
    for (const p of [recruiter, a, b]) await p.context().close();

    // 10. The recruiter admin's activity log shows the journey's commands on A, and who made them (issue 14).
    const ra = await signedIn(browser, "recruiteradmin@demo.test", "RecAdmin#2026", L, run.width, "admin");
    await ra.goto("/admin/activity?action=interviews.*&size=100");
    const onA = (action: string) => ra.locator(`[data-testid="activity-row"][data-action="${action}"]`).filter({ hasText: w.a.name }).first();
    for (const action of ["interviews.moveToInterviewList", "interviews.sendInvitation", "interviews.book", "interviews.requestReschedule", "interviews.review.submit"]) {
      await expect(onA(action), `the activity log shows ${action} on ${w.a.name}`).toContainText(msg(L, `activity.actions.${action}`));
    }
    await expect(onA("interviews.moveToInterviewList")).toContainText("Jordan Patel");
    for (const collab of [w.collab1, w.collab2]) {
      await expect(ra.locator('[data-testid="activity-row"][data-action="interviews.review.submit"]').filter({ hasText: w.a.name }).filter({ hasText: collab.name })).toHaveCount(1);
    }
    await expectNoSeriousA11yViolations(ra);
    await ra.context().close();
  });
}
