import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * Compare and shortlist (issue "Talent search, compare and shortlist"): the demo recruiter
 * compares two reviewed talents, shortlists one against a job assigned to them, and is refused
 * with 10333 on a job assigned to someone else; a shared list opens in the same tenant only.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

type World = { mineId: string; mineJd: string; theirsId: string; theirsJd: string; talents: { id: string; name: string }[] };

/** A seeded talent: its skills (profile expertise, which the search indexes, and stack rows), availability and review rating (null: not reviewed). */
type TalentSeed = { designation: string; skills: string[]; availability: string; rating: number | null };

const TWO_REVIEWED: TalentSeed[] = [
  { designation: "Frontend Engineer", skills: ["React"], availability: "IMMEDIATELY", rating: 4.5 },
  { designation: "Frontend Engineer", skills: ["Vue"], availability: "IMMEDIATELY", rating: 3.5 },
];

async function seed(specs: TalentSeed[] = TWO_REVIEWED): Promise<World> {
  const tag = randomBytes(3).toString("hex");
  return withDb(async (c) => {
    const company = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0].id;
    const person = async (email: string) => (await c.query<{ id: string }>("select id from users where company_id = $1 and lower(email) = $2", [company, email])).rows[0].id;
    const recruiter = await person("recruiter@demo.test");
    const someoneElse = await person("recruiteradmin@demo.test");
    const department = (await c.query<{ id: string }>("select id from departments where company_id = $1 order by name limit 1", [company])).rows[0].id;
    const job = async (title: string, assignee: string) =>
      (
        await c.query<{ id: string; jd_number: number }>(
          `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id)
           values ($1, (select coalesce(max(jd_number), 1000) + 1 from jobs where company_id = $1), $2, $3, now() + interval '30 days', 'active', $4)
           returning id, jd_number`,
          [company, title, department, assignee],
        )
      ).rows[0];
    const mine = await job(`Compare Engineer ${tag}`, recruiter);
    const theirs = await job(`Elsewhere Engineer ${tag}`, someoneElse);
    const talents: { id: string; name: string }[] = [];
    for (const [index, spec] of specs.entries()) {
      const i = index + 1;
      const name = `Compare Talent${i} ${tag}`;
      const id = (
        await c.query<{ id: string }>(
          `insert into users (company_id, email, full_name, role, candidate_unique_id, invitation_accepted_at)
           values ($1, $2, $3, 'talent', $4, now()) returning id`,
          [company, `compare-${i}-${tag}@demo.test`, name, `CMP-${i}-${tag}`],
        )
      ).rows[0].id;
      const expertise = { speciality: spec.designation, domains: [], stackArray: spec.skills.map((technology) => ({ category: "Framework", technology, experience: 4, certificates: [] })) };
      await c.query(
        `insert into talent_profiles (user_id, company_id, designation, domains, availability, workplace_type, total_experience_months, current_location, expertise)
         values ($1, $2, $3, '{SaaS}', $4, 'REMOTE', $5, '{"label":"Toronto, Ontario, Canada"}', $6)`,
        [id, company, spec.designation, spec.availability, 48 + i * 12, JSON.stringify(expertise)],
      );
      for (const stack of spec.skills) await c.query("insert into talent_stacks (user_id, company_id, category, stack, years) values ($1, $2, 'Framework', $3, 4)", [id, company, stack]);
      if (spec.rating !== null) {
        await c.query(
          `insert into reviews (company_id, candidate_id, recommendation, comments, criteria, final_rating)
           values ($1, $2, 'Recommend', 'Solid', $3, $4)`,
          [company, id, JSON.stringify([{ name: "Technical", score: spec.rating * 2 }]), spec.rating],
        );
      }
      talents.push({ id, name });
    }
    return { mineId: mine.id, mineJd: `JD-${mine.jd_number}`, theirsId: theirs.id, theirsJd: `JD-${theirs.jd_number}`, talents };
  });
}

async function shortlistRow(jobId: string, candidateId: string) {
  return withDb(async (c) => (await c.query("select status, by_user_id from job_shortlists where job_id = $1 and candidate_id = $2", [jobId, candidateId])).rows[0] ?? null);
}

const QUERY = "(react OR vue) AND NOT php";

