import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type enIntroVideo from "@/messages/en/introVideo.json";
import { makePdf } from "@/tests/support/pdf";
import { signIn } from "./support/auth";
import { choose, pickToronto, saveStep } from "./support/builder-form";
import { withDb } from "./support/db";
import { docxText, docxXml, downloadFrom, pdfText } from "./support/downloads";
import { clearTalentProfile, restoreTalent, snapshotTalent, type TalentSnapshot } from "./support/talent-reset";

/**
 * The talent profile end to end (issue "Talent profile"): the demo talent starts again from an
 * empty profile, uploads a resume that the background parser (pg-boss worker of the server)
 * reads, confirms the suggested values in the builder, completes every step, records the intro
 * video with Chromium's fake camera, and gets the profile back on /profile and as PDF and Word.
 * The seeded profile is put back afterwards for the specs that follow.
 */
const EMAIL = "talent@demo.test";
const PASSWORD = "Talent#2026";
// Read, not imported: Playwright's ESM loader wants an import attribute for JSON modules.
const video = JSON.parse(readFileSync(path.join(process.cwd(), "messages", "en", "introVideo.json"), "utf8")) as typeof enIntroVideo;

/** An ordinary one-page resume; every value the journey checks later is written here once. */
const RESUME = {
  fileName: "taylor-morgan-resume.pdf",
  firstName: "Taylor",
  middleName: "Jamie",
  lastName: "Morgan",
  headline: "Senior Backend Engineer",
  linkedIn: "https://www.linkedin.com/in/taylor-morgan-dev",
  summary: "Backend engineer with nine years of experience building payment and logistics platforms.",
  skill: "TypeScript",
  employer: "Maplewood Logistics",
  previousEmployer: "Lakeshore Payments",
  course: "B.Sc. in Computer Science",
  institution: "University of Waterloo",
};
const FULL_NAME = `${RESUME.firstName} ${RESUME.middleName} ${RESUME.lastName}`;

function resumePdf(): Buffer {
  return makePdf([
    FULL_NAME,
    RESUME.headline,
    "taylor.morgan@example.com | +1 (416) 555-0148 | Toronto, ON",
    "linkedin.com/in/taylor-morgan-dev",
    "Summary",
    RESUME.summary,
    "Skills",
    "Languages: TypeScript, Go, SQL",
    "Tools: Docker, Kubernetes, PostgreSQL",
    "Work Experience",
    "Staff Software Engineer",
    `${RESUME.employer}, Toronto, ON`,
    "Mar 2019 - Present",
    "- Built the routing service in Go and PostgreSQL for 2,000 daily deliveries.",
    "- Moved the platform to Kubernetes on AWS.",
    "Software Engineer",
    `${RESUME.previousEmployer}, Toronto, ON`,
    "Jun 2015 - Feb 2019",
    "- Wrote the settlement API in TypeScript.",
    "Education",
    RESUME.course,
    RESUME.institution,
    "2011 - 2015",
  ]);
}

/** What the builder adds by hand on top of the resume. */
const ENTERED = {
  domain: "Fintech",
  certification: "AWS Certified Developer - Associate",
  certificationIssuer: "Amazon Web Services",
  project: "Same-day Routing Engine",
  projectDescription: "Plans 2,000 deliveries a day across Ontario in under a minute.",
  maritalStatus: "Single",
};

async function latestParseStatus(userId: string): Promise<string | null> {
  return withDb(async (c) => {
    const r = await c.query<{ status: string }>("select status::text from resume_parses where user_id = $1 order by created_at desc limit 1", [userId]);
    return r.rows[0]?.status ?? null;
  });
}

/** Two snapshots hold the same rows, whatever order each table's rows came in. */
function sameRows(a: TalentSnapshot, b: TalentSnapshot): boolean {
  const norm = (s: TalentSnapshot) => JSON.stringify([Object.entries(s.rows).map(([t, rows]) => [t, (JSON.parse(rows) as unknown[]).map((r) => JSON.stringify(r)).sort()]), s.names]);
  return norm(a) === norm(b);
}

