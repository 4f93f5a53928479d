import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sealOsiLink } from "@/lib/osi/links";
import type enMessages from "@/messages/en/osi.json";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { answerQuestion as answer, recordSpeech, spoken, storedAnswers as answers } from "./support/osi";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * The candidate's side of a one-sided interview (issue 16), with Chromium's fake camera and
 * microphone recording real video: the link opens without an account, the intro checks the
 * camera and asks for consent, each answer records and uploads in resumable chunks through the
 * real routes into storage, a reload continues at the next unanswered question, and the end is
 * the thank-you page. Also: a second answer refused, a tampered link, a blocked interview, a
 * refused camera, French on a 375 px phone, and the talent's practice interview.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Read, not imported: Playwright's ESM loader wants an import attribute for JSON modules.
const read = (locale: string, ns: string) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, `${ns}.json`), "utf8"));
const en = read("en", "osi") as typeof enMessages;
const fr = read("fr", "osi") as typeof enMessages;
const enErrors = read("en", "errors") as { other: Record<string, string> };
const frErrors = read("fr", "errors") as { other: Record<string, string> };

type Seeded = { token: string; invitationId: string; jobTitle: string; company: string; questions: { id: string; text: string }[] };

/** A job, a talent and an invitation with `texts.length` short questions, sealed as the server seals it. */
async function seed(texts: string[], opts: { responseSeconds?: number; status?: "invited" | "blocked" } = {}): Promise<Seeded> {
  // The link is sealed with the server's secret (local `npm start` keeps it in .data/auth-secret).
  process.env.AUTH_SECRET ??= readFileSync(path.join(process.cwd(), ".data", "auth-secret"), "utf8").trim();
  const tag = randomBytes(3).toString("hex");
  return withDb(async (c) => {
    const company = (await c.query<{ id: string; name: string }>("select id, name from companies where slug = 'demo'")).rows[0];
    const recruiter = (await c.query<{ id: string }>("select id from users where company_id = $1 and lower(email) = 'recruiter@demo.test'", [company.id])).rows[0].id;
    const department = (await c.query<{ id: string }>("select id from departments where company_id = $1 order by name limit 1", [company.id])).rows[0].id;
    const jobTitle = `OSI Engineer ${tag}`;
    const job = (
      await c.query<{ id: string }>(
        `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id)
         values ($1, (select coalesce(max(jd_number), 1000) + 1 from jobs where company_id = $1), $2, $3, now() + interval '30 days', 'active', $4) returning id`,
        [company.id, jobTitle, department, recruiter],
      )
    ).rows[0].id;
    const talent = (
      await c.query<{ id: string }>(
        "insert into users (company_id, email, full_name, role, candidate_unique_id, invitation_accepted_at) values ($1, $2, $3, 'talent', $4, now()) returning id",
        [company.id, `osi-${tag}@demo.test`, `Osi Candidate ${tag}`, `OSI-${tag}`],
      )
    ).rows[0].id;
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000);
    const blocked = opts.status === "blocked";
    const invitationId = (
      await c.query<{ id: string }>(
        `insert into osi_invitations (company_id, job_id, candidate_id, status, expires_at, invited_by_id, blocked_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [company.id, job, talent, opts.status ?? "invited", expiresAt, recruiter, blocked ? new Date() : null],
      )
    ).rows[0].id;
    const questions: Seeded["questions"] = [];
    for (const [i, text] of texts.entries()) {
      const id = (
        await c.query<{ id: string }>("insert into osi_invitation_questions (invitation_id, company_id, position, question, response_seconds) values ($1, $2, $3, $4, $5) returning id", [
          invitationId,
          company.id,
          i + 1,
          text,
          opts.responseSeconds ?? 8,
        ])
      ).rows[0].id;
      questions.push({ id, text });
    }
    return { token: sealOsiLink("demo", invitationId, expiresAt), invitationId, jobTitle, company: company.name, questions };
  });
}

test.describe("one-sided interview: the candidate", () => {
  test("opens the link, passes the intro, answers every question with a reload in the middle, and reaches the thank-you page", async ({ page }) => {
    test.setTimeout(180_000);
    const s = await seed(["Tell us about a system you designed.", "How do you review code?", "Why this job?"]);
    await recordSpeech(page);
    await page.setViewportSize({ width: 1024, height: 900 });

    // Entry: the company, the job, the questions and their time, what happens.
    await page.goto(`/osi/${s.token}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(s.company);
    await expect(page.getByTestId("osi-job")).toContainText(s.jobTitle);
    await expect(page.getByTestId("osi-count")).toContainText("3 questions");
    await expect(page.getByText("up to 0:08")).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId("osi-begin").click();

    // Intro: live preview, microphone level, consent.
    await expect(page).toHaveURL(new RegExp(`/osi/${s.token}/intro$`));
    await expect(page.getByTestId("camera-preview")).toBeVisible();
    await expect(page.getByRole("meter", { name: en.intro.microphone })).toBeVisible();
    await expect(page.getByText(en.intro.consentHowLong.replace("{months}", "12"))).toBeVisible();
    const startButton = page.getByRole("button", { name: en.intro.start });
    await expect(startButton).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(en.intro.consentLabel).check();
    await startButton.click();

    // Question 1: read aloud with spec §9's voice and rate; the upload shows its progress.
    await expect(page).toHaveURL(new RegExp(`/osi/${s.token}/questions/${s.questions[0].id}$`));
    await expect(page.getByTestId("osi-question")).toHaveText(s.questions[0].text);
    await expect.poll(() => spoken(page)).toEqual([{ text: s.questions[0].text, rate: 0.9, voice: "Google US English", lang: "en-US" }]);
    await expectNoSeriousA11yViolations(page);
    // Each chunk waits a little, so the progress bar is there to be seen.
    await page.route("**/api/osi/**/upload", async (route) => {
      if (route.request().method() === "PUT") await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await answer(page, en, s.questions[0].text);
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/questions/${s.questions[1].id}$`), { timeout: 20_000 });
    await page.unroute("**/api/osi/**/upload");

    // A reload in the middle continues where they were; question 1 is not offered again.
    await page.reload();
    await expect(page.getByTestId("osi-question")).toHaveText(s.questions[1].text);
    await page.goto(`/osi/${s.token}/questions/${s.questions[0].id}`);
    await expect(page).toHaveURL(new RegExp(`/questions/${s.questions[1].id}$`));
    await page.goto(`/osi/${s.token}/questions/${s.questions[2].id}`);
    await expect(page).toHaveURL(new RegExp(`/questions/${s.questions[1].id}$`));
    // "Finish later" (nothing recorded yet): the entry says where they stand and continues there.
    await page.getByRole("link", { name: en.runner.finishLater }).click();
    await expect(page).toHaveURL(new RegExp(`/osi/${s.token}$`));
    await expect(page.getByTestId("osi-progress")).toContainText("1 of 3");
    await page.getByTestId("osi-begin").click();
    await expect(page).toHaveURL(new RegExp(`/questions/${s.questions[1].id}$`));

    // Question 2: the connection drops on the first chunk; the upload picks up by itself.
    let dropped = 0;
    await page.route("**/api/osi/**/upload", async (route) => {
      if (route.request().method() === "PUT" && dropped === 0) {
        dropped += 1;
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    await answer(page, en, s.questions[1].text);
    await expect(page).toHaveURL(new RegExp(`/questions/${s.questions[2].id}$`), { timeout: 30_000 });
    expect(dropped).toBe(1);
    await page.unroute("**/api/osi/**/upload");

    await answer(page, en, s.questions[2].text);
    await expect(page).toHaveURL(new RegExp(`/osi/${s.token}/thank-you$`), { timeout: 20_000 });
    await expect(page.getByTestId("osi-thanks")).toHaveText(en.thanks.title);
    await expectNoSeriousA11yViolations(page);

    // Stored: one real video per question, with its duration.
    const rows = await answers(s.invitationId);
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.status).toBe("uploaded");
      expect(r.file_id).toBeTruthy();
      expect(r.content_type ?? r.mime).toMatch(/^video\/(webm|mp4)$/);
      expect(Number(r.size_bytes)).toBeGreaterThan(1000);
      expect(r.duration_ms).toBeGreaterThan(3_000);
    }

    // One attempt: starting question 1 again is refused.
    const again = await page.request.post(`/api/osi/${s.token}/questions/${s.questions[0].id}/start`, { data: { mime: "video/webm" } });
    expect(again.status()).toBe(409);
    expect(typeof (await again.json()).code).toBe("number");
    expect(await answers(s.invitationId)).toHaveLength(3);

    // The link afterwards: done, with the way to the thank-you page; questions lead there too.
    await page.goto(`/osi/${s.token}`);
    await expect(page.getByText(en.entry.completed)).toBeVisible();
    await page.goto(`/osi/${s.token}/questions/${s.questions[1].id}`);
    await expect(page).toHaveURL(new RegExp(`/osi/${s.token}/thank-you$`));
  });

  test("a tampered link is the 404 page; a blocked interview says so", async ({ page }) => {
    const s = await seed(["Blocked question?"], { status: "blocked" });
    const tampered = s.token.slice(0, -3) + (s.token.endsWith("AAA") ? "BBB" : "AAA");
    const res = await page.goto(`/osi/${tampered}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Page not found")).toBeVisible();
    const res2 = await page.goto(`/osi/${tampered}/questions/${s.questions[0].id}`);
    expect(res2?.status()).toBe(404);

    await page.goto(`/osi/${s.token}`);
    await expect(page.getByTestId("osi-blocked")).toBeVisible();
    await expect(page.getByTestId("osi-begin")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // Its inner pages lead back to the message.
    await page.goto(`/osi/${s.token}/intro`);
    await expect(page).toHaveURL(new RegExp(`/osi/${s.token}$`));
    await page.goto(`/osi/${s.token}/questions/${s.questions[0].id}`);
    await expect(page).toHaveURL(new RegExp(`/osi/${s.token}$`));
  });

  test("a candidate who refuses the camera gets the spec's message", async ({ page }) => {
    const s = await seed(["Camera question?"]);
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await page.goto(`/osi/${s.token}/intro`);
    await expect(page.getByTestId("osi-camera-denied")).toContainText(enErrors.other.mediaAccessRestrictedTitle);
    await expect(page.getByTestId("osi-camera-denied")).toContainText(enErrors.other.mediaAccessRestrictedMessage);
    await page.getByLabel(en.intro.consentLabel).check();
    await expect(page.getByRole("button", { name: en.intro.start })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test("in French on a 375 px phone", async ({ page, context }) => {
    test.setTimeout(150_000);
    const s = await seed(["Parlez-nous de vous.", "Pourquoi ce poste ?"], { responseSeconds: 7 });
    await recordSpeech(page);
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${PORT}` }]);
    await page.setViewportSize({ width: 375, height: 800 });
    const fits = () => expectNoSidewaysScroll(page);

    await page.goto(`/osi/${s.token}`);
    await expect(page.getByTestId("osi-count")).toContainText("2 questions");
    await expect(page.getByText(fr.entry.howTitle)).toBeVisible();
    await fits();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId("osi-begin").click();

    await expect(page.getByRole("meter", { name: fr.intro.microphone })).toBeVisible();
    await fits();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(fr.intro.consentLabel).check();
    await page.getByRole("button", { name: fr.intro.start }).click();

    await expect(page.getByTestId("osi-question")).toHaveText(s.questions[0].text);
    // A French question is read by a French voice, at the same rate.
    await expect.poll(() => spoken(page)).toEqual([{ text: s.questions[0].text, rate: 0.9, voice: "Voix française", lang: "fr-FR" }]);
    await fits();
    await expectNoSeriousA11yViolations(page);
    await answer(page, fr, s.questions[0].text);
    await expect(page).toHaveURL(new RegExp(`/questions/${s.questions[1].id}$`), { timeout: 20_000 });
    await answer(page, fr, s.questions[1].text);
    await expect(page.getByTestId("osi-thanks")).toHaveText(fr.thanks.title, { timeout: 20_000 });
    await fits();
    await expectNoSeriousA11yViolations(page);
    expect(await answers(s.invitationId)).toHaveLength(2);
  });

  test("the camera refusal reads in French", async ({ page, context }) => {
    const s = await seed(["Caméra ?"]);
    await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: `http://localhost:${PORT}` }]);
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/osi/${s.token}/intro`);
    await expect(page.getByTestId("osi-camera-denied")).toContainText(frErrors.other.mediaAccessRestrictedTitle);
  });
});

test.describe("practice interview", () => {
  test("the talent rehearses a sample question and watches it back; nothing is uploaded", async ({ page }) => {
    test.setTimeout(120_000);
    await recordSpeech(page);
    // A browser without MP4 recording (Firefox): the answer is WebM, its duration repaired.
    await page.addInitScript(() => {
      const supported = MediaRecorder.isTypeSupported.bind(MediaRecorder);
      MediaRecorder.isTypeSupported = (type: string) => !type.startsWith("video/mp4") && supported(type);
    });
    const sent: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/(osi|uploads|files)\//.test(r.url())) sent.push(`${r.method()} ${r.url()}`);
    });
    await signIn(page, "talent@demo.test", "Talent#2026");
    await page.getByRole("navigation").getByRole("link", { name: "Practice interview" }).click();
    await expect(page).toHaveURL(/\/practice-interview$/);
    await expect(page.getByText(en.practice.limits.replace("{max}", "10").replace("{minutes}", "15").replace("{seconds}", "60"))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    sent.length = 0;
    await page.getByLabel(en.practice.questionCount).selectOption("1");
    await page.getByTestId("practice-start").click();
    await expect(page.getByRole("timer", { name: en.practice.sessionLeftLabel })).toBeVisible();
    await expect(page.getByRole("timer", { name: en.runner.preparationLeft })).toContainText(/^0?1:00|00:5\d$/);
    await answer(page, en, en.practice.questions.q1);
    const playback = page.getByTestId("practice-playback");
    await expect(playback).toBeVisible();
    expect(await playback.evaluate((v: HTMLVideoElement) => v.src.startsWith("blob:"))).toBe(true);
    // Without the repair a MediaRecorder WebM reports Infinity (Chromium bug 642012).
    const duration = await playback.evaluate(
      (v: HTMLVideoElement) => new Promise<number>((resolve) => (v.readyState >= 1 ? resolve(v.duration) : v.addEventListener("loadedmetadata", () => resolve(v.duration), { once: true }))),
    );
    expect(Number.isFinite(duration)).toBe(true);
    expect(duration).toBeGreaterThan(4);
    await page.getByTestId("practice-continue").click();
    await expect(page.getByRole("heading", { name: en.practice.finishTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(sent).toEqual([]);
  });
});
