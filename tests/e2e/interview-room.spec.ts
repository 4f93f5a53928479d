import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { withDb } from "./support/db";
import {
  ROOM_ORIGIN as ORIGIN,
  codeEditorOf,
  drawRectangle,
  entryLabel,
  entryStatus,
  livekitRoom,
  moderatorParticipant,
  rectanglesOf,
  roomWebhook,
  seedRoomInterview,
  talentParticipant,
  waitCodeOnline,
  waitWhiteboardOnline,
} from "./support/rooms";

/**
 * Issue 15's journey, end to end on the room page itself (the spec's
 * `/interview/{interviewId}/video-interview` and the interviewer's `/admin/video-interview/{id}`),
 * with an interviewer and a candidate in two browser contexts, over the real sidecar and
 * PostgreSQL: before the start time the candidate sees the countdown; at the time both enter; a
 * rectangle drawn by the interviewer appears on the candidate's whiteboard; a line typed by the
 * candidate appears in the interviewer's editor; the candidate's paste is blocked and reported;
 * the last moderator leaves and the interview is concluded; the interview detail replays the code.
 * A second run: the candidate never joins, and the interview ends as NO SHOW.
 * The candidate's joining is the webhook LiveKit sends (signed with the stand-in's key pair).
 */
test.describe.configure({ mode: "serial" });

async function signedIn(browser: Browser, who: "talent" | "staff"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: ORIGIN });
  const page = await context.newPage();
  if (who === "talent") await signIn(page, "talent@demo.test", "Talent#2026", { origin: ORIGIN });
  else await signIn(page, "collaborator@demo.test", "Collab#2026", { portal: "admin", origin: ORIGIN });
  return { context, page };
}

