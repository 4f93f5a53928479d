import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";

/**
 * The question bank through the real server and Chromium: a recruiter creates a question of each
 * kind (the code question by keyboard only), edits, searches and deletes; attaches three one-sided
 * interview questions to a job and reorders them (buttons, then the keyboard), and is refused
 * deleting an attached question (10520). axe at 375 and 1024 px in English and French.
 */
type Tree = { [k: string]: string | Tree };
const MESSAGES: Record<"en" | "fr", Tree> = {
  en: JSON.parse(readFileSync(path.join(process.cwd(), "messages/en/questionBank.json"), "utf8")) as Tree,
  fr: JSON.parse(readFileSync(path.join(process.cwd(), "messages/fr/questionBank.json"), "utf8")) as Tree,
};
function msg(locale: "en" | "fr", key: string): string {
  return key.split(".").reduce<unknown>((o, k) => (o as Tree)[k], MESSAGES[locale]) as string;
}

const CLEAR = (JSON.parse(readFileSync(path.join(process.cwd(), "messages/en/ui.json"), "utf8")) as { searchBox: { clear: string } }).searchBox.clear;
const run = Math.random().toString(36).slice(2, 8);
const JOB_TITLE = "Technical Writer";

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function axeAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
  }
}

async function setLocale(page: Page, locale: "en" | "fr") {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: new URL(page.url()).origin }]);
}

