import { randomUUID } from "node:crypto";
import { test as base, expect, type APIResponse, type Page } from "@playwright/test";
import { hashPassword } from "@/lib/auth/password";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { signIn } from "./support/auth";
import { withDb } from "./support/db";
import { countMailsTo, waitForMail } from "./support/outbox";
import { expectNoSidewaysScroll } from "./support/layout";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ACME_HOST = "careers.acme.test";
const DEMO_HOST = "jobs.demo-co.test";
const UNKNOWN_HOST = "nowhere.example.test";
const RETIRED_HOST = "old.acme.test";
const FORGED = "evil-forged.example";

const acme = (p: string) => `http://${ACME_HOST}:${PORT}${p}`;
const demo = (p: string) => `http://${DEMO_HOST}:${PORT}${p}`;
const LOCAL = `http://localhost:${PORT}`;
// Playwright's request client resolves names itself (not through Chromium's rules): it talks to
// loopback and names the host in the Host header, as any client may.
const LOOPBACK = `http://127.0.0.1:${PORT}`;

/**
 * Issue 12 §1: each company on its own branded domain. Chromium maps the custom hosts to
 * 127.0.0.1 (--host-resolver-rules), so the browser sends them as real Host headers. The cloud
 * admin registers careers.acme.test through its screen; jobs.demo-co.test is written straight
 * into company_domains. The existing projects are untouched: only this file's workers get the rules.
 */