async function recordIntroVideo(page: Page): Promise<void> {
  const section = page.getByTestId("intro-video-section");
  await expect(section.getByText(video.empty)).toBeVisible();
  await section.getByRole("button", { name: video.record }).click();
  const dialog = page.getByRole("dialog", { name: video.recorder.title });
  const questions = [video.questions.q1, video.questions.q2, video.questions.q3, video.questions.q4];
  for (const question of questions) {
    await expect(dialog.getByTestId("recorder-question")).toHaveText(question);
    await dialog.getByRole("button", { name: video.recorder.startAnswer }).click();
    await expect(dialog.getByRole("timer", { name: video.recorder.timeLeft })).toBeVisible();
    await page.waitForTimeout(1_500);
    await dialog.getByRole("button", { name: video.recorder.stopAnswer }).click();
  }
  await expect(dialog.getByText(video.recorder.review)).toBeVisible();
  await dialog.getByRole("button", { name: video.recorder.upload, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(video.uploaded, { exact: true })).toBeVisible();
  await expect(section.locator("video")).toHaveAttribute("src", /^\/api\/files\/[0-9a-f-]{36}\?/);
}

test.describe("talent profile journey", () => {
  let seeded: TalentSnapshot | undefined;

  test.beforeAll(async () => {
    seeded = await snapshotTalent(EMAIL);
    expect(JSON.parse(seeded.rows.talent_profiles)).toHaveLength(1);
  });

  // profile-view, search and selection run after this file against the same database.
  test.afterAll(async () => {
    if (!seeded) return;
    await restoreTalent(seeded);
    expect(sameRows(await snapshotTalent(EMAIL), seeded), "the seeded profile is back").toBe(true);
  });

  test("the demo talent builds the whole profile from a parsed resume, records the intro video and downloads it as PDF and Word", async ({ page }) => {
    test.setTimeout(300_000);
    const userId = seeded!.userId;
    await clearTalentProfile(userId);
    await signIn(page, EMAIL, PASSWORD);

    // Resume: an empty builder; the uploaded file is parsed in the background by the queue worker.
    await page.goto("/builder");
    await expect(page).toHaveURL(/\/builder(\?section=resume)?$/);
    await expect(page.getByRole("heading", { name: "Upload your resume" })).toBeVisible();
    await expect(page.getByText("No resume uploaded yet.")).toBeVisible();
    await page.locator("#resume-file").setInputFiles({ name: RESUME.fileName, mimeType: "application/pdf", buffer: resumePdf() });
    await expect(page.getByTestId("resume-list")).toContainText(RESUME.fileName);
    // The step tells the talent what became of the parse (polled), and the database agrees.
    await expect(page.getByTestId("resume-parse-status").getByRole("status")).toHaveText("Resume read: your details are filled in on the next steps for you to check", { timeout: 30_000 });
    await expect.poll(() => latestParseStatus(userId), { message: "the resume parse finishes", timeout: 30_000, intervals: [500] }).toBe("parsed");
    await saveStep(page, /section=personal$/);

    // Personal: the name (with the middle name only the resume knows), links and summary come from the resume.
    const notice = page.getByText("We filled some fields from your resume. Please check them before saving.");
    await expect(notice).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue(RESUME.firstName);
    await expect(page.getByRole("textbox", { name: "Middle name" })).toHaveValue(RESUME.middleName);
    await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue(RESUME.lastName);
    await expect(page.locator("#personal-phone")).toHaveValue(/416.*555.*0148/);
    await expect(page.locator("#personal-linkedin")).toHaveValue(RESUME.linkedIn);
    await expect(page.locator("#personal-summary")).toHaveValue(RESUME.summary);
    // What a resume cannot say: where the talent lives now and what they are looking for.
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Please select current location")).toBeVisible();
    await pickToronto(page);
    await choose(page, page.getByRole("combobox", { name: "Availability" }), "30 days");
    await choose(page, page.getByRole("combobox", { name: "Workplace type" }), "Hybrid");
    await saveStep(page, /section=expertise$/);

    // Expertise: the headline and the catalogue skills are suggested; the domain is the talent's to pick.
    await expect(notice).toBeVisible();
    await expect(page.locator("#expertise-speciality")).toHaveValue(RESUME.headline);
    const technologies = page.locator('input[id^="stack-"][id$="-technology"]');
    await expect.poll(async () => technologies.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(expect.arrayContaining([RESUME.skill, "Go", "PostgreSQL", "Kubernetes"]));
    await page.getByRole("checkbox", { name: ENTERED.domain }).check();
    await saveStep(page, /section=education$/);

    // Education: the degree is suggested with its level, school and year.
    await expect(notice).toBeVisible();
    await expect(page.locator("#education-0-course")).toHaveValue(RESUME.course);
    await expect(page.locator("#education-0-institution")).toHaveValue(RESUME.institution);
    await expect(page.locator("#education-0-level")).toContainText("Undergraduate");
    await expect(page.locator("#education-0-completion")).toContainText("2015");
    await saveStep(page, /section=certifications$/);

    // Certifications: nothing in the resume; one added by hand.
    await expect(page.getByText("No certification added. Add yours, or continue.")).toBeVisible();
    await page.getByRole("button", { name: "Add certification" }).click();
    await page.locator("#certification-0-description").fill(ENTERED.certification);
    await page.locator("#certification-0-institution").fill(ENTERED.certificationIssuer);
    await choose(page, page.locator("#certification-0-year"), "2021");
    await saveStep(page, /section=experience$/);

    // Work experience: both jobs are suggested with their dates; a project is added to the current one.
    await expect(notice).toBeVisible();
    await expect(page.locator("#exp-0-company")).toHaveValue(RESUME.employer);
    await expect(page.locator("#exp-0-designation")).toHaveValue("Staff Software Engineer");
    await expect(page.locator("#exp-0-current")).toBeChecked();
    await expect(page.locator("#exp-0-from-month")).toContainText("March");
    await expect(page.locator("#exp-0-from-year")).toContainText("2019");
    await expect(page.locator("#exp-1-company")).toHaveValue(RESUME.previousEmployer);
    await expect(page.locator("#exp-1-to-year")).toContainText("2019");
    await page.getByRole("button", { name: "Add project" }).first().click();
    await page.locator("#exp-0-project-0-title").fill(ENTERED.project);
    await page.locator("#exp-0-project-0-description").fill(ENTERED.projectDescription);
    await choose(page, page.locator("#exp-0-project-0-years"), "2");
    await choose(page, page.locator("#exp-0-project-0-months"), "3");
    await page.locator("#exp-0-project-0-stack").fill("Go, PostgreSQL");
    await saveStep(page, /section=immigration$/);

    // Immigration: nothing is required; the talent gives a birth date, status and citizenship.
    await page.locator("#immigration-dob").fill("1990-04-12");
    await choose(page, page.getByRole("combobox", { name: "Marital status" }), ENTERED.maritalStatus);
    await choose(page, page.getByRole("combobox", { name: "Citizenship" }), "Canada");
    await saveStep(page, /\/builder\/thankyou$/);
    await expect(page.getByRole("heading", { name: "Your profile is complete" })).toBeVisible();

    // The profile page, then the intro video with the fake camera.
    await page.getByRole("link", { name: "View my profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await recordIntroVideo(page);

    await page.reload();
    await expect(page.getByTestId("profile-header").getByRole("heading", { name: FULL_NAME })).toBeVisible();
    await expect(page.getByTestId("profile-designation")).toHaveText(RESUME.headline);
    await expect(page.getByTestId("profile-domains")).toHaveText(ENTERED.domain);
    await expect(page.getByTestId("fact-location")).toContainText("Toronto, Ontario, Canada");
    await expect(page.getByTestId("fact-dob")).toContainText("12 Apr 1990");
    await expect(page.getByTestId("profile-summary")).toContainText(RESUME.summary);
    await expect(page.getByTestId("section-expertise")).toContainText(RESUME.skill);
    await expect(page.getByTestId("section-education")).toContainText(RESUME.course);
    await expect(page.getByTestId("section-education")).toContainText(RESUME.institution);
    await expect(page.getByTestId("section-certifications")).toContainText(ENTERED.certification);
    const experience = page.getByTestId("section-experience");
    await expect(experience.getByTestId("experience-item")).toHaveCount(2);
    await expect(experience).toContainText(RESUME.employer);
    await expect(experience).toContainText(RESUME.previousEmployer);
    await expect(experience.getByTestId("project-item")).toContainText(ENTERED.project);
    await expect(experience.getByTestId("experience-range").first()).toHaveText("Mar 2019 – Present");
    await expect(page.getByTestId("section-immigration")).toContainText(ENTERED.maritalStatus);
    await expect(page.getByTestId("intro-video-section").locator("video")).toBeVisible();
    await expect(page.getByText("Your profile is not complete yet")).toHaveCount(0);

    // The documents: the built profile as PDF and Word, and the resume as it was uploaded.
    const pdf = await pdfText(await downloadFrom(page, "Profile as PDF"));
    for (const text of [FULL_NAME, RESUME.skill, RESUME.employer, RESUME.course, ENTERED.certification, ENTERED.project]) expect(pdf).toContain(text);

    const xml = docxXml(await downloadFrom(page, "Profile as Word"));
    const word = docxText(xml);
    for (const text of [FULL_NAME, RESUME.skill, RESUME.employer, RESUME.course, ENTERED.certification, ENTERED.project]) expect(word).toContain(text);
    expect(xml).toContain(`>${RESUME.employer}<`);

    const original = await pdfText(await downloadFrom(page, "Original resume"));
    expect(original).toContain(FULL_NAME);
    expect(original).toContain(RESUME.summary);

    // What the server stored agrees: a complete profile built from this resume, with the video.
    const saved = await withDb((c) =>
      c.query<{ completed: boolean; video: string | null; stacks: string[]; full_name: string; files: string[] }>(
        `select p.completed_at is not null as completed, p.intro_video_file_id as video, u.full_name,
           array(select s.stack from talent_stacks s where s.user_id = u.id order by s.stack) as stacks,
           array(select f.file_name from stored_files f where f.owner_user_id = u.id and f.kind = 'resume') as files
         from users u join talent_profiles p on p.user_id = u.id where u.id = $1`,
        [userId],
      ),
    );
    expect(saved.rows[0]).toMatchObject({ completed: true, full_name: FULL_NAME, files: [RESUME.fileName] });
    expect(saved.rows[0].video).toBeTruthy();
    expect(saved.rows[0].stacks).toContain(RESUME.skill);
  });
});
