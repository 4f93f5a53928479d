import { expect, test, type Locator, type Page } from "@playwright/test";
import { makePdf } from "../support/pdf";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";

/**
 * The job journey end to end: a recruiter admin creates a job from a parsed job-description PDF,
 * edits a field, publishes it; an anonymous visitor finds it on the career page by search and
 * sees its description with the JobPosting structured data.
 */

async function choose(page: Page, trigger: Locator, option: string): Promise<void> {
  await trigger.focus();
  await page.keyboard.press("Enter");
  const item = page.getByRole("option", { name: option, exact: true });
  await expect(item).toBeVisible();
  await item.focus();
  await page.keyboard.press("Enter");
  await expect(trigger).toContainText(option);
}

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

  // Escape closes the description; unpublishing takes the job off the page.
  await v.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await publish.click();
  await expect(publish).toHaveAttribute("aria-checked", "false");
  await v.reload();
  await expect(v.getByTestId("career-job")).toHaveCount(0);
  await visitor.close();
});
