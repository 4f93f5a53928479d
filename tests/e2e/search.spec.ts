import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";

/**
 * Talent search end to end: five talents with known profiles are written straight to the e2e
 * database (the trigger builds their search documents), then the demo recruiter searches
 * `(react OR vue) AND NOT php` through the screen, filters by availability, sees the matches
 * marked, and gets the same results back from the reloaded URL.
 */

type Spec = { key: string; name: string; nameVisible: boolean; designation: string; skills: string[]; availability: string; summary: string };

const stamp = Date.now().toString(36);
const SPECS: Spec[] = [
  { key: "react", name: `Rhea Reactwell ${stamp}`, nameVisible: true, designation: "React Developer", skills: ["React", "TypeScript"], availability: "IMMEDIATELY", summary: "Builds React front ends." },
  { key: "vueHidden", name: `Vida Hidden ${stamp}`, nameVisible: false, designation: "Frontend Engineer", skills: ["Vue", "CSS"], availability: "IMMEDIATELY", summary: "Vue and design systems." },
  { key: "reactPhp", name: `Pia Phpson ${stamp}`, nameVisible: true, designation: "Full Stack Developer", skills: ["React", "PHP"], availability: "IMMEDIATELY", summary: "React with a PHP back end." },
  { key: "vueLater", name: `Vic Later ${stamp}`, nameVisible: true, designation: "Vue Developer", skills: ["Vue"], availability: "WITHIN_3_MONTHS", summary: "Vue specialist." },
  { key: "angular", name: `Ang Ular ${stamp}`, nameVisible: true, designation: "Angular Developer", skills: ["Angular"], availability: "IMMEDIATELY", summary: "Angular only." },
];
const ids: Record<string, string> = {};
let jobId = "";

test.beforeAll(async () => {
  await withDb(async (c) => {
    const { rows } = await c.query<{ id: string }>("select id from companies where slug = 'demo'");
    const companyId = rows[0].id;
    for (const s of SPECS) {
      const user = await c.query<{ id: string }>(
        "insert into users (company_id, email, full_name, role, candidate_unique_id) values ($1, $2, $3, 'talent', $4) returning id",
        [companyId, `e2e.search.${s.key}.${stamp}@demo.test`, s.name, `E2E-S-${s.key}-${stamp}`],
      );
      const id = user.rows[0].id;
      ids[s.key] = id;
      const expertise = { speciality: s.designation, domains: [], stackArray: s.skills.map((technology) => ({ category: "Framework", technology, experience: 3, certificates: [] })) };
      await c.query(
        `insert into talent_profiles (user_id, company_id, designation, summary, availability, name_visible, expertise, total_experience_months)
         values ($1, $2, $3, $4, $5, $6, $7, 50)`,
        [id, companyId, s.designation, s.summary, s.availability, s.nameVisible, JSON.stringify(expertise)],
      );
      for (const stack of s.skills) await c.query("insert into talent_stacks (user_id, company_id, category, stack, years) values ($1, $2, 'Framework', $3, 3)", [id, companyId, stack]);
    }
    // A job whose criteria are the same query, available immediately, with React as a must-have.
    const job = await c.query<{ id: string }>(
      `insert into jobs (company_id, jd_number, title, department_id, due_date, status, boolean_query, availability, must_have_skills)
       select $1, 800000 + floor(random() * 100000)::int, $2, (select id from departments where company_id = $1 order by name limit 1),
              now() + interval '30 days', 'active', '(react OR vue) AND NOT php', 'IMMEDIATELY', '[{"stack": "React", "years": 2}]'::jsonb
       returning id`,
      [companyId, `Search E2E ${stamp}`],
    );
    jobId = job.rows[0].id;
  });
});

/** Which of this test's talents the results show (other demo talents may match too). */
async function shown(page: Page): Promise<string[]> {
  const rowIds = await page.getByTestId("result-row").evaluateAll((els) => els.map((e) => e.getAttribute("data-user-id")));
  return SPECS.filter((s) => rowIds.includes(ids[s.key])).map((s) => s.key);
}

