import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { codeEditorOf, seedRoomInterview, waitCodeOnline } from "./support/rooms";

/**
 * The interview's code editor (issue 15) with an interviewer and a candidate in two browser
 * contexts, over the real sidecar (E2E_PORT+1) and PostgreSQL: a line typed by the candidate
 * appears in the interviewer's editor; the candidate's Ctrl+V changes nothing and the interviewer
 * sees the attempt; the interviewer's paste works; a language change shows for both; the replay
 * scrubs back to an earlier version. axe at 375 and 1024 px in English and French.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;

/** The demo collaborator interviews the demo talent; the interview started 10 minutes ago. */
const seedLiveInterview = () => seedRoomInterview(-600, 60, "Code Engineer");

const editorOf = codeEditorOf;

async function openConnected(page: Page, path: string) {
  await page.goto(`${ORIGIN}${path}`);
  // The candidate's editor is the room's second tab (the interviewer's code page shows it alone).
  if (path.startsWith("/interview/")) await page.locator("#room-tab-code").click();
  await waitCodeOnline(page);
}

async function clipboardContext(context: BrowserContext) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: ORIGIN });
}

test("interviewer and candidate write code together; the candidate's paste is blocked and reported; the replay scrubs back", async ({ browser }) => {
  const s = await seedLiveInterview();
  const staffContext = await browser.newContext();
  const talentContext = await browser.newContext();
  await clipboardContext(staffContext);
  await clipboardContext(talentContext);
  const staff = await staffContext.newPage();
  const talent = await talentContext.newPage();
  try {
    await signIn(staff, "collaborator@demo.test", "Collab#2026", { portal: "admin", origin: ORIGIN });
    await signIn(talent, "talent@demo.test", "Talent#2026", { origin: ORIGIN });
    const staffPath = `/admin/interviews/${s.entryId}/code/${s.interviewId}`;
    await openConnected(staff, staffPath);
    await openConnected(talent, `/interview/${s.interviewId}/video-interview`);

    // A line typed by the candidate appears in the interviewer's editor.
    await editorOf(talent).click();
    await talent.keyboard.type("const answer = 42;");
    await expect(editorOf(staff)).toContainText("const answer = 42;");

    // The candidate's Ctrl+V changes nothing, and the interviewer sees the attempt.
    await expect(staff.getByTestId("code-attempts-empty")).toBeVisible();
    await talent.evaluate(() => navigator.clipboard.writeText("PASTED_BY_CANDIDATE"));
    await editorOf(talent).press("ControlOrMeta+V");
    await expect(staff.getByTestId("code-attempts")).toContainText(/Tried to paste/);
    await expect(editorOf(talent)).not.toContainText("PASTED_BY_CANDIDATE");
    // The context menu too.
    await editorOf(talent).click({ button: "right" });
    await expect(staff.getByTestId("code-attempts")).toContainText(/Opened the context menu/);
    await expect(editorOf(staff)).not.toContainText("PASTED_BY_CANDIDATE");

    // The interviewer's paste works and reaches the candidate.
    await staff.evaluate(() => navigator.clipboard.writeText("\n// pasted by the interviewer"));
    await editorOf(staff).click();
    await staff.keyboard.press("ControlOrMeta+End");
    await staff.keyboard.press("ControlOrMeta+V");
    await expect(editorOf(talent)).toContainText("// pasted by the interviewer");

    // The language picked by the interviewer shows for both.
    await staff.getByRole("combobox", { name: "Language" }).click();
    await staff.getByRole("option", { name: "Python" }).click();
    await expect(talent.getByTestId("code-language")).toHaveText("Language: Python");
    await expect(staff.getByTestId("code-language")).toHaveText("Language: Python");

    // The candidate's editor has no context menu and no paste in the stored log either.
    const log = await withDb(async (c) => (await c.query<{ changes: unknown }>("select changes from code_updates where interview_id = $1 order by version", [s.interviewId])).rows);
    expect(JSON.stringify(log)).not.toContain("PASTED_BY_CANDIDATE");

    // The replay: at the last version the whole text, scrubbed back to version 1 only the first keystroke.
    await staff.reload();
    const slider = staff.getByTestId("replay-slider");
    await expect(slider).toBeVisible();
    await expect(staff.getByTestId("replay-editor")).toContainText("pasted by the interviewer");
    await slider.focus();
    await staff.keyboard.press("Home");
    await staff.keyboard.press("ArrowRight");
    await expect(staff.getByTestId("replay-position")).toContainText(/^Version 1 of \d+/);
    await expect(staff.getByTestId("replay-editor")).not.toContainText("answer");
    await expect(staff.getByTestId("replay-markers")).toContainText("Tried to paste");
    await expect(staff.getByTestId("replay-markers")).toContainText("Language changed to Python");
    // A marker jumps to its version.
    await staff.getByRole("button", { name: /Language changed to Python/ }).click();
    await expect(staff.getByTestId("replay-editor")).toContainText("pasted by the interviewer");

    // Accessibility of both screens at 375 and 1024 px, in English and in French.
    for (const locale of ["en", "fr"]) {
      if (locale === "fr") {
        await staffContext.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: ORIGIN }]);
        await talentContext.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: ORIGIN }]);
      }
      for (const width of [375, 1024]) {
        for (const [page, path] of [
          [staff, staffPath],
          [talent, `/interview/${s.interviewId}/video-interview`],
        ] as const) {
          await page.setViewportSize({ width, height: 900 });
          await openConnected(page, path);
          await expectNoSeriousA11yViolations(page);
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        }
      }
    }
    await expect(talent.getByTestId("code-language")).toHaveText("Langage : Python");
  } finally {
    await staffContext.close();
    await talentContext.close();
  }
});
