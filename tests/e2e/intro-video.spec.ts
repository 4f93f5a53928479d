import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type enMessages from "@/messages/en/introVideo.json";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectStreamedViewSettled } from "./support/layout";

/**
 * The intro video, recorded for real: Chromium runs with a fake camera and microphone
 * (--use-fake-device-for-media-stream, --use-fake-ui-for-media-stream in playwright.config.ts),
 * MediaRecorder encodes it, the browser PUTs it to the signed URL and plays it back.
 */
const PASSWORD = "Talent#2026";
// Read, not imported: Playwright's ESM loader wants an import attribute for JSON modules.
const en = JSON.parse(readFileSync(path.join(process.cwd(), "messages", "en", "introVideo.json"), "utf8")) as typeof enMessages;

async function createTalent(): Promise<string> {
  const email = `intro-${randomUUID().slice(0, 8)}@example.test`;
  await withDb((c) =>
    c.query(
      `insert into users (company_id, email, full_name, role, privileges, candidate_unique_id, login_type, password_hash, invitation_accepted_at)
       select u.company_id, $1, 'Ivy Intro', 'talent', array['VIEW_TALENT_DASHBOARD_SECTION.E'], $2, 'password', u.password_hash, now()
       from users u join companies c on c.id = u.company_id where c.slug = 'demo' and u.email = 'talent@demo.test'`,
      [email, `DEMO-C-7${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`],
    ),
  );
  return email;
}

type Row = { file: string | null; overlay: { question: string; questionNumber: number; startTime: number; endTime: number }[]; type: string | null; size: number | null };

async function videoRow(email: string): Promise<Row | undefined> {
  return withDb(async (c) => {
    const r = await c.query(
      `select p.intro_video_file_id as file, p.intro_video_response as overlay, f.content_type as type, f.size_bytes as size
       from users u left join talent_profiles p on p.user_id = u.id left join stored_files f on f.id = p.intro_video_file_id
       where u.email = $1`,
      [email],
    );
    return r.rows[0] as Row | undefined;
  });
}

test.describe("intro video", () => {
  test("a talent records four short answers, uploads them, watches them with the question overlay and deletes the video", async ({ page }) => {
    test.setTimeout(120_000);
    const email = await createTalent();
    await signIn(page, email, PASSWORD);
    await page.goto("/profile");
    await expectStreamedViewSettled(page, "profile-view");
    const section = page.getByTestId("intro-video-section");
    await expect(section.getByText(en.empty)).toBeVisible();

    await section.getByRole("button", { name: en.record }).click();
    const dialog = page.getByRole("dialog", { name: en.recorder.title });
    await expect(dialog).toBeVisible();
    const questions = [en.questions.q1, en.questions.q2, en.questions.q3, en.questions.q4];
    await expect(dialog.getByRole("button", { name: en.recorder.startAnswer })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (let i = 0; i < 4; i++) {
      await expect(dialog.getByTestId("recorder-question")).toHaveText(questions[i]);
      await dialog.getByRole("button", { name: en.recorder.startAnswer }).click();
      await expect(dialog.getByRole("timer", { name: en.recorder.timeLeft })).toBeVisible();
      // Answer for about two seconds, then stop early.
      await page.waitForTimeout(2_000);
      await dialog.getByRole("button", { name: en.recorder.stopAnswer }).click();
    }
    await expect(dialog.getByText(en.recorder.review)).toBeVisible();
    await dialog.getByRole("button", { name: en.recorder.upload, exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText(en.uploaded, { exact: true })).toBeVisible();

    const saved = await videoRow(email);
    expect(saved?.file).toBeTruthy();
    expect(saved?.type).toMatch(/^video\/(webm|mp4)$/);
    expect(saved?.size).toBeGreaterThan(1000);
    expect(saved?.overlay.map((o) => o.question)).toEqual(questions);
    for (const o of saved!.overlay) {
      expect(o.endTime - o.startTime).toBeGreaterThan(1);
      expect(o.endTime - o.startTime).toBeLessThan(30);
    }

    // The recording plays from the app's signed URL, with the question of the moment over it.
    const video = section.locator("video");
    await expect(video).toHaveAttribute("src", /^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[0-9a-f]{64}$/);
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    const overlay = section.getByTestId("intro-video-overlay");
    await expect(overlay).toContainText("Question 1 of 4");
    await expect(overlay).toContainText(en.questions.q1);
    // Paused time between answers is not in the file: question 2 follows about two seconds in.
    await expect(overlay).toContainText(en.questions.q2, { timeout: 8_000 });
    await expectNoSeriousA11yViolations(page);

    // Delete asks first; cancelling keeps the video.
    await section.getByRole("button", { name: en.delete }).click();
    const confirm = page.getByRole("alertdialog", { name: en.deleteConfirmTitle });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(video).toBeVisible();
    expect((await videoRow(email))?.file).toBeTruthy();

    await section.getByRole("button", { name: en.delete }).click();
    await page.getByRole("alertdialog", { name: en.deleteConfirmTitle }).getByRole("button", { name: en.deleteConfirm }).click();
    await expect(page.getByText(en.deleteResult.deleted, { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: en.record })).toBeVisible();
    await expect(section.locator("video")).toHaveCount(0);
    expect((await videoRow(email))?.file).toBeNull();
  });
});