async function openTab(page: Page, name: "Whiteboard" | "Code editor"): Promise<void> {
  const tab = page.getByRole("tab", { name });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

async function leaveAsModerator(staff: Page, entryId: string): Promise<void> {
  await staff.getByTestId("room-leave").click();
  await staff.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/interviews/${entryId}$`));
}

test("countdown, both in the room, whiteboard and code shared, paste blocked and reported, the last moderator concludes it, the detail replays the code", async ({ browser }) => {
  test.setTimeout(240_000);
  const talent = await signedIn(browser, "talent");
  const staff = await signedIn(browser, "staff");
  // Seeded once both are signed in, so the countdown is still running when they arrive.
  const s = await seedRoomInterview(30, 60, "Journey Engineer");
  try {
    // Before the start time: the countdown, on both sides; no token for anybody.
    await talent.page.goto(`${ORIGIN}/interview/${s.interviewId}/video-interview`);
    await staff.page.goto(`${ORIGIN}/admin/video-interview/${s.interviewId}`);
    for (const p of [talent.page, staff.page]) {
      await expect(p.getByTestId("interview-room")).toHaveAttribute("data-phase", "early");
      await expect(p.getByTestId("room-countdown")).toBeVisible();
      await expect(p.getByRole("timer")).toHaveText(/^00:[0-3]\d$/);
    }
    const early = await talent.page.request.post(`${ORIGIN}/api/interviews/${s.interviewId}/room-token`, { headers: { origin: ORIGIN } });
    expect([early.status(), (await early.json()).code]).toEqual([409, 10540]);

    // At the time both enter, without a reload.
    for (const p of [talent.page, staff.page]) await expect(p.getByTestId("interview-room")).toHaveAttribute("data-phase", "open", { timeout: 60_000 });
    // LiveKit tells the app the candidate joined: INTERVIEW IN PROGRESS.
    expect(await roomWebhook({ event: "participant_joined", room: livekitRoom(s), participant: moderatorParticipant(s) })).toBe(200);
    expect(await roomWebhook({ event: "participant_joined", room: livekitRoom(s), participant: talentParticipant(s) })).toBe(200);
    expect(await entryStatus(s.entryId)).toBe("interviewJoined");

    // The whiteboard is the first tab: the interviewer's rectangle reaches the candidate.
    await openTab(talent.page, "Whiteboard");
    await openTab(staff.page, "Whiteboard");
    await waitWhiteboardOnline(talent.page);
    await waitWhiteboardOnline(staff.page);
    await expect(rectanglesOf(talent.page)).toHaveCount(0);
    await drawRectangle(staff.page);
    await expect(rectanglesOf(staff.page)).toHaveCount(1);
    await expect(rectanglesOf(talent.page)).toHaveCount(1, { timeout: 15_000 });

    // The code editor: the candidate's line reaches the interviewer.
    await openTab(talent.page, "Code editor");
    await openTab(staff.page, "Code editor");
    await waitCodeOnline(talent.page);
    await waitCodeOnline(staff.page);
    await codeEditorOf(talent.page).click();
    await talent.page.keyboard.type("function add(a, b) { return a + b; }");
    await expect(codeEditorOf(staff.page)).toContainText("function add(a, b) { return a + b; }");

    // The candidate's paste never reaches the document, and the interviewer is told.
    await talent.page.evaluate(() => navigator.clipboard.writeText("COPIED_FROM_ELSEWHERE"));
    await codeEditorOf(talent.page).press("ControlOrMeta+V");
    await expect(staff.page.getByTestId("code-attempts")).toContainText(/Tried to paste/);
    await expect(codeEditorOf(talent.page)).not.toContainText("COPIED_FROM_ELSEWHERE");
    await expect(codeEditorOf(staff.page)).not.toContainText("COPIED_FROM_ELSEWHERE");

    // The last moderator leaves: the interview is concluded (the candidate was there).
    await leaveAsModerator(staff.page, s.entryId);
    await expect(staff.page.getByTestId("entry-label")).toHaveText("INTERVIEW COMPLETED");
    await expect(talent.page.getByTestId("interview-room")).toHaveAttribute("data-phase", "ended", { timeout: 10_000 }).catch(async () => {
      // A page that missed the conclusion sees it on its next load.
      await talent.page.reload();
      await expect(talent.page.getByTestId("interview-room")).toHaveAttribute("data-phase", "ended");
    });

    // The interview detail replays the code session, from the empty start to the typed line.
    await expect(staff.page.getByTestId("room-section")).toHaveAttribute("data-phase", "ended");
    await staff.page.getByTestId("show-code-replay").click();
    const slider = staff.page.getByTestId("replay-slider");
    await expect(slider).toBeVisible({ timeout: 20_000 });
    await expect(staff.page.getByTestId("replay-editor")).toContainText("function add(a, b) { return a + b; }");
    await expect(staff.page.getByTestId("replay-markers")).toContainText("Tried to paste");
    await slider.focus();
    await staff.page.keyboard.press("Home");
    await expect(staff.page.getByTestId("replay-editor")).not.toContainText("function");
    await staff.page.keyboard.press("End");
    await expect(staff.page.getByTestId("replay-editor")).toContainText("return a + b;");
    // The whiteboard stays readable from the detail, read-only.
    await staff.page.getByTestId("open-whiteboard").click();
    await waitWhiteboardOnline(staff.page);
    await expect(rectanglesOf(staff.page)).toHaveCount(1);
  } finally {
    await talent.context.close();
    await staff.context.close();
  }
});

test("the candidate never joins: the last moderator leaving ends the interview as NO SHOW", async ({ browser }) => {
  const s = await seedRoomInterview(-120, 60, "No Show Engineer");
  const staff = await signedIn(browser, "staff");
  try {
    await staff.page.goto(`${ORIGIN}/admin/video-interview/${s.interviewId}`);
    await expect(staff.page.getByTestId("interview-room")).toHaveAttribute("data-phase", "open");
    expect(await roomWebhook({ event: "participant_joined", room: livekitRoom(s), participant: moderatorParticipant(s) })).toBe(200);
    await leaveAsModerator(staff.page, s.entryId);
    await expect(staff.page.getByTestId("entry-label")).toHaveText("NO SHOW");
    expect(await entryLabel(staff.page, s.entryId)).toBe("NO SHOW");
    const ended = await withDb(async (c) => (await c.query<{ status: string; outcome: string | null }>("select i.status, r.outcome from interviews i left join interview_rooms r on r.interview_id = i.id where i.id = $1", [s.interviewId])).rows[0]!);
    expect(ended).toEqual({ status: "ended", outcome: "noShow" });
  } finally {
    await staff.context.close();
  }
});
