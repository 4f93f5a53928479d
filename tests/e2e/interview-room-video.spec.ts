import { chromium, expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { signWebhook, webhookBody } from "../support/livekit-server";
import { entryLabel, livekitRoom, livekitStandIn, moderatorParticipant, roomWebhook, seedRoomInterview, talentParticipant } from "./support/rooms";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * The live room's video side (issue 15) in Chromium against the production server. No LiveKit
 * server can run here: scripts/e2e-server.mjs starts the Twirp stand-in (scripts/lib/fake-livekit.mjs),
 * the page renders LiveKit's simulated participants (LIVEKIT_SIMULATE_PARTICIPANTS) after the real
 * token call, and LiveKit's webhooks are signed here with the server's key pair exactly as LiveKit
 * signs them and sent to the real route.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;
const LIVEKIT = livekitStandIn();

const seedInterview = (startsInSeconds: number, minutes = 60) => seedRoomInterview(startsInSeconds, minutes, "Video Engineer");
const webhook = roomWebhook;
const room = (id: string) => livekitRoom({ interviewId: id });
const talentP = talentParticipant;
const modP = moderatorParticipant;

async function staffPage(browser: Browser, locale = "en", width = 1024): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin", origin: ORIGIN });
  await ctx.addCookies([{ name: "NEXT_LOCALE", value: locale, url: ORIGIN }]);
  return page;
}

async function talentPage(browser: Browser, locale = "en", width = 1024): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await signIn(page, "talent@demo.test", "Talent#2026", { origin: ORIGIN });
  await ctx.addCookies([{ name: "NEXT_LOCALE", value: locale, url: ORIGIN }]);
  return page;
}

// The first sign-in of a fresh server can outlast signIn's 10 s: one unhurried sign-in first.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/login`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("talent@demo.test");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Talent#2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 60_000 });
  await page.close();
});

test("before the start the candidate sees a countdown in their zone, no navigation chrome, and the room opens by itself at zero", async ({ browser }) => {
  const s = await seedInterview(20);
  const page = await talentPage(browser);
  await page.goto(`${ORIGIN}/interview/${s.interviewId}/video-interview`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(s.jobTitle);
  await expect(page.getByTestId("room-countdown")).toBeVisible();
  await expect(page.getByTestId("room-times")).toContainText(/time zone \(.+\)/);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Toggle navigation" })).toHaveCount(0);
  // Under an hour the countdown reads mm:ss, and it ticks every second.
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^00:[0-2]\d$/);
  const first = await timer.innerText();
  await expect(timer).not.toHaveText(first, { timeout: 3000 });
  // No token before the start, whatever the page does.
  const early = await page.request.post(`${ORIGIN}/api/interviews/${s.interviewId}/livekit-token`, { headers: { origin: ORIGIN } });
  expect(early.status()).toBe(409);
  expect((await early.json()).code).toBe(10540);
  // At zero the room opens without a reload.
  await expect(page.getByTestId("interview-room")).toHaveAttribute("data-phase", "open", { timeout: 40_000 });
  await expect(page.getByTestId("video-simulated")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("tab", { name: "Whiteboard" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Whiteboard" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Code editor" })).toBeFocused();
  await page.getByRole("tab", { name: "Code editor" }).click();
  await expect(page.getByTestId("code-status")).toHaveAttribute("data-status", "open", { timeout: 20_000 });
  await page.context().close();
});