const row = (page: Page, key: string) => page.locator(`[data-testid="result-row"][data-user-id="${ids[key]}"]`);

test("the demo recruiter searches (react OR vue) AND NOT php, filters by availability, and a reload shows the same results", async ({ page }) => {
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await page.goto("/admin/talent/search?size=100");

  const box = page.getByRole("textbox", { name: "Boolean search" });
  // A malformed expression is pointed at while typing, and cannot be submitted.
  await box.fill("(react OR vue");
  await expect(page.getByTestId("query-error")).toContainText("Invalid search query expression");
  await expect(page.getByTestId("query-error")).toContainText("At character 1: this parenthesis is never closed.");
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeDisabled();

  await box.fill("(react OR vue) AND NOT php");
  await expect(page.getByTestId("query-error")).toHaveCount(0);
  await box.press("Enter");
  await expect(page).toHaveURL(/q=%28react\+OR\+vue%29\+AND\+NOT\+php/);
  await expect.poll(() => shown(page)).toEqual(["react", "vueHidden", "vueLater"]);

  // Filter: available immediately.
  await page.getByTestId("filter-panel").getByRole("checkbox", { name: "Immediately" }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/availability=IMMEDIATELY/);
  await expect.poll(() => shown(page)).toEqual(["react", "vueHidden"]);

  // Matches are marked; a talent with the name permission off shows the confidential label only.
  await expect(row(page, "react").locator("mark").first()).toHaveText(/react/i);
  await expect(row(page, "vueHidden").locator("mark").first()).toHaveText(/vue/i);
  await expect(row(page, "vueHidden").getByTestId("result-name")).toHaveText("Confidential candidate");
  await expect(page.getByText(SPECS[1].name)).toHaveCount(0);

  const url = page.url();
  const before = await shown(page);
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("textbox", { name: "Boolean search" })).toHaveValue("(react OR vue) AND NOT php");
  await expect(page.getByTestId("filter-panel").getByRole("checkbox", { name: "Immediately" })).toBeChecked();
  await expect.poll(() => shown(page)).toEqual(before);
  await expectNoSeriousA11yViolations(page);
});

test("a job's search overview shows its criteria with the operators highlighted and searches with them", async ({ page }) => {
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await page.goto(`/admin/jobs/${jobId}/search?size=100`);
  const criteria = page.getByTestId("criteria-view");
  await expect(criteria.locator("[data-operator]")).toHaveText(["OR", "AND", "NOT"]);
  await expect(criteria).toContainText("React(2+ yrs)");
  await expect(page.getByRole("textbox", { name: "Boolean search" })).toHaveValue("(react OR vue) AND NOT php");
  // Must-have React with 2+ years, available immediately, not PHP: only the React talent.
  await expect.poll(() => shown(page)).toEqual(["react"]);
  await expectNoSeriousA11yViolations(page);
});

test("the talent pool overview links into the search results", async ({ page }) => {
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await page.goto("/admin/talent");
  const total = Number((await page.getByTestId("pool-total").locator("span").nth(1).innerText()).replace(/\D/g, ""));
  expect(total).toBeGreaterThanOrEqual(SPECS.length);
  await page.getByTestId("pool-internal").click();
  await expect(page).toHaveURL(/\/admin\/talent\/search\?type=internal/);
  await expect(page.getByTestId("result-count")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the search screen works at 375px: filters open from a button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await page.goto(`/admin/talent/search?q=react&size=100`);
  await expect(page.getByTestId("filter-panel")).toBeHidden();
  await page.getByRole("button", { name: "Show filters" }).click();
  await expect(page.getByTestId("filter-panel")).toBeVisible();
  await expect.poll(() => shown(page)).toEqual(expect.arrayContaining(["react", "reactPhp"]));
});