const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const rules = [ACME_HOST, DEMO_HOST, UNKNOWN_HOST, RETIRED_HOST].map((h) => `MAP ${h} 127.0.0.1`).join(",");
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=${rules}`] });
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "serial" });

const PASSWORD = "Domain#2026";
const run = randomUUID().slice(0, 8);
/** A talent of each company made for this file, so no other spec's limits or passwords are touched. */
const TALENTS = {
  demo: { email: `dana.${run}@example.test`, name: "Dana Demohost" },
  acme: { email: `ada.${run}@example.test`, name: "Ada Acmehost" },
} as const;

test.beforeAll(async () => {
  const hash = await hashPassword(PASSWORD);
  for (const [slug, t] of Object.entries(TALENTS)) {
    await withDb((c) =>
      c.query(
        `insert into users (company_id, email, full_name, first_name, role, password_hash, privileges, candidate_unique_id, invitation_accepted_at)
         select id, $1, $2, split_part($2, ' ', 1), 'talent', $3, array['VIEW_TALENT_DASHBOARD_SECTION.E'], $4, now() from companies where slug = $5`,
        [t.email, t.name, hash, `${slug.toUpperCase()}-D-${run}`, slug],
      ),
    );
  }
});

/** The forged name appears nowhere in the answer: not in its body, not in any header. */
async function expectNoForgedName(res: APIResponse, what: string): Promise<void> {
  const headers = JSON.stringify(res.headersArray());
  expect(headers.toLowerCase(), `${what}: headers`).not.toContain(FORGED);
  const body = await res.text();
  expect(body.toLowerCase(), `${what}: body`).not.toContain(FORGED);
}

async function firstCareerJobId(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const href = await page.getByTestId("career-job").first().getByRole("link").getAttribute("href");
  return /job=([0-9a-f-]{36})/.exec(href ?? "")![1];
}

test("the cloud admin registers a company's domain on its screen, with the catalogued refusals, in en and fr, by keyboard, at every width", async ({ page, context }) => {
  await withDb((c) => c.query("delete from company_domains where host = any($1)", [[ACME_HOST, DEMO_HOST, RETIRED_HOST]]));
  // A retry starts from the same database: the first attempt's audit rows must not count twice.
  await withDb((c) => c.query("delete from activity_log where entity_id = any($1)", [[ACME_HOST, DEMO_HOST, RETIRED_HOST]]));
  await withDb((c) => c.query("insert into company_domains (host, company_id) select $1, id from companies where slug = 'demo'", [DEMO_HOST]));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "cloudadmin@talent.test", "Cloud#2026", { portal: "cloud" });
  await page.goto("/admin/cloud");
  const section = page.getByTestId("cloud-domains");
  await expect(section.getByRole("heading", { name: "Company domains" })).toBeVisible();
  await expect(section.getByTestId(`cloud-domain-${DEMO_HOST}`)).toContainText("Demo Talent Co.");

  // Before it is registered, the host names no company.
  expect((await page.request.get(`${LOOPBACK}/jobs`, { headers: { host: `${ACME_HOST}:${PORT}` } })).status()).toBe(404);

  // By keyboard: the company picker, then the host, then Enter.
  const picker = section.getByRole("combobox", { name: "Company" });
  await picker.focus();
  await page.keyboard.press("Enter");
  // Radix Select focuses its selected option (or the list) once positioned, on a timer: let it land before moving focus.
  await expect(page.locator('[role="listbox"]:focus-within')).toHaveCount(1);
  await page.getByRole("option", { name: "Acme Robotics (acme)" }).focus();
  await expect(page.getByRole("option", { name: "Acme Robotics (acme)" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(picker).toContainText("Acme Robotics");
  await page.keyboard.press("Tab");
  const hostField = section.getByRole("textbox", { name: "Domain" });
  await expect(hostField).toBeFocused();

  // Refused before sending: not a host name (10585), another company's platform address (10587).
  await page.keyboard.type("https://careers.acme.test/jobs");
  await page.keyboard.press("Enter");
  await expect(hostField).toHaveAccessibleDescription("Enter a domain name such as careers.example.com, without http:// or a path.");
  await expect(hostField).toHaveAttribute("aria-invalid", "true");
  await hostField.fill("demo.localhost");
  await page.keyboard.press("Enter");
  await expect(hostField).toHaveAccessibleDescription("This address belongs to the platform and cannot be added to this company.");

  // Demo's host for Acme: the server refuses it (10586), the row stays demo's.
  await hostField.fill(DEMO_HOST);
  await page.keyboard.press("Enter");
  await expect(hostField).toHaveAccessibleDescription("This domain is already registered for a company.");
  await expect(hostField).toHaveAttribute("data-code", "10586");

  await hostField.fill(` ${ACME_HOST.toUpperCase()} `);
  await page.keyboard.press("Enter");
  await expect(section.getByTestId("cloud-domains-notice")).toContainText(`${ACME_HOST} now serves Acme Robotics.`);
  await expect(section.getByTestId(`cloud-domain-${ACME_HOST}`)).toContainText("Acme Robotics");
  await expect(hostField).toHaveValue("");
  const audit = await withDb((c) => c.query("select a.action, c.slug from activity_log a join companies c on c.id = a.company_id where a.entity_id = $1", [ACME_HOST]));
  expect(audit.rows).toEqual([{ action: "company.domain.add", slug: "acme" }]);

  // Add and remove a second one: the confirm dialog, by keyboard; the host then answers 404.
  await hostField.fill(RETIRED_HOST);
  await page.keyboard.press("Enter");
  await expect(section.getByTestId(`cloud-domain-${RETIRED_HOST}`)).toBeVisible();
  expect((await page.request.get(`${LOOPBACK}/jobs`, { headers: { host: RETIRED_HOST } })).status()).toBe(200);
  await section.getByRole("button", { name: `Remove ${RETIRED_HOST}` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toContainText(`Remove ${RETIRED_HOST}?`);
  await dialog.getByRole("button", { name: "Remove" }).press("Enter");
  await expect(section.getByTestId("cloud-domains-notice")).toContainText(`${RETIRED_HOST} was removed from Acme Robotics.`);
  await expect(section.getByTestId(`cloud-domain-${RETIRED_HOST}`)).toHaveCount(0);
  expect((await page.request.get(`${LOOPBACK}/jobs`, { headers: { host: RETIRED_HOST } })).status()).toBe(404);
  await expectNoSeriousA11yViolations(page);

  for (const width of [375, 600, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(section.getByRole("button", { name: "Add domain" })).toBeVisible();
    await expectNoSidewaysScroll(page, `no sideways scrolling at ${width}px`);
    await expectNoSeriousA11yViolations(page);
  }

  await context.addCookies([{ name: "NEXT_LOCALE", value: "fr", url: LOCAL }]);
  await page.reload();
  await expect(section.getByRole("heading", { name: "Domaines des entreprises" })).toBeVisible();
  await section.getByRole("textbox", { name: "Domaine" }).fill("careers.acme.test:8443");
  await section.getByRole("button", { name: "Ajouter le domaine" }).click();
  await expect(section.getByRole("textbox", { name: "Domaine" })).toHaveAccessibleDescription("Saisissez un nom de domaine comme carrieres.exemple.com, sans http:// ni chemin.");
  await expectNoSeriousA11yViolations(page);
});

test("each branded host serves its own company's branding, career page and logins; a session of one is nothing on the other; an unknown host is a 404", async ({ browser }) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();

  // Branding and career page.
  await page.goto(acme("/login"));
  await expect(page.getByRole("img", { name: "Acme Robotics" })).toHaveAttribute("src", "/brand/acme-logo.svg");
  await page.goto(demo("/login"));
  await expect(page.getByRole("img", { name: "Demo Talent Co." })).toHaveAttribute("src", "/brand/demo-logo.svg");
  await page.goto(acme("/jobs"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers at Acme Robotics");
  await page.goto(demo("/jobs"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers at Demo Talent Co.");

  // The job's structured data links to the branded host (https: a real deployment's custom host).
  const acmeJob = await firstCareerJobId(page, acme("/jobs"));
  await page.goto(acme(`/jobs?job=${acmeJob}`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld.url).toBe(`https://${ACME_HOST}:${PORT}/jobs?job=${acmeJob}`);
  expect(ld.hiringOrganization).toMatchObject({ name: "Acme Robotics", sameAs: `https://${ACME_HOST}:${PORT}`, logo: `https://${ACME_HOST}:${PORT}/brand/acme-logo.svg` });

  // Logins: acme's talent on acme's host; the same account is unknown on demo's host.
  await signIn(page, TALENTS.acme.email, PASSWORD, { origin: acme("") });
  await expect(page).toHaveURL(new RegExp(`^http://${ACME_HOST.replace(/\./g, "\\.")}:${PORT}/`));
  const acmeCookie = (await ctx.cookies(acme("/"))).find((c) => c.name.endsWith("authjs.session-token"));
  expect(acmeCookie, "a session cookie on acme's host").toBeTruthy();
  expect(acmeCookie!.domain).toBe(ACME_HOST);
  const dash = await page.goto(acme("/dashboard"));
  expect(dash?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Welcome, Ada" })).toBeVisible();

  // Nothing on demo's host: neither in the browser (host-only cookie) nor with the cookie copied there.
  await page.goto(demo("/dashboard"));
  await expect(page).toHaveURL(demo("/login?from=%2Fdashboard"));
  await ctx.addCookies([{ name: acmeCookie!.name, value: acmeCookie!.value, url: demo("/") }]);
  await page.goto(demo("/dashboard"));
  await expect(page).toHaveURL(demo("/login?from=%2Fdashboard"));
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(TALENTS.acme.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Wrong email or password.")).toBeVisible();

  // Demo's own talent signs in on demo's host.
  await ctx.clearCookies();
  await signIn(page, TALENTS.demo.email, PASSWORD, { origin: demo("") });
  expect((await page.goto(demo("/dashboard")))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Welcome, Dana" })).toBeVisible();

  // An unknown host: the 404 page, and none of the default tenant's data.
  const res = await page.goto(`http://${UNKNOWN_HOST}:${PORT}/jobs`);
  expect(res?.status()).toBe(404);
  const html = await page.content();
  expect(html).not.toContain("Demo Talent Co.");
  // (Message templates such as "Careers at {company}" travel with every page; data must not.)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByTestId("career-job")).toHaveCount(0);
  const api = await page.request.get(`${LOOPBACK}/api/config`, { headers: { host: `${UNKNOWN_HOST}:${PORT}`, "x-tenant": "demo" } });
  expect(api.status()).toBe(404);
  expect((await api.json()).code).toBe(10002);
  await ctx.close();
});

// Guards the proxy's order: a host naming no company is answered (404) before Auth.js's wrapper,
// which would otherwise set its callback-url cookie from that host, and the wrapper never sees an
// untrusted X-Forwarded-Host (lib/tenancy/resolve.ts forwardedHeaders).
test("a forged Host or X-Forwarded-Host appears in no page, redirect, Auth.js answer or e-mail", async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ maxRedirects: 0 });
  const demoJob = await (async () => {
    const ctx = await browser.newContext();
    const id = await firstCareerJobId(await ctx.newPage(), `${LOCAL}/jobs`);
    await ctx.close();
    return id;
  })();

  // A Host that names no company: 404 everywhere, the name not echoed.
  for (const path of ["/jobs", `/jobs?job=${demoJob}`, "/login", "/admin/login", "/dashboard", "/forgot-password", "/api/config", "/api/auth/providers"]) {
    const res = await api.get(`${LOOPBACK}${path}`, { headers: { host: `${FORGED}:${PORT}` } });
    expect(res.status(), path).toBe(404);
    await expectNoForgedName(res, `Host ${path}`);
  }

  // A known host with a forged X-Forwarded-Host (no trusted proxy here), and a bare public IP as Host.
  const forgedForwarding: Record<string, string>[] = [
    { host: `localhost:${PORT}`, "x-forwarded-host": FORGED },
    { host: `${ACME_HOST}:${PORT}`, "x-forwarded-host": `${FORGED}:443`, "x-forwarded-proto": "https" },
  ];
  for (const headers of forgedForwarding) {
    for (const path of ["/jobs", "/login", "/admin/login", "/forgot-password", "/email-login", "/dashboard", "/admin/jobs", "/api/config", "/api/auth/providers", "/api/auth/csrf", "/api/auth/session", "/api/auth/signin"]) {
      const res = await api.get(`${LOOPBACK}${path}`, { headers });
      expect(res.status(), `${headers.host} ${path}`).toBeLessThan(500);
      await expectNoForgedName(res, `${headers.host} X-Forwarded-Host ${path}`);
    }
  }
  const withJob = await api.get(`${LOOPBACK}/jobs?job=${demoJob}`, { headers: { host: `localhost:${PORT}`, "x-forwarded-host": FORGED } });
  expect(await withJob.text()).toContain(`"url":"http://localhost:${PORT}/jobs?job=${demoJob}"`);
  await expectNoForgedName(withJob, "job page");
  const byIp = await api.get(`${LOOPBACK}/jobs?job=${demoJob}`, { headers: { host: "203.0.113.66" } });
  expect(byIp.status()).toBe(200);
  expect(await byIp.text()).not.toContain("203.0.113.66");

  // E-mail flows in a browser whose every request carries the forged header.
  const ctx = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-host": FORGED } });
  const page = await ctx.newPage();
  for (const origin of [LOCAL, acme("")]) {
    const email = origin === LOCAL ? TALENTS.demo.email : TALENTS.acme.email;
    let before = countMailsTo(email);
    await page.goto(`${origin}/forgot-password`);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("forgot-password-sent")).toBeVisible();
    const reset = await waitForMail(email, before);
    expect(`${reset.text}${reset.html ?? ""}`.toLowerCase()).not.toContain(FORGED);
    expect(reset.text).toContain(origin === LOCAL ? `${LOCAL}/forgot-password/reset-password/` : `https://${ACME_HOST}:${PORT}/forgot-password/reset-password/`);

    before = countMailsTo(email);
    await page.goto(`${origin}/email-login`);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    const code = await waitForMail(email, before);
    expect(`${code.text}${code.html ?? ""}`.toLowerCase()).not.toContain(FORGED);
  }
  await ctx.close();
  await api.dispose();
});
