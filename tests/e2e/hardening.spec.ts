import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { tinyPdf } from "@/tests/support/files";
import { signIn } from "./support/auth";
import { withDb } from "./support/db";

/**
 * Issue 11 §6–§8 against the production server over real HTTP, in Chromium: a page on another
 * origin of the same site cannot store a file with the talent's cookie; the session cookie is
 * host-only; stored files keep their sandbox CSP; undecodable paths and oversized server-action
 * bodies get catalogued answers instead of 500.
 */
const PASSWORD = "Talent#2026";
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The attacker's page: same site as the app (localhost), another origin (another port). */
const ATTACKER_PORT = 3900 + (PORT % 100);
const APP = `http://localhost:${PORT}`;

async function createTalent(): Promise<string> {
  const email = `hard-${randomUUID().slice(0, 8)}@example.test`;
  await withDb((c) =>
    c.query(
      `insert into users (company_id, email, full_name, role, privileges, candidate_unique_id, login_type, password_hash, invitation_accepted_at)
       select u.company_id, $1, 'Hana Hard', 'talent', array['VIEW_TALENT_DASHBOARD_SECTION.E'], $2, 'password', u.password_hash, now()
       from users u join companies c on c.id = u.company_id where c.slug = 'demo' and u.email = 'talent@demo.test'`,
      [email, `DEMO-C-9${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`],
    ),
  );
  return email;
}

async function filesOf(email: string): Promise<number> {
  return withDb(async (c) => {
    const r = await c.query("select count(*)::int as n from stored_files f join users u on u.id = f.owner_user_id where u.email = $1", [email]);
    return r.rows[0].n as number;
  });
}

/** From the page's current origin, a credentialed multipart POST of a certificate to the app. */
async function postCertificate(page: Page, bytes: Uint8Array): Promise<void> {
  await page.evaluate(
    async ({ url, data }) => {
      const fd = new FormData();
      fd.append("file", new Blob([new Uint8Array(data)], { type: "application/pdf" }), "cert.pdf");
      // no-cors: the attacker cannot read the answer and does not need to; the write is the harm.
      await fetch(url, { method: "POST", body: fd, credentials: "include", mode: "no-cors" }).catch(() => undefined);
    },
    { url: `${APP}/api/candidate/uploads?kind=certificate`, data: Array.from(bytes) },
  );
}

let attacker: Server;

test.beforeAll(async () => {
  attacker = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<!doctype html><title>Cute cats</title><h1>Cute cats</h1>");
  });
  await new Promise<void>((resolve) => attacker.listen(ATTACKER_PORT, "127.0.0.1", resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => attacker.close(() => resolve()));
});

test.describe("CSRF and cookies", () => {
  test("a page on another port of localhost cannot store a certificate with the talent's cookie; the app's own page can", async ({ page }) => {
    const email = await createTalent();
    await signIn(page, email, PASSWORD);
    const before = await filesOf(email);

    await page.goto(`http://localhost:${ATTACKER_PORT}/`);
    await expect(page.getByRole("heading", { name: "Cute cats" })).toBeVisible();
    await postCertificate(page, tinyPdf("forged certificate"));
    expect(await filesOf(email)).toBe(before);

    // The control: the same request from the app's own origin is stored, so the refusal above is
    // the origin check and not a missing cookie.
    await page.goto(`${APP}/`);
    await postCertificate(page, tinyPdf("own certificate"));
    await expect.poll(() => filesOf(email)).toBe(before + 1);
  });

  test("the session cookie is host-only: no Domain attribute, and a sibling tenant host never receives it", async ({ page, context }) => {
    const setCookies: string[] = [];
    page.on("response", async (res) => {
      if (res.request().method() === "POST") for (const h of await res.headersArray()) if (h.name.toLowerCase() === "set-cookie") setCookies.push(h.value);
    });
    await signIn(page, "talent@demo.test", PASSWORD, { origin: `http://demo.localhost:${PORT}` });
    const session = setCookies.filter((c) => /^(__Secure-)?authjs\.session-token=/.test(c));
    expect(session.length).toBeGreaterThan(0);
    for (const c of session) expect(c).not.toMatch(/;\s*domain=/i);
    const jar = await context.cookies(`http://demo.localhost:${PORT}`);
    expect(jar.find((c) => c.name.endsWith("authjs.session-token"))?.domain).toBe("demo.localhost");
    expect((await context.cookies(`http://acme.localhost:${PORT}`)).filter((c) => c.name.includes("session-token"))).toEqual([]);
  });

  test("Next refuses a server action whose Origin is not the host it was sent to", async ({ request }) => {
    const actionId = "00".repeat(21);
    const cross = await request.post(`${APP}/login`, { headers: { origin: `http://localhost:${ATTACKER_PORT}`, "next-action": actionId, "content-type": "text/plain;charset=UTF-8" }, data: "[]" });
    expect(cross.status()).toBe(500);
    expect(cross.headers()["x-nextjs-action-not-found"]).toBeUndefined();
    const same = await request.post(`${APP}/login`, { headers: { origin: APP, "next-action": actionId, "content-type": "text/plain;charset=UTF-8" }, data: "[]" });
    // Past the origin check, the made-up id is simply unknown (409 "Server Action unavailable").
    expect(same.status()).toBe(409);
    expect(same.headers()["x-nextjs-action-not-found"]).toBe("1");
  });
});