test("a recruiter keeps the question bank and orders a job's attached questions", async ({ page }) => {
  const jobId = await withDb(async (c) => {
    const r = await c.query<{ id: string }>("select j.id from jobs j join companies co on co.id = j.company_id where co.slug = 'demo' and j.title = $1 limit 1", [JOB_TITLE]);
    await c.query("delete from job_osi_questions where job_id = $1", [r.rows[0].id]);
    return r.rows[0].id;
  });
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });

  // ── Recruiter assist: required texts, create, edit, search, delete ──
  await page.getByRole("link", { name: "Question bank" }).first().click();
  await expect(page).toHaveURL(/\/admin\/questions$/);
  await expect(page.getByRole("heading", { level: 2, name: "Question bank" })).toBeVisible();
  await page.getByTestId("question-create").click();
  const dialog = page.getByTestId("question-dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  for (const text of ["Please enter questionnaire title", "Please enter question", "Please enter answer", "Please select difficulty level"]) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  const assistQuestion = `What is a covering index? ${run}`;
  await dialog.getByRole("textbox", { name: "Questionnaire title", exact: true }).fill(`Data screen ${run}`);
  await dialog.getByRole("textbox", { name: "Question", exact: true }).fill(assistQuestion);
  await dialog.getByRole("textbox", { name: "Answer", exact: true }).fill("An index that holds every column the query reads.");
  await choose(page, dialog.getByRole("combobox", { name: "Difficulty level", exact: true }), "Expert");
  await dialog.getByRole("textbox", { name: "Tag stack", exact: true }).fill("PostgreSQL, Indexing");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("questions-notice")).toContainText("Question saved.");
  const assistRow = page.getByRole("row").filter({ hasText: assistQuestion });
  await expect(assistRow).toContainText("Expert");
  await expect(assistRow).toContainText("Indexing");

  await assistRow.getByRole("button", { name: /^Edit/ }).click();
  await expect(dialog.getByRole("textbox", { name: "Question", exact: true })).toHaveValue(assistQuestion);
  await choose(page, dialog.getByRole("combobox", { name: "Difficulty level", exact: true }), "Beginner");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("questions-notice")).toContainText("Question updated.");
  await expect(page.getByRole("row").filter({ hasText: assistQuestion })).toContainText("Beginner");

  // The search runs in the database through the address bar; the clear icon brings every row back.
  const search = page.getByRole("searchbox", { name: "Search questions" });
  await search.fill(`covering index? ${run}`);
  await expect(page).toHaveURL(new RegExp(`q=covering`));
  await expect(page.getByRole("row").filter({ hasText: assistQuestion })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "What does a database index trade" })).toHaveCount(0);
  await search.fill(`nothing-like-this-${run}`);
  await expect(page.getByText("No recruiter-assist questions yet.")).toBeVisible();
  await page.getByRole("button", { name: CLEAR }).click();
  await expect(page).toHaveURL(/\/admin\/questions$/);
  await expect(page.getByRole("row").filter({ hasText: assistQuestion })).toBeVisible();

  await page.getByRole("row").filter({ hasText: assistQuestion }).getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("questions-notice")).toContainText("Question deleted.");
  await expect(page.getByRole("row").filter({ hasText: assistQuestion })).toHaveCount(0);

  // ── One-sided interview questions: response time in minutes and seconds ──
  await page.getByRole("link", { name: "One-sided interview" }).click();
  await expect(page).toHaveURL(/\/admin\/questions\/osi$/);
  await page.getByTestId("question-create").click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please enter question", { exact: true })).toBeVisible();
  await expect(dialog.getByTestId("osi-time-message")).toHaveText("Please enter response time");
  await dialog.getByRole("spinbutton", { name: "Minutes", exact: true }).fill("60");
  await dialog.getByRole("spinbutton", { name: "Seconds", exact: true }).fill("30");
  await dialog.getByRole("textbox", { name: "Question", exact: true }).fill(`Too long ${run}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("osi-time-message")).toHaveText("Response time must be between 1 second and 60 minutes");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const osi = [`Alpha ${run}: walk us through your last project.`, `Bravo ${run}: how do you test?`, `Charlie ${run}: why this team?`];
  for (const [i, question] of osi.entries()) {
    await page.getByTestId("question-create").click();
    await dialog.getByRole("textbox", { name: "Question", exact: true }).fill(question);
    await dialog.getByRole("spinbutton", { name: "Minutes", exact: true }).fill(String(i + 1));
    await dialog.getByRole("spinbutton", { name: "Seconds", exact: true }).fill("30");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("questions-notice")).toContainText("Question saved.");
    await expect(page.getByRole("row").filter({ hasText: question })).toContainText(`${i + 1}:30`);
  }

  // ── Code questions: the create form by keyboard only ──
  await page.getByRole("link", { name: "Code questions" }).click();
  await expect(page).toHaveURL(/\/admin\/questions\/code$/);
  await expect(page.getByRole("row").filter({ hasText: "ARR-001" })).toBeVisible();
  await page.getByTestId("question-create").focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("textbox", { name: "Code", exact: true })).toBeFocused();
  await page.keyboard.type(`kb-${run}`);
  await page.keyboard.press("Tab");
  await page.keyboard.type(`Keyboard FizzBuzz ${run}`);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("combobox", { name: "Difficulty", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Beginner" })).toBeFocused();
  // Radix Select moves focus on a timer after a key: wait for it to land before Enter picks.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Intermediate" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("combobox", { name: "Difficulty", exact: true })).toHaveText("Intermediate");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("combobox", { name: "Language", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "JavaScript" })).toBeFocused();
  await page.keyboard.type("Py");
  await expect(page.getByRole("option", { name: "Python" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("combobox", { name: "Language", exact: true })).toHaveText("Python");
  await page.keyboard.press("Tab");
  await page.keyboard.type("loops");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Print 1..n, Fizz for multiples of 3, Buzz for 5.");
  await page.keyboard.press("Tab");
  await page.keyboard.type("def fizzbuzz(n):\n    pass");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Save" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("questions-notice")).toContainText("Question saved.");
  const codeRow = page.getByRole("row").filter({ hasText: `KB-${run.toUpperCase()}` });
  await expect(codeRow).toContainText("Python");
  await expect(codeRow).toContainText("Intermediate");
  // A taken code answers 10521 in the dialog.
  await page.getByTestId("question-create").click();
  await dialog.getByRole("textbox", { name: "Code", exact: true }).fill(`kb-${run}`);
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Duplicate");
  await choose(page, dialog.getByRole("combobox", { name: "Difficulty", exact: true }), "Expert");
  await dialog.getByRole("textbox", { name: "Prompt", exact: true }).fill("Same code.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("question-error")).toHaveAttribute("data-code", "10521");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // ── A job's attached questions: attach three, reorder by buttons and by keyboard ──
  await page.goto(`/admin/jobs/${jobId}`);
  const section = page.getByTestId("job-questions");
  await expect(section.getByText("No questions are attached to this job.")).toBeVisible();
  await section.getByRole("button", { name: "Attach from the question bank" }).click();
  await section.getByRole("searchbox", { name: "Search the bank" }).fill(run);
  const options = section.getByTestId("job-question-options");
  await expect(options.getByRole("listitem")).toHaveCount(3);
  for (const question of osi) {
    await options.getByRole("button", { name: `Attach “${question.length > 60 ? `${question.slice(0, 59)}…` : question}”` }).click();
    await expect(section.getByTestId("job-question-text").filter({ hasText: question })).toBeVisible();
  }
  const texts = section.getByTestId("job-question-text");
  await expect(texts).toHaveText(osi);
  await expect(section.getByTestId("job-questions-count")).toHaveText("3 of 20 questions");
  await expect(section.getByText("No matching question that is not attached yet.")).toBeVisible();

  await section.getByRole("button", { name: "Move question 3 up" }).click();
  await expect(texts).toHaveText([osi[0], osi[2], osi[1]]);
  // The focus stays on the moved question: Enter moves it up once more.
  await expect(section.getByRole("button", { name: "Move question 2 up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(texts).toHaveText([osi[2], osi[0], osi[1]]);
  await expect(section.getByTestId("job-questions-status")).toHaveText("Question moved to number 1.");
  // Stored, not just shown.
  await page.reload();
  await expect(texts).toHaveText([osi[2], osi[0], osi[1]]);
  await axeAt(page, [375, 1024]);

  // ── Deleting an attached question is refused (10520) ──
  await page.goto("/admin/questions/osi");
  await page.getByRole("row").filter({ hasText: osi[0] }).getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("questions-notice")).toHaveAttribute("data-code", "10520");
  await expect(page.getByRole("row").filter({ hasText: osi[0] })).toBeVisible();
  await axeAt(page, [375, 1024]);

  // ── French: the same screens, translated, axe-clean ──
  await setLocale(page, "fr");
  await page.goto("/admin/questions/osi");
  await expect(page.getByRole("heading", { level: 2, name: msg("fr", "title") })).toBeVisible();
  await expect(page.getByRole("link", { name: msg("fr", "tabs.osi") })).toHaveAttribute("aria-current", "page");
  await axeAt(page, [375, 1024]);
  await page.getByTestId("question-create").click();
  await dialog.getByRole("button", { name: msg("fr", "common.save") }).click();
  await expect(dialog.getByText(msg("fr", "validation.questionRequired"), { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: msg("fr", "common.cancel") }).click();
  await page.goto(`/admin/jobs/${jobId}`);
  await expect(page.getByRole("heading", { name: msg("fr", "job.title") })).toBeVisible();
  await axeAt(page, [375, 1024]);
});
