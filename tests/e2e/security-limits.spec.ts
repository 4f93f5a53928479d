import { readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signIn } from "./support/auth";
import { withDb } from "./support/db";
import { countMailsTo, waitForMail } from "./support/outbox";

/**
 * Issue 11 §3–5 against the running server, over real HTTP: the code-guessing attack through the
 * real server actions, the open redirect of /login with a real session, and rate limits that a
 * rotating X-Forwarded-For cannot escape (the socket address only exists on a real connection).
 * Every request here comes from this machine's loopback socket, whatever headers it carries.
 */

const BASE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** Rate-limit rows keyed on client addresses: cleared before and after, so other specs start clean. */
async function clearAddressBuckets(): Promise<void> {
  await withDb((c) => c.query(`delete from rate_limit_buckets where key like 'login:ip:%' or key like 'code:%:ip:%' or key like 'recovery:%ip%'`));
}

type ActionAnswer = { data?: { status?: string; codeId?: string }; serverError?: { code: number }; validationErrors?: unknown };

/** The id Next gave a server action in this build (what a browser's form posts in `Next-Action`). */
function actionId(exportedName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), ".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, v]) => v.filename === "lib/auth/code-actions.ts" && v.exportedName === exportedName);
  if (!found) throw new Error(`no server action ${exportedName} in this build`);
  return found[0];
}

/** Calls a server action the way the browser does: POST to a page that uses it, the arguments as JSON. */
async function callAction(request: APIRequestContext, id: string, input: unknown, headers: Record<string, string> = {}): Promise<ActionAnswer> {
  const res = await request.post(`${BASE}/login/external`, {
    headers: { "next-action": id, accept: "text/x-component", "content-type": "text/plain;charset=UTF-8", origin: BASE, ...headers },
    data: JSON.stringify([input]),
  });
  expect(res.status(), await res.text()).toBe(200);
  // The RSC stream: numbered rows, one of which is the action's result.
  for (const line of (await res.text()).split("\n")) {
    const json = line.slice(line.indexOf(":") + 1);
    try {
      const value = JSON.parse(json) as unknown;
      if (value && typeof value === "object" && ("data" in value || "serverError" in value || "validationErrors" in value)) return value as ActionAnswer;
    } catch {
      // not a JSON row
    }
  }
  throw new Error("no action result in the response");
}

function answerOf(a: ActionAnswer): string | number {
  return a.serverError?.code ?? a.data?.status ?? (a.validationErrors ? "invalid" : "none");
}

test.describe("attacks from issue 11 over real HTTP", () => {
  test.beforeEach(clearAddressBuckets);
  test.afterEach(clearAddressBuckets);

  test("§3: with the verify limit full, 60 guesses and the right code learn nothing; 5 wrong guesses then end the code", async ({ request }) => {
    const send = actionId("requestCodeAction");
    const verify = actionId("verifyCodeAction");
    const email = `guess-${randomUUID().slice(0, 8)}@example.test`;
    const before = countMailsTo(email);
    const sent = await callAction(request, send, { flow: "external", email, fullName: "" });
    const codeId = sent.data?.codeId;
    expect(codeId, JSON.stringify(sent)).toBeTruthy();
    const code = /\b(\d{6})\b/.exec((await waitForMail(email, before)).text)![1];
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");

    // The attack: fill this address's verify limit with junk ...
    for (let i = 0; i < 30; i += 1) await callAction(request, verify, { flow: "external", codeId: randomUUID(), code: "123456" });
    // ... then guess. Nothing may tell a right code from a wrong one, and rotating headers changes nothing.
    const answers = new Set<string | number>();
    for (let i = 0; i < 60; i += 1) answers.add(answerOf(await callAction(request, verify, { flow: "external", codeId, code: wrong(i) }, { "x-forwarded-for": `192.0.2.${i + 1}` })));
    answers.add(answerOf(await callAction(request, verify, { flow: "external", codeId, code })));
    expect([...answers]).toEqual([10429]);

    // From a fresh address (the bucket cleared): 5 wrong guesses end the code; the right one and a name then sign nobody in.
    await clearAddressBuckets();
    for (let i = 0; i < 5; i += 1) expect(answerOf(await callAction(request, verify, { flow: "external", codeId, code: wrong(i) }))).toBe(10479);
    expect(answerOf(await callAction(request, verify, { flow: "external", codeId, code }))).toBe(10479);
    expect(answerOf(await callAction(request, verify, { flow: "external", codeId, code, fullName: "Mallory" }))).toBe(10479);
    const users = await withDb((c) => c.query("select 1 from users where lower(email) = $1", [email]));
    expect(users.rowCount).toBe(0);
  });

  test("§4: /login with a session never redirects off the origin, whatever `from` says", async ({ page }) => {
    await signIn(page, "talent@demo.test", "Talent#2026");
    for (const from of ["/.//evil.example/x", "/..//evil.example/x", "/%2e//evil.example/x", "/%2E%2E//evil.example/x", "//evil.example/x", "/\\evil.example/x"]) {
      const res = await page.request.get(`${BASE}/login?from=${encodeURIComponent(from)}`, { maxRedirects: 0 });
      expect(res.status(), from).toBe(307);
      const location = res.headers()["location"];
      expect(location, from).toBeTruthy();
      expect(new URL(location, `${BASE}/login`).origin, `${from} → ${location}`).toBe(new URL(BASE).origin);
      expect(location.startsWith("//") || location.startsWith("/\\"), location).toBe(false);
    }
    // A safe `from` is still honoured.
    const ok = await page.request.get(`${BASE}/login?from=${encodeURIComponent("/calendar?view=week")}`, { maxRedirects: 0 });
    expect(ok.headers()["location"]).toMatch(/^(\/|http:\/\/localhost:\d+\/)calendar\?view=week$/);
  });

  test("§5: 33 failed logins rotating X-Forwarded-For, X-Real-IP and a forged stamp are limited after 30, keyed on the socket address", async ({ request }) => {
    const answers: string[] = [];
    // Auth.js's own sign-in route (the same credentials provider the login form's action runs).
    const csrf = (await (await request.get(`${BASE}/api/auth/csrf`)).json()) as { csrfToken: string };
    for (let i = 0; i < 33; i += 1) {
      const spoofed = `192.0.2.${i + 1}`;
      const res = await request.post(`${BASE}/api/auth/callback/credentials`, {
        // Also a client's own copy of the header the server stamps: it is overwritten on arrival.
        headers: { "x-forwarded-for": spoofed, "x-real-ip": spoofed, "x-talent-peer": `forged ${spoofed}`, origin: BASE },
        form: { email: `rotate-${i}-${randomUUID().slice(0, 6)}@demo.test`, password: "Wrong#2026x", portal: "talent", csrfToken: csrf.csrfToken, callbackUrl: "/" },
        maxRedirects: 0,
      });
      const location = res.headers()["location"] ?? "";
      answers.push(new URL(location, BASE).searchParams.get("code") ?? `status ${res.status()}`);
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill("10216"));
    expect(answers.slice(30)).toEqual(Array(3).fill("10429"));
    // One bucket, the loopback socket's; none for the addresses the client claimed.
    const keys = (await withDb((c) => c.query<{ key: string }>("select key from rate_limit_buckets where key like 'login:ip:%'"))).rows.map((r) => r.key);
    expect(keys.length).toBe(1);
    expect(keys[0]).toMatch(/^login:ip:(127\.0\.0\.1|::1)$/);
  });
});
