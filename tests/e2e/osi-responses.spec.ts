import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { recordWebm, seedOsi } from "./support/osi-seed";

/**
 * The recruiter's response view (issue 16, decision D74) through the production server and
 * Chromium: three answers recorded as real WebM by MediaRecorder, played as one video; jumping to
 * question 2 shows its overlay while its answer plays; an answer is rated from the keyboard; axe at
 * 375 and 1024 px in English and French.
 */
type Tree = { [k: string]: string | Tree };
const fr = JSON.parse(readFileSync(path.join(process.cwd(), "messages/fr/osiResponses.json"), "utf8")) as Tree;
const run = Math.random().toString(36).slice(2, 8);

async function axeAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
  }
}

test("the recruiter plays the answers as one video, jumps to question 2 and rates an answer", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/login");
  const videos = [await recordWebm(page, 2500, "#1d4ed8"), await recordWebm(page, 3000, "#15803d"), await recordWebm(page, 2500, "#b91c1c")];
  const seeded = await seedOsi(videos, run);
  await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin" });
  await page.goto(`/admin/jobs/${seeded.jobId}/osi/${seeded.invitationId}`);
  await expect(page.getByTestId("osi-candidate")).toContainText(`Olive Osi ${run}`);
  await expect(page.getByTestId("osi-question")).toHaveCount(3);

  await page.getByTestId("osi-jump-2").click();
  const overlay = page.getByTestId("osi-overlay");
  await expect(overlay).toHaveText(`Question 2 — ${seeded.questions[1]}`);
  const q1End = videos[0].durationMs / 1000;
  const q2End = q1End + videos[1].durationMs / 1000;
  await expect
    .poll(async () =>
      page.getByTestId("osi-video").evaluate((v: HTMLVideoElement) => ({ playing: !v.paused && v.currentTime > 0.2, segment: v.dataset.segment })),
    )
    .toEqual({ playing: true, segment: "1" });
  // The single timeline is inside question 2's range while its answer plays, under its overlay.
  const t = Number(await page.getByTestId("osi-scrubber").inputValue());
  expect(t).toBeGreaterThanOrEqual(q1End - 0.1); // the range input snaps its value to step 0.1
  expect(t).toBeLessThan(q2End);
  await expect(overlay).toHaveAttribute("data-question-number", "2");

  // Rate the answer to question 2 with the keyboard: 4 stars.
  const group = page.getByTestId("osi-rating-2");
  await group.getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(group.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(page.getByTestId("osi-average-2")).toContainText("Average 4");
  await page.reload();
  await expect(page.getByTestId("osi-rating-2").getByRole("radio", { name: "4 stars" })).toBeChecked();

  await page.getByTestId("osi-video").evaluate((v: HTMLVideoElement) => v.pause());
  await axeAt(page, [375, 1024]);
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByTestId("osi-jump-1")).toHaveText(((fr.questions as Tree).jump as string).replace("{number}", "1"));
  await axeAt(page, [375, 1024]);
});