test.describe("stored files keep their own CSP", () => {
  test("a served certificate has `default-src 'none'; sandbox`, pages keep the page policy", async ({ page }) => {
    const email = await createTalent();
    await signIn(page, email, PASSWORD);
    await page.goto(`${APP}/`);
    await postCertificate(page, tinyPdf("csp certificate"));
    const link = await page.request.get(`${APP}/api/candidate/profile/attachment?sectionType=certification&fileName=cert.pdf`);
    expect(link.status()).toBe(200);
    const { signedUrl } = ((await link.json()) as { results: { signedUrl: string } }).results;
    const file = await page.request.get(new URL(signedUrl, APP).toString());
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
    const login = await page.request.get(`${APP}/login`);
    expect(login.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
  });
});

test.describe("bad input that answered 500", () => {
  test("a malformed percent-encoding answers 400 on the API and the 404 page elsewhere", async ({ page, request }) => {
    const api = await request.get(`${APP}/api/files/%E0%A4%A`);
    expect(api.status()).toBe(400);
    expect(await api.json()).toMatchObject({ code: 10001 });
    for (const p of ["/admin/jobs/%C0", "/public/candidate/%C0%AF", "/jobs/%E0%A4%A"]) {
      const res = await request.get(`${APP}${p}`, { maxRedirects: 0 });
      expect(res.status(), p).toBe(404);
    }
    const shown = await page.goto(`${APP}/public/candidate/%C0%AF`);
    expect(shown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a NUL or an encoded slash in a dynamic segment never answers 5xx", async ({ request }) => {
    for (const p of ["/api/files/%00", "/api/static-data/%00", "/api/uploads/%00", "/public/candidate/%00", "/public/login/%00", "/public/candidate/%2F..%2F", "/jobs/%00"]) {
      const res = await request.get(`${APP}${p}`, { maxRedirects: 0 });
      expect(res.status(), p).toBeLessThan(500);
    }
  });

  test("a server-action body over 1 MB answers 10413, and the form shows its text", async ({ page }) => {
    let actionId: string | null = null;
    let status = 0;
    await page.route("**/login", async (route) => {
      const req = route.request();
      if (req.method() !== "POST" || !req.headers()["next-action"]) return route.continue();
      actionId = req.headers()["next-action"];
      const padded = Buffer.concat([req.postDataBuffer() ?? Buffer.alloc(0), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const res = await route.fetch({ postData: padded });
      status = res.status();
      await route.fulfill({ response: res });
    });
    await page.goto(`${APP}/login`);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("talent@demo.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const alert = page.getByTestId("login-error");
    await expect(alert).toContainText("The request is too large.");
    await expect(alert).toHaveAttribute("data-code", "10413");
    expect(actionId).not.toBeNull();
    expect(status).toBe(413);
    await expect(page).toHaveURL(/\/login/);
  });
});
