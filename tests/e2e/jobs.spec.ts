import { expect, test } from "@playwright/test";
import { makePdf } from "../support/pdf";
import { signIn } from "./support/auth";
import { choose } from "./support/builder-form";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { countMailsTo, waitForMail } from "./support/outbox";

const APPLIED_TEXT = "Your application has been submitted";

/**
 * The job journey end to end: a recruiter admin creates a job from a parsed job-description PDF,
 * edits a field, publishes it; an anonymous visitor finds it on the career page by search and
 * sees its description with the JobPosting structured data, applies through the job login, and
 * the recruiter finds the applicant on the job.
 */


const word = () =>
  Array.from({ length: 6 }, () => "bcdfghjklmnpqrstvwz"[Math.floor(Math.random() * 19)])
    .join("")
    .replace(/^./, (c) => c.toUpperCase());
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

test("a recruiter admin creates a job from a JD file, publishes it, and a visitor finds it on the career page", async ({ page, browser }) => {
  const codename = word();
  const parsedTitle = `Platform Engineer ${codename}`;
  const finalTitle = `${parsedTitle} Remote`;
  const pdf = makePdf([parsedTitle, "Location: Berlin, Germany", "Remote, full-time role.", "Requirements", "4+ years with Kubernetes and Terraform.", "Nice to have", "Go experience."]);

  await signIn(page, "recruiteradmin@demo.test", "RecAdmin#2026", { portal: "admin" });
  await page.goto("/admin/jobs");
  await expect(page.getByRole("table", { name: "Jobs" })).toBeVisible();
  await page.getByRole("link", { name: "Create job" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);

  // Parse-file tab: the PDF fills the form, without any AI provider.
  await page.getByRole("tab", { name: "Parse file" }).click();
  await page.locator('input[type="file"][name="jd-file"]').setInputFiles({ name: "platform-engineer.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("draft-applied")).toContainText("filled from the file");
  const title = page.getByRole("textbox", { name: "Job title" });
  await expect(title).toHaveValue(parsedTitle);
  await expect(page.getByRole("textbox", { name: "Job location" })).toHaveValue("Berlin, Germany");
  await expect(page.getByRole("combobox", { name: "Workplace type" })).toContainText("Remote");
  // Skill inputs suggest catalogue names (a datalist), so they are comboboxes.
  await expect(page.getByRole("combobox", { name: "Skill" }).first()).toHaveValue("Kubernetes");

  // The required fields the file cannot know, and the spec's message for a past date.
  await choose(page, page.getByRole("combobox", { name: "Department" }), "Engineering");
  // Only a job someone owns may go on the career page (applicants need an assignee, 10085).
  await choose(page, page.getByRole("combobox", { name: "Assignee" }), "Riley Chen");
  await page.getByLabel("Due date").fill(inDays(-2));
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByText("Please add a future date")).toBeVisible();
  await page.getByLabel("Due date").fill(inDays(30));
  // Edit a parsed field before saving.
  await title.fill(finalTitle);
  await page.getByRole("button", { name: "Create job" }).click();

  await expect(page).toHaveURL(/\/admin\/jobs\/[0-9a-f-]{36}\?saved=created$/);
  await expect(page.getByTestId("job-title")).toHaveText(finalTitle);
  const jdId = (await page.getByTestId("job-jd-id").textContent())!.trim();
  expect(jdId).toMatch(/^JD-\d+$/);
  const jobId = /\/admin\/jobs\/([0-9a-f-]{36})/.exec(page.url())![1];
  await expect(page.getByRole("link", { name: "Search talent for this job" })).toHaveAttribute("href", `/admin/jobs/${jobId}/search`);

  // Publish to the career page.
  const publish = page.getByRole("switch", { name: "Published on the career page" });
  await expect(publish).toHaveAttribute("aria-checked", "false");
  await publish.click();
  await expect(page.getByTestId("job-action-notice")).toContainText("now on the career page");
  await expect(publish).toHaveAttribute("aria-checked", "true");
  await expectNoSeriousA11yViolations(page);

  // An anonymous visitor.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto("/jobs");
  await expect(v.getByRole("heading", { level: 1 })).toHaveText("Careers at Demo Talent Co.");
  await v.getByRole("searchbox", { name: "Search open positions" }).fill(codename);
  await v.getByRole("button", { name: "Search", exact: true }).click();
  await expect(v).toHaveURL(new RegExp(`/jobs\\?q=${codename}$`));
  const results = v.getByTestId("career-job");
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText(jdId);
  await results.first().getByRole("link", { name: finalTitle }).click();

  const dialog = v.getByRole("dialog", { name: finalTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("career-job-id")).toHaveText(jdId);
  await expect(dialog).toContainText(/Posted on \d{2} \w{3} \d{4}/);
  const [y, m, d] = inDays(30).split("-");
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(m) - 1];
  // Due dates are shown in UTC (DD MMM YYYY), the time zone jobs expire in.
  await expect(dialog).toContainText(`Apply by ${d} ${month} ${y}`);
  await expect(dialog.getByRole("link", { name: "Apply" })).toHaveAttribute("href", `/login/external/${jobId}`);

  const ld = JSON.parse((await v.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld).toMatchObject({
    "@type": "JobPosting",
    title: finalTitle,
    hiringOrganization: { "@type": "Organization", name: "Demo Talent Co." },
    employmentType: "FULL_TIME",
    jobLocation: [{ address: { addressLocality: "Berlin", addressCountry: "Germany" } }],
    validThrough: `${inDays(30)}T23:59:59.999Z`,
  });
  expect(typeof ld.datePosted).toBe("string");
  await expectNoSeriousA11yViolations(v);

  // Apply: the job login creates the candidate, records the application and shows the notice once.
  // The job was created without an assignee (it waits in the queue): it takes applications all the same.
  const applicant = `applicant.${Date.now()}@e2e.test`;
  await dialog.getByRole("link", { name: "Apply" }).click();
  await expect(v).toHaveURL(new RegExp(`/login/external/${jobId}$`));
  await v.getByRole("textbox", { name: "Email" }).fill(applicant);
  await v.getByRole("textbox", { name: "Full name" }).fill("Avery Applicant");
  const before = countMailsTo(applicant);
  await v.getByRole("button", { name: "Send me a code" }).click();
  const mail = await waitForMail(applicant, before);
  const code = /\b(\d{6})\b/.exec(mail.text)![1];
  await v.getByRole("textbox", { name: "Sign-in code" }).fill(code);
  await v.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(v).toHaveURL(/\/profile$/);
  await expect(v.getByText(APPLIED_TEXT, { exact: true })).toBeVisible();
  const applications = await withDb((c) =>
    c.query("select a.status from job_applications a join users u on u.id = a.candidate_id where a.job_id = $1 and u.email = $2", [jobId, applicant]),
  );
  expect(applications.rows).toEqual([{ status: "APPLIED" }]);
  // Once only: the flag is spent, so a reload shows nothing. The shell's start-up fetch answering
  // means it has hydrated, and the notice (mounted beside it) has looked at the flag.
  const startup = v.waitForResponse((r) => new URL(r.url()).pathname === "/api/candidate/details");
  await v.reload();
  expect((await startup).status()).toBe(200);
  await expect(v.getByTestId("candidate-id-badge")).toBeVisible();
  expect(await v.evaluate(() => localStorage.getItem("hasAppliedJob"))).toBeNull();
  await expect(v.getByText(APPLIED_TEXT, { exact: true })).toHaveCount(0);

  // The recruiter sees the applicant on the job; the shortlisted and standby tabs read the job's shortlist.
  await page.reload();
  const lists = page.getByRole("region", { name: "Candidates" });
  await expect(lists.getByRole("tab", { name: "Applicants (1)" })).toHaveAttribute("aria-selected", "true");
  await expect(lists.getByRole("tabpanel")).toContainText("Avery Applicant");
  await lists.getByRole("tab", { name: "Shortlisted (0)" }).click();
  await expect(lists.getByRole("tabpanel")).toContainText("No candidate is shortlisted.");
  const standbyName = await withDb(async (c) => {
    await c.query(
      `insert into job_shortlists (job_id, candidate_id, company_id, status, by_user_id)
       select j.id, u.id, j.company_id, 'shortListed', r.id from jobs j join users u on u.company_id = j.company_id and u.email = $2
       join users r on r.company_id = j.company_id and r.email = 'recruiteradmin@demo.test' where j.id = $1`,
      [jobId, applicant],
    );
    await c.query(
      `insert into job_shortlists (job_id, candidate_id, company_id, status)
       select j.id, u.id, j.company_id, 'standBy' from jobs j join users u on u.company_id = j.company_id and u.email = 'talent@demo.test' where j.id = $1`,
      [jobId],
    );
    const t = await c.query<{ full_name: string; visible: boolean }>(
      `select u.full_name, coalesce(p.name_visible, true) as visible from users u join jobs j on j.company_id = u.company_id and j.id = $1
       left join talent_profiles p on p.user_id = u.id where u.email = 'talent@demo.test'`,
      [jobId],
    );
    return t.rows[0].visible ? t.rows[0].full_name : "Confidential talent";
  });
  await page.reload();
  await lists.getByRole("tab", { name: "Shortlisted (1)" }).click();
  await expect(lists.getByRole("tabpanel")).toContainText("Avery Applicant");
  await expect(lists.getByRole("tabpanel")).toContainText("Added by Riley Chen");
  await lists.getByRole("tab", { name: "Standby (1)" }).click();
  await expect(lists.getByRole("tabpanel")).toContainText(standbyName);

  // Back on the career page: unpublishing takes the job off the page.
  await v.goto(`/jobs?q=${codename}`);
  await expect(v.getByTestId("career-job")).toHaveCount(1);
  await publish.click();
  await expect(publish).toHaveAttribute("aria-checked", "false");
  await v.reload();
  await expect(v.getByTestId("career-job")).toHaveCount(0);
  await visitor.close();
});

test("an unknown, malformed or other tenant's job id is the 404 page on the job, its edit and its search pages", async ({ page }) => {
  const acmeJob = await withDb(async (c) => {
    const r = await c.query<{ id: string }>("select j.id from jobs j join companies co on co.id = j.company_id where co.slug = 'acme' and j.status <> 'deleted' limit 1");
    return r.rows[0]?.id;
  });
  expect(acmeJob, "the seed gives acme jobs").toMatch(/^[0-9a-f-]{36}$/);

  await signIn(page, "recruiteradmin@demo.test", "RecAdmin#2026", { portal: "admin" });
  // A job of demo's own answers the page, so the 404s below are about the id, not the access.
  const own = await withDb(async (c) => (await c.query<{ id: string }>("select j.id from jobs j join companies co on co.id = j.company_id where co.slug = 'demo' and j.status <> 'deleted' limit 1")).rows[0].id);
  expect((await page.goto(`/admin/jobs/${own}`))?.status()).toBe(200);
  await expect(page.getByTestId("job-title")).toBeVisible();

  for (const id of ["0b0e6d3c-1f2a-4c5d-9e8f-7a6b5c4d3e2f", "not-a-uuid", acmeJob!]) {
    for (const sub of ["", "/edit", "/search"]) {
      const res = await page.goto(`/admin/jobs/${id}${sub}`);
      expect(res?.status(), `/admin/jobs/${id}${sub}`).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    }
  }
});