test("the talent joining (signed webhook) shows INTERVIEW IN PROGRESS; the moderator's Leave concludes it as INTERVIEW COMPLETED", async ({ browser }) => {
  const s = await seedInterview(-300);
  const staff = await staffPage(browser);
  await staff.goto(`${ORIGIN}/admin/video-interview/${s.interviewId}`);
  await expect(staff.getByTestId("video-simulated")).toBeVisible({ timeout: 20_000 });
  // No shell chrome (tldraw's own menu zone is a <nav>, so the shell's is named).
  await expect(staff.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expect(staff.getByRole("button", { name: "Toggle navigation" })).toHaveCount(0);
  // A forged webhook is refused; the real ones are taken once.
  expect(await webhook({ event: "participant_joined", room: room(s.interviewId), participant: talentP(s) }, "forged-secret-0000000000000000")).toBe(401);
  expect(await webhook({ event: "participant_joined", room: room(s.interviewId), participant: modP(s) })).toBe(200);
  expect(await webhook({ event: "participant_joined", room: room(s.interviewId), participant: talentP(s) })).toBe(200);
  const detail = await staff.context().newPage();
  expect(await entryLabel(detail, s.entryId)).toBe("INTERVIEW IN PROGRESS");
  await detail.close();

  // Leave asks first (the dialog ignores Escape), then concludes and goes to the detail.
  await staff.getByTestId("room-leave").click();
  const dialog = staff.getByRole("alertdialog");
  await expect(dialog).toContainText("the interview ends for everyone");
  await staff.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/interviews/${s.entryId}$`));
  await expect(staff.getByTestId("entry-label")).toHaveText("INTERVIEW COMPLETED");
  // The room, opened again, is ended: no Leave button, no guard.
  await staff.goto(`${ORIGIN}/admin/video-interview/${s.interviewId}`);
  await expect(staff.getByTestId("room-ended")).toBeVisible();
  await expect(staff.getByTestId("room-leave")).toHaveCount(0);
  await staff.context().close();
});

test("the webhook needs no tenant host or session (proxy.ts lets it through); the signature and the room's interview decide", async ({ request }) => {
  const s = await seedInterview(-60);
  const host = "livekit-callback.invalid";
  // Any other API route on a host that names no company is refused by the proxy.
  const other = await request.get(`${ORIGIN}/api/config`, { headers: { host } });
  expect((await other.json()).code).toBe(10002);
  const body = webhookBody({ event: "participant_joined", room: room(s.interviewId), participant: talentP(s) });
  const res = await request.post(`${ORIGIN}/api/livekit/webhook`, { headers: { host, authorization: await signWebhook(body, LIVEKIT.key, LIVEKIT.secret), "content-type": "application/webhook+json" }, data: body });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ results: { outcome: "recorded" } });
  const unsigned = await request.post(`${ORIGIN}/api/livekit/webhook`, { headers: { host, "content-type": "application/webhook+json" }, data: body });
  expect([unsigned.status(), (await unsigned.json()).code]).toEqual([401, 10545]);
  const status = await withDb(async (c) => (await c.query<{ status: string }>("select status from interview_candidates where id = $1", [s.entryId])).rows[0]!.status);
  expect(status).toBe("interviewJoined");
});

test("the last moderator leaving without the talent ever joining (webhooks, departure job) ends as NO SHOW", async ({ browser }) => {
  const s = await seedInterview(-120);
  const staff = await staffPage(browser);
  await staff.goto(`${ORIGIN}/admin/video-interview/${s.interviewId}`);
  await expect(staff.getByTestId("video-simulated")).toBeVisible({ timeout: 20_000 });
  expect(await webhook({ event: "participant_joined", room: room(s.interviewId), participant: modP(s) })).toBe(200);
  expect(await webhook({ event: "participant_left", room: room(s.interviewId), participant: modP(s) })).toBe(200);
  // The departure job runs after the grace (1 s here) and finds nobody in the fake server's room.
  const detail = await staff.context().newPage();
  await expect.poll(() => entryLabel(detail, s.entryId), { timeout: 30_000, intervals: [1000, 2000] }).toBe("NO SHOW");
  await staff.context().close();
});

test("over the live interview quota nobody joins: the spec's message", async ({ browser }) => {
  const s = await seedInterview(-60);
  await withDb((c) => c.query("insert into company_limits (company_id, live_interviews_per_month) values ($1, 0) on conflict (company_id) do update set live_interviews_per_month = 0", [s.companyId]));
  try {
    const page = await talentPage(browser);
    await page.goto(`${ORIGIN}/interview/${s.interviewId}/video-interview`);
    await expect(page.getByTestId("video-quota")).toContainText("live interview quota is used up");
    // The whiteboard and code tabs are still there.
    await expect(page.getByRole("tab", { name: "Code editor" })).toBeVisible();
    await page.context().close();
  } finally {
    await withDb((c) => c.query("delete from company_limits where company_id = $1", [s.companyId]));
  }
});

test("a browser that refuses the camera and microphone shows 'Camera or microphone access restricted'", async () => {
  const s = await seedInterview(-60);
  // A browser of its own, without the fake permission prompt the other tests run with.
  const denying = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--use-fake-device-for-media-stream"] });
  try {
    const ctx = await denying.newContext({ permissions: [] });
    const page = await ctx.newPage();
    await signIn(page, "talent@demo.test", "Talent#2026", { origin: ORIGIN });
    await page.goto(`${ORIGIN}/interview/${s.interviewId}/video-interview`);
    await expect(page.getByTestId("devices-denied")).toContainText("Camera or microphone access restricted");
    await expect(page.getByTestId("devices-denied")).toContainText("Allow camera and microphone access");
  } finally {
    await denying.close();
  }
});

for (const locale of ["en", "fr"] as const) {
  for (const width of [375, 1024]) {
    test(`the room passes axe at ${width} px in ${locale} (countdown and open room)`, async ({ browser }) => {
      const early = await seedInterview(3600);
      const open = await seedInterview(-60);
      const page = await talentPage(browser, locale, width);
      await page.goto(`${ORIGIN}/interview/${early.interviewId}/video-interview`);
      await expect(page.getByTestId("room-countdown")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto(`${ORIGIN}/interview/${open.interviewId}/video-interview`);
      await expect(page.getByTestId("video-simulated")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("tab", { name: locale === "en" ? "Whiteboard" : "Tableau blanc" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.context().close();
    });
  }
}
