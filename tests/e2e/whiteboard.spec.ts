import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { withDb } from "./support/db";
import { drawRectangle, rectanglesOf, seedRoomInterview, waitWhiteboardOnline, whiteboardOf } from "./support/rooms";

/**
 * The interview whiteboard (issue 15) in two browsers against the production build and its
 * realtime sidecar: the interviewer (staff page) draws a rectangle and it appears on the
 * candidate's board (talent page); after a reload it is still there (the sidecar's room, the
 * snapshot in PostgreSQL); once the interview has ended the board is read-only; before the start
 * time the page says when it opens. No request leaves the machine (tldraw's fonts, icons and
 * translations come from /tldraw-assets). axe at 375 and 1024 px in English and French.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;
type Locale = "en" | "fr";
const MESSAGES: Record<Locale, { status: Record<string, string>; page: Record<string, string> }> = {
  en: JSON.parse(readFileSync(path.join(process.cwd(), "messages", "en", "whiteboard.json"), "utf8")),
  fr: JSON.parse(readFileSync(path.join(process.cwd(), "messages", "fr", "whiteboard.json"), "utf8")),
};

/** The demo recruiter interviews; the interview started `startedMinutesAgo` ago. */
const seedInterview = (startedMinutesAgo: number) => seedRoomInterview(-startedMinutesAgo * 60, 60, "Whiteboard Engineer", "recruiter@demo.test");

/** Every request and websocket of a context, to prove none leaves this machine. */
function recordHosts(context: BrowserContext, hosts: Set<string>) {
  context.on("request", (r) => addHost(hosts, r.url()));
  context.on("page", (p) => p.on("websocket", (ws) => addHost(hosts, ws.url())));
}

/** Network addresses only: data: and blob: URLs (tldraw's own images, fonts in memory) go nowhere. */
function addHost(hosts: Set<string>, url: string) {
  const u = new URL(url);
  if (["http:", "https:", "ws:", "wss:"].includes(u.protocol)) hosts.add(u.hostname);
}

async function signedIn(browser: Browser, who: "staff" | "talent", hosts: Set<string>, locale: Locale = "en"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  recordHosts(context, hosts);
  const page = await context.newPage();
  page.on("websocket", (ws) => addHost(hosts, ws.url()));
  if (who === "staff") await signIn(page, "recruiter@demo.test", "Recruiter#2026", { portal: "admin", origin: ORIGIN });
  else await signIn(page, "talent@demo.test", "Talent#2026", { origin: ORIGIN });
  if (locale !== "en") await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: ORIGIN }]);
  return page;
}

const board = whiteboardOf;
// The live board's shapes only (the staff page also shows the replay, a second tldraw).
const shapes = rectanglesOf;
const waitOnline = waitWhiteboardOnline;

const isLocal = (host: string) => host === "localhost" || host === "127.0.0.1" || host.endsWith(".localhost");

test.describe("the interview whiteboard", () => {
  test("a rectangle drawn by the interviewer appears on the candidate's board, survives a reload, and the board is read-only once the interview ended", async ({ browser }) => {
    const s = await seedInterview(5);
    const hosts = new Set<string>();
    const staff = await signedIn(browser, "staff", hosts);
    const talent = await signedIn(browser, "talent", hosts);

    await staff.goto(`${ORIGIN}/admin/interviews/${s.entryId}/whiteboard/${s.interviewId}`);
    await talent.goto(`${ORIGIN}/${s.jobId}/whiteboard/${s.interviewId}`);
    await waitOnline(staff);
    await waitOnline(talent);
    await expect(talent.getByTestId("whiteboard-status")).toHaveText(MESSAGES.en.status.online);
    await expect(shapes(talent)).toHaveCount(0);

    await drawRectangle(staff);
    await expect(shapes(staff)).toHaveCount(1);
    await expect(shapes(talent)).toHaveCount(1, { timeout: 15_000 });

    // Reloaded, the candidate gets the board back from the sidecar.
    await talent.reload();
    await waitOnline(talent);
    await expect(shapes(talent)).toHaveCount(1);

    // The interview ends (its end plus the grace hour is past): the board is read-only.
    await withDb((c) => c.query("update interviews set starts_at = now() - interval '4 hours', ends_at = now() - interval '3 hours' where id = $1", [s.interviewId]));
    await talent.reload();
    await expect(talent.getByTestId("whiteboard-ended")).toHaveText(MESSAGES.en.page.ended);
    await waitOnline(talent);
    await expect(board(talent)).toHaveAttribute("data-readonly", "true");
    await expect(talent.getByTestId("whiteboard-status")).toHaveText(MESSAGES.en.status.readonly);
    await expect(shapes(talent)).toHaveCount(1);
    await drawRectangle(talent, 200);
    await expect(shapes(talent)).toHaveCount(1);
    // Staff see it read-only too, with the drawing.
    await staff.reload();
    await waitOnline(staff);
    await expect(board(staff)).toHaveAttribute("data-readonly", "true");
    await expect(shapes(staff)).toHaveCount(1);

    expect([...hosts].filter((h) => !isLocal(h))).toEqual([]);
    await staff.context().close();
    await talent.context().close();
  });

  test("before the start time the page says when the whiteboard opens, and loads no board", async ({ browser }) => {
    const s = await seedInterview(-120);
    const hosts = new Set<string>();
    const talent = await signedIn(browser, "talent", hosts);
    await talent.goto(`${ORIGIN}/${s.jobId}/whiteboard/${s.interviewId}`);
    await expect(talent.getByTestId("whiteboard-opens-at")).toContainText(MESSAGES.en.page.opensAt);
    await expect(talent.getByTestId("whiteboard-opens-at").locator("time")).toHaveAttribute("datetime", /\d{4}-\d{2}-\d{2}T/);
    await expect(board(talent)).toHaveCount(0);
    // An interview of this talent under another job's address: not found.
    const other = await seedInterview(5);
    const res = await talent.goto(`${ORIGIN}/${other.jobId}/whiteboard/${s.interviewId}`);
    expect(res?.status()).toBe(404);
    await talent.context().close();
  });

  for (const locale of ["en", "fr"] as const) {
    test(`the board passes axe at 375 and 1024 px (${locale})`, async ({ browser }) => {
      const s = await seedInterview(5);
      const hosts = new Set<string>();
      const talent = await signedIn(browser, "talent", hosts, locale);
      for (const width of [375, 1024]) {
        await talent.setViewportSize({ width, height: 800 });
        await talent.goto(`${ORIGIN}/${s.jobId}/whiteboard/${s.interviewId}`);
        await waitOnline(talent);
        await expect(talent.getByTestId("whiteboard-status")).toHaveText(MESSAGES[locale].status.online);
        await expectNoSeriousA11yViolations(talent);
        await expect.poll(() => talent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      expect([...hosts].filter((h) => !isLocal(h))).toEqual([]);
      await talent.context().close();
    });
  }
});
