import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";

/**
 * Compare and shortlist (issue "Talent search, compare and shortlist"): the demo recruiter
 * compares two reviewed talents, shortlists one against a job assigned to them, and is refused
 * with 10333 on a job assigned to someone else; a shared list opens in the same tenant only.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

type World = { mineId: string; mineJd: string; theirsId: string; talents: { id: string; name: string }[] };

async function seed(): Promise<World> {
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
    for (const [i, rating, stack] of [
      [1, 4.5, "React"],
      [2, 3.5, "Vue"],
    ] as const) {
      const name = `Compare Talent${i} ${tag}`;
      const id = (
        await c.query<{ id: string }>(
          `insert into users (company_id, email, full_name, role, candidate_unique_id, invitation_accepted_at)
           values ($1, $2, $3, 'talent', $4, now()) returning id`,
          [company, `compare-${i}-${tag}@demo.test`, name, `CMP-${i}-${tag}`],
        )
      ).rows[0].id;
      await c.query(
        `insert into talent_profiles (user_id, company_id, designation, domains, availability, workplace_type, total_experience_months, current_location)
         values ($1, $2, 'Frontend Engineer', '{SaaS}', 'IMMEDIATELY', 'REMOTE', $3, '{"label":"Toronto, Ontario, Canada"}')`,
        [id, company, 48 + i * 12],
      );
      await c.query("insert into talent_stacks (user_id, company_id, category, stack, years) values ($1, $2, 'Framework', $3, 4)", [id, company, stack]);
      await c.query(
        `insert into reviews (company_id, candidate_id, recommendation, comments, criteria, final_rating)
         values ($1, $2, 'Recommend', 'Solid', $3, $4)`,
        [company, id, JSON.stringify([{ name: "Technical", score: rating * 2 }]), rating],
      );
      talents.push({ id, name });
    }
    return { mineId: mine.id, mineJd: `JD-${mine.jd_number}`, theirsId: theirs.id, talents };
  });
}

async function shortlistRow(jobId: string, candidateId: string) {
  return withDb(async (c) => (await c.query("select status, by_user_id from job_shortlists where job_id = $1 and candidate_id = $2", [jobId, candidateId])).rows[0] ?? null);
}

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
  await expect(dialog.getByRole("radio", { name: /Elsewhere Engineer/ })).toBeDisabled();
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
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
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
