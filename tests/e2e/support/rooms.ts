import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { signWebhook, webhookBody, type WebhookInput } from "../../support/livekit-server";
import { withDb } from "./db";

/**
 * The live interview room's e2e ground (issue 15): a scheduled interview of the demo tenant, the
 * LiveKit webhooks the e2e server's stand-in would send (signed with its key pair, as LiveKit
 * signs them), and the whiteboard and editor handles the room's specs share.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const ROOM_ORIGIN = `http://localhost:${PORT}`;

export type RoomSeed = { interviewId: string; entryId: string; jobId: string; talentId: string; collaboratorId: string; companyId: string; jobTitle: string };

/**
 * A new job of the demo recruiter with the demo collaborator on it, the demo talent on its
 * interview list, one interview starting `startsInSeconds` from now (negative: already started)
 * with `interviewerEmail` (the demo collaborator unless told) as its interviewer.
 */
export async function seedRoomInterview(startsInSeconds: number, minutes = 60, label = "Room Engineer", interviewerEmail = "collaborator@demo.test"): Promise<RoomSeed> {
  const tag = randomBytes(3).toString("hex");
  return withDb(async (c) => {
    const companyId = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0]!.id;
    const person = async (email: string) => (await c.query<{ id: string }>("select id from users where company_id = $1 and lower(email) = $2", [companyId, email])).rows[0]!.id;
    const recruiter = await person("recruiter@demo.test");
    const collaboratorId = await person("collaborator@demo.test");
    const talentId = await person("talent@demo.test");
    const department = (await c.query<{ id: string }>("select id from departments where company_id = $1 order by name limit 1", [companyId])).rows[0]!.id;
    const jobTitle = `${label} ${tag}`;
    const job = (
      await c.query<{ id: string }>(
        `insert into jobs (company_id, jd_number, title, department_id, due_date, status, assignee_id)
         values ($1, (select coalesce(max(jd_number), 1000) + 1 from jobs where company_id = $1), $2, $3, now() + interval '30 days', 'active', $4) returning id`,
        [companyId, jobTitle, department, recruiter],
      )
    ).rows[0]!.id;
    await c.query("insert into job_collaborators (job_id, user_id) values ($1, $2)", [job, collaboratorId]);
    const entryId = (
      await c.query<{ id: string }>(
        `insert into interview_candidates (company_id, job_id, candidate_id, status, added_by_id) values ($1, $2, $3, 'interviewScheduled', $4) returning id`,
        [companyId, job, talentId, recruiter],
      )
    ).rows[0]!.id;
    const interviewId = (
      await c.query<{ id: string }>(
        `insert into interviews (company_id, job_id, candidate_id, pipeline_id, round, starts_at, ends_at)
         values ($1, $2, $3, $4, 1, now() + make_interval(secs => $5), now() + make_interval(secs => $5) + make_interval(mins => $6)) returning id`,
        [companyId, job, talentId, entryId, startsInSeconds, minutes],
      )
    ).rows[0]!.id;
    await c.query("insert into interview_participants (interview_id, user_id) values ($1, $2)", [interviewId, await person(interviewerEmail)]);
    return { interviewId, entryId, jobId: job, talentId, collaboratorId, companyId, jobTitle };
  });
}

/** The e2e server's LiveKit stand-in (scripts/e2e-server.mjs writes its address and key pair). */
export function livekitStandIn(): { httpUrl: string; key: string; secret: string } {
  return JSON.parse(readFileSync(path.join(process.cwd(), ".data", "e2e-livekit.json"), "utf8")) as { httpUrl: string; key: string; secret: string };
}

/** Sends one webhook as LiveKit would (signed with the stand-in's key pair, or `secret` to forge one); returns the HTTP status. */
export async function roomWebhook(input: WebhookInput, secret?: string): Promise<number> {
  const lk = livekitStandIn();
  const body = webhookBody(input);
  const res = await fetch(`${ROOM_ORIGIN}/api/livekit/webhook`, { method: "POST", headers: { authorization: await signWebhook(body, lk.key, secret ?? lk.secret), "content-type": "application/webhook+json" }, body });
  await res.arrayBuffer();
  return res.status;
}

export const livekitRoom = (s: Pick<RoomSeed, "interviewId">) => `iv_${s.interviewId}`;
export const talentParticipant = (s: RoomSeed) => ({ sid: `PA_t_${s.interviewId.slice(0, 8)}`, identity: s.talentId, attributes: { role: "talent" } });
export const moderatorParticipant = (s: RoomSeed) => ({ sid: `PA_m_${s.interviewId.slice(0, 8)}`, identity: s.collaboratorId, attributes: { role: "moderator" } });

/** The entry's label on the admin interview detail (opened in `page`). */
export async function entryLabel(page: Page, entryId: string): Promise<string> {
  await page.goto(`${ROOM_ORIGIN}/admin/interviews/${entryId}`);
  return (await page.getByTestId("entry-label").innerText()).trim();
}

export async function entryStatus(entryId: string): Promise<string> {
  return withDb(async (c) => (await c.query<{ status: string }>("select status from interview_candidates where id = $1", [entryId])).rows[0]!.status);
}

/** The live whiteboard and its rectangles (tldraw geo shapes). */
export const whiteboardOf = (page: Page) => page.getByTestId("whiteboard");
export const rectanglesOf = (page: Page) => whiteboardOf(page).locator('.tl-shape[data-shape-type="geo"]');
/**
 * The board's live canvas (tldraw's own test id). While an editor is still loading, tldraw renders
 * a bare `div.tl-canvas` placeholder beside it, so `.tl-canvas` alone can match two elements.
 */
export const canvasOf = (page: Page) => whiteboardOf(page).getByTestId("canvas");

export async function waitWhiteboardOnline(page: Page): Promise<void> {
  await expect(whiteboardOf(page)).toHaveAttribute("data-connection", "online", { timeout: 30_000 });
  await expect(canvasOf(page)).toBeVisible();
}

/** Draws a rectangle with tldraw's keyboard shortcut and a drag on the canvas. */
export async function drawRectangle(page: Page, dx = 0): Promise<void> {
  const canvas = canvasOf(page);
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await page.keyboard.press("r");
  const x = box.x + box.width / 3 + dx;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y + 40, { steps: 4 });
  await page.mouse.move(x + 140, y + 90, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.press("Escape");
}

/** The collaborative editor's content and its connection. */
export const codeEditorOf = (page: Page) => page.getByTestId("code-editor").locator(".cm-content");

export async function waitCodeOnline(page: Page): Promise<void> {
  await expect(page.getByTestId("code-status")).toHaveAttribute("data-status", "open", { timeout: 20_000 });
}
