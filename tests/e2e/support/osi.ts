import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import type osiMessages from "@/messages/en/osi.json";
import { withDb } from "./db";

/** The one-sided interview's e2e helpers (issue 16), shared by the candidate and journey specs. */
export type OsiMessages = typeof osiMessages;

// Read, not imported: Playwright's ESM loader wants an import attribute for JSON modules.
export function readMessages<T = Record<string, unknown>>(locale: string, ns: string): T {
  return JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, `${ns}.json`), "utf8")) as T;
}

/** Speech synthesis stand-in (headless Chromium has no voices): records what the page reads aloud. */
export async function recordSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __spoken: { text: string; rate: number; voice: string | null; lang: string }[] };
    w.__spoken = [];
    class FakeUtterance {
      rate = 1;
      lang = "";
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true, writable: true });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        getVoices: () => [
          { name: "Some Voice", lang: "en-GB" },
          { name: "Google US English", lang: "en-US" },
          { name: "Voix française", lang: "fr-FR" },
        ],
        speak(u: FakeUtterance) {
          w.__spoken.push({ text: u.text, rate: u.rate, voice: u.voice?.name ?? null, lang: u.lang });
          setTimeout(() => u.onend?.(), 50);
        },
        cancel() {},
      },
    });
  });
}

export const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: { text: string; rate: number; voice: string | null }[] }).__spoken);

/** Answers the question on screen: start now (skipping preparation), then Next once it is enabled. */
export async function answerQuestion(page: Page, m: OsiMessages, text: string): Promise<void> {
  await expect(page.getByTestId("osi-question")).toHaveText(text);
  await page.getByRole("button", { name: m.runner.startNow }).click();
  await expect(page.getByTestId("recording-badge")).toBeVisible();
  const next = page.getByTestId("osi-next");
  await expect(next).toBeDisabled();
  await expect(page.getByRole("timer", { name: m.runner.timeLeft })).toBeVisible();
  await expect(next).toBeEnabled({ timeout: 8_000 });
  await next.click();
}

/** The uploaded answers of an invitation, in question order, with their stored files. */
export async function storedAnswers(invitationId: string) {
  return withDb(async (c) =>
    (
      await c.query<{ status: string; file_id: string | null; mime: string | null; duration_ms: number | null; received_bytes: number; size_bytes: number | null; content_type: string | null }>(
        `select a.status, a.file_id, a.mime, a.duration_ms, a.received_bytes, f.size_bytes, f.content_type
         from osi_answers a join osi_invitation_questions q on q.id = a.question_id left join stored_files f on f.id = a.file_id
         where a.invitation_id = $1 order by q.position`,
        [invitationId],
      )
    ).rows,
  );
}

/** The e-mailed interview link (`/osi/{token}`), as a path on the tenant's host. */
export function osiLinkIn(text: string): string {
  const m = /https?:\/\/[^\s"<>]+?(\/osi\/[A-Za-z0-9_.~-]+)/.exec(text);
  if (!m) throw new Error(`no /osi/ link in: ${text.slice(0, 400)}`);
  return m[1];
}

/** A fresh talent of the demo company (signed up, active) for one run. */
export async function insertDemoTalent(label: string): Promise<{ id: string; email: string; name: string }> {
  const tag = randomBytes(3).toString("hex");
  return withDb(async (c) => {
    const company = (await c.query<{ id: string }>("select id from companies where slug = 'demo'")).rows[0];
    const email = `osi-${label}-${tag}@demo.test`;
    const name = `Osi ${label} ${tag}`;
    const id = (
      await c.query<{ id: string }>("insert into users (company_id, email, full_name, role, candidate_unique_id, invitation_accepted_at) values ($1, $2, $3, 'talent', $4, now()) returning id", [
        company.id,
        email,
        name,
        `OSI-${label}-${tag}`.toUpperCase(),
      ])
    ).rows[0].id;
    return { id, email, name };
  });
}