/** Two reviewed React/Vue talents available now, one available later, one who also knows PHP. */
const JOURNEY: TalentSeed[] = [
  { designation: "React Vue Developer", skills: ["React", "Vue"], availability: "IMMEDIATELY", rating: 4.5 },
  { designation: "React Vue Developer", skills: ["React", "Vue"], availability: "IMMEDIATELY", rating: 3.5 },
  { designation: "React Vue Developer", skills: ["React", "Vue"], availability: "WITHIN_3_MONTHS", rating: 4 },
  { designation: "React Vue Developer", skills: ["React", "Vue", "PHP"], availability: "IMMEDIATELY", rating: 4 },
];

const resultRow = (page: Page, id: string) => page.locator(`[data-testid="result-row"][data-user-id="${id}"]`);

/** Types the query into the search box, submits it, and waits for the results of it. */
async function searchFor(page: Page, query: string) {
  const box = page.getByRole("textbox", { name: "Boolean search" });
  await box.fill(query);
  await box.press("Enter");
  await expect(page).toHaveURL(/q=%28react\+OR\+vue%29\+AND\+NOT\+php/);
}

test("journey: the demo recruiter searches (react OR vue) AND NOT php, filters by availability, compares two reviewed talents, shortlists one to their job, and gets 10333 on someone else's", async ({ page }) => {
  const w = await seed(JOURNEY);
  const [first, second, later, php] = w.talents;
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });

  // Search: the boolean query typed into the box finds the React/Vue talents, never the PHP one.
  await page.goto("/admin/talent/search");
  await searchFor(page, QUERY);
  for (const t of [first, second, later]) await expect(resultRow(page, t.id)).toBeVisible();
  await expect(resultRow(page, php.id)).toHaveCount(0);

  // Filter through the panel: available immediately drops the talent available later.
  await page.getByTestId("filter-panel").getByRole("checkbox", { name: "Immediately" }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/availability=IMMEDIATELY/);
  await expect(resultRow(page, later.id)).toHaveCount(0);
  await expect(resultRow(page, first.id)).toBeVisible();
  await expect(resultRow(page, second.id)).toBeVisible();
  await expect(resultRow(page, first.id).locator("mark").first()).toHaveText(/react|vue/i);

  // Select the two reviewed talents in the results; the selection bar then compares them.
  const bar = page.getByTestId("selection-bar");
  await expect(bar.getByRole("button", { name: "Compare" })).toBeDisabled();
  await page.getByRole("checkbox", { name: `Select ${first.name}` }).check();
  await page.getByRole("checkbox", { name: `Select ${second.name}` }).check();
  await expect(bar).toContainText("2 talents selected");
  await bar.getByRole("link", { name: "Compare" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/talent/compare\\?ids=${first.id},${second.id}&from=`));
  await expect(page.getByRole("heading", { level: 1, name: "Compare talents" })).toBeVisible();
  const table = page.getByRole("table", { name: "Talent comparison" });
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  await expect(table.getByRole("columnheader", { name: new RegExp(first.name) })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: new RegExp(second.name) })).toBeVisible();
  const ratings = table.getByTestId("row-finalRating").getByRole("cell");
  await expect(ratings.nth(0).getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
  await expect(ratings.nth(1).getByRole("img", { name: "Rated 3.5 out of 5" })).toBeVisible();

  // Shortlist the first to the recruiter's own job, chosen in the picker; the row is written.
  await page.getByRole("checkbox", { name: `Select ${first.name}` }).check();
  await page.getByRole("button", { name: "Shortlist", exact: true }).click();
  const picker = page.getByRole("alertdialog", { name: "Shortlist 1 talent" });
  await expect(picker.getByRole("radio", { name: new RegExp(`${w.theirsJd} · Elsewhere Engineer`) })).toBeDisabled();
  await picker.getByRole("radio", { name: new RegExp(`${w.mineJd} · Compare Engineer`) }).check();
  await picker.getByRole("button", { name: "Shortlist", exact: true }).click();
  await expect(page.getByTestId("selection-notice")).toHaveText(new RegExp(`1 talent shortlisted to ${w.mineJd}\\.`));
  expect(await shortlistRow(w.mineId, first.id)).toMatchObject({ status: "shortListed" });
  expect(await shortlistRow(w.mineId, second.id)).toBeNull();

  // Back to the search: the same query and filter, the same results.
  await page.getByRole("link", { name: "Back to talent search" }).click();
  await expect(page).toHaveURL(/\/admin\/talent\/search\?.*availability=IMMEDIATELY/);
  await expect(page.getByRole("textbox", { name: "Boolean search" })).toHaveValue(QUERY);
  await expect(resultRow(page, first.id)).toBeVisible();
  await expect(resultRow(page, later.id)).toHaveCount(0);

  // The same from the search of a job assigned to someone else: the server refuses with 10333.
  await page.goto(`/admin/jobs/${w.theirsId}/search`);
  await searchFor(page, QUERY);
  await page.getByRole("checkbox", { name: `Select ${first.name}` }).check();
  await page.getByRole("checkbox", { name: `Select ${second.name}` }).check();
  await expect(bar).toContainText(`For ${w.theirsJd} · Elsewhere Engineer`);
  await bar.getByRole("link", { name: "Compare" }).click();
  await expect(page).toHaveURL(new RegExp(`ids=${first.id},${second.id}&jobId=${w.theirsId}&from=`));
  await expect(table.getByRole("columnheader", { name: new RegExp(second.name) })).toBeVisible();
  await page.getByRole("checkbox", { name: `Select ${first.name}` }).check();
  await page.getByRole("button", { name: "Shortlist", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: `Shortlist to ${w.theirsJd}?` });
  await confirm.getByRole("button", { name: "Shortlist", exact: true }).click();
  await expect(confirm.getByTestId("shortlist-error")).toContainText("Only the assigned recruiter can shortlist for this job.");
  await expect(page.getByTestId("selection-notice")).toHaveCount(0);
  expect(await shortlistRow(w.theirsId, first.id)).toBeNull();
});

test("on a 375 px phone in French the results list selects talents and opens their comparison", async ({ page, context }) => {
  const w = await seed(JOURNEY.slice(0, 2));
  const [first, second] = w.talents;
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: new URL(page.url()).origin }]);
  await page.goto("/admin/talent/search");
  const box = page.getByRole("textbox", { name: "Recherche booléenne" });
  await box.fill(QUERY);
  await box.press("Enter");
  await expect(resultRow(page, first.id)).toBeVisible();
  await expect(page.getByRole("table", { name: "Résultats de la recherche" })).toBeVisible();
  // The wide table scrolls inside its own region; the page itself does not overflow (polled: the
  // server-rendered shell lays out for a wide window until it hydrates).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The row checkboxes are reachable and named; the bar wraps its buttons within the screen.
  const firstBox = page.getByRole("checkbox", { name: `Sélectionner ${first.name}` });
  await firstBox.scrollIntoViewIfNeeded();
  await firstBox.check();
  await page.getByRole("checkbox", { name: `Sélectionner ${second.name}` }).check();
  const bar = page.getByTestId("selection-bar");
  await expect(bar).toContainText("2 talents sélectionnés");
  const compare = bar.getByRole("link", { name: "Comparer" });
  const box2 = await compare.boundingBox();
  expect(box2 && box2.x >= 0 && box2.x + box2.width <= 375).toBe(true);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await compare.click();
  await expect(page.getByRole("heading", { level: 1, name: "Comparer des talents" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Comparaison des talents" }).getByRole("columnheader", { name: new RegExp(second.name) })).toBeVisible();
});

test("the demo recruiter compares two reviewed talents, shortlists one to their job, and gets 10333 on someone else's", async ({ page }) => {
  const w = await seed();
  const [first, second] = w.talents;
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });

  await page.goto(`/admin/talent/compare?ids=${first.id},${second.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Compare talents" })).toBeVisible();
  const table = page.getByRole("table", { name: "Talent comparison" });
  await expect(table.getByRole("columnheader", { name: new RegExp(first.name) })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: new RegExp(second.name) })).toBeVisible();
  await expect(table.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
  await expect(table.getByRole("img", { name: "Rated 3.5 out of 5" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Shortlist the first talent against the recruiter's own job, chosen in the picker.
  await page.getByRole("checkbox", { name: `Select ${first.name}` }).check();
  await page.getByRole("button", { name: "Shortlist", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Shortlist 1 talent" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: new RegExp(`${w.theirsJd} · Elsewhere Engineer`) })).toBeDisabled();
  await dialog.getByRole("radio", { name: new RegExp(`${w.mineJd} · Compare Engineer`) }).check();
  await dialog.getByRole("button", { name: "Shortlist", exact: true }).click();
  await expect(page.getByTestId("selection-notice")).toHaveText(new RegExp(`1 talent shortlisted to ${w.mineJd}\\.`));
  await expect(dialog).toBeHidden();
  expect(await shortlistRow(w.mineId, first.id)).toMatchObject({ status: "shortListed" });

  // Opened from a job the recruiter is not assigned to: the server refuses with 10333.
  await page.goto(`/admin/talent/compare?ids=${first.id},${second.id}&jobId=${w.theirsId}`);
  await page.getByRole("checkbox", { name: `Select ${first.name}` }).check();
  await page.getByRole("button", { name: "Shortlist", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: /Shortlist to JD-\d+\?/ });
  await confirm.getByRole("button", { name: "Shortlist", exact: true }).click();
  await expect(confirm.getByTestId("shortlist-error")).toContainText("Only the assigned recruiter can shortlist for this job.");
  expect(await shortlistRow(w.theirsId, first.id)).toBeNull();
});

test("a shared list opens for the same company and is a 404 for another tenant's admin", async ({ page, browser }) => {
  const w = await seed();
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  // On a phone the comparison scrolls inside its own region; the page itself does not overflow.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/talent/compare?ids=${w.talents.map((t) => t.id).join(",")}`);
  await expect(page.getByRole("table", { name: "Talent comparison" })).toBeVisible();
  // Polled: the server-rendered shell lays out for a wide window until it hydrates.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const t of w.talents) await page.getByRole("checkbox", { name: `Select ${t.name}` }).check();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const link = await page.getByRole("dialog", { name: "Share talents" }).getByRole("textbox").inputValue();
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/admin\/talent\/shared\/[0-9a-f-]{36}$/);

  const colleague = await browser.newContext();
  const other = await colleague.newPage();
  await signIn(other, "admin@demo.test", "Admin#2026", { portal: "admin" });
  await other.goto(path);
  await expect(other.getByRole("heading", { level: 1, name: "Shared talents" })).toBeVisible();
  // The name cell (name and candidate id), not the row's checkbox cell labelled "Select …".
  for (const t of w.talents) await expect(other.getByRole("cell", { name: new RegExp(`^${t.name}`) })).toBeVisible();
  await colleague.close();

  const acme = await browser.newContext();
  const stranger = await acme.newPage();
  const origin = `http://acme.localhost:${PORT}`;
  await signIn(stranger, "admin@acme.test", "Admin#2026", { portal: "admin", origin });
  const res = await stranger.goto(origin + path);
  expect(res?.status()).toBe(404);
  await expect(stranger.getByText(w.talents[0].name)).toHaveCount(0);
  await acme.close();
});

test("the job's assignee takes a shortlisted talent off the job's Shortlisted tab, by keyboard, and the shortlist row is gone", async ({ page }) => {
  const w = await seed();
  const [first, second] = w.talents;
  await withDb(async (c) => {
    const { company, recruiter } = (
      await c.query<{ company: string; recruiter: string }>("select u.company_id as company, u.id as recruiter from users u join companies c on c.id = u.company_id where c.slug = 'demo' and lower(u.email) = 'recruiter@demo.test'")
    ).rows[0];
    for (const t of [first, second]) {
      await c.query("insert into job_shortlists (job_id, candidate_id, company_id, status, by_user_id) values ($1, $2, $3, 'shortListed', $4)", [w.mineId, t.id, company, recruiter]);
    }
  });
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await page.goto(`/admin/jobs/${w.mineId}`);
  await page.getByRole("tab", { name: "Shortlisted (2)" }).click();
  const list = page.getByTestId("job-shortlisted");
  await expect(list).toContainText(first.name);

  const remove = page.getByRole("button", { name: `Remove ${first.name} from this list` });
  await remove.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: `Remove ${first.name}?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Cancelling keeps everything.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(await shortlistRow(w.mineId, first.id)).toMatchObject({ status: "shortListed" });

  await remove.click();
  await dialog.getByRole("button", { name: "Remove", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(list).not.toContainText(first.name);
  await expect(list).toContainText(second.name);
  await expect(page.getByRole("tab", { name: "Shortlisted (1)" })).toBeVisible();
  expect(await shortlistRow(w.mineId, first.id)).toBeNull();
  expect(await shortlistRow(w.mineId, second.id)).toMatchObject({ status: "shortListed" });

  // After a reload the server's list agrees.
  await page.reload();
  await page.getByRole("tab", { name: "Shortlisted (1)" }).click();
  await expect(page.getByTestId("job-shortlisted")).not.toContainText(first.name);
});
