#!/usr/bin/env node
// `npm run bench:weight`: the first-load JavaScript of each page, as a browser downloads it.
//
// Each page is opened in Chromium (/usr/bin/chromium, or CHROMIUM_PATH) in a fresh context (empty
// cache) against the production server; the figure is the sum of the encoded (gzip, as `npm start`
// serves it) body sizes of every script response until the page is loaded and the network idle.
// Signed-in pages use the demo accounts through the real login form. The run fails (exit 1) when a
// page exceeds its goal (issue 12 §4: /login and /jobs ≤ 120 kB, every other page ≤ 180 kB;
// 1 kB = 1000 bytes), so later features keep to it.
//
// Server: WEIGHT_URL measures a server already running (e.g. `npm start` with the demo seed);
// without it a fresh database is created (on DATABASE_URL's server, else an embedded PGlite) and
// `node scripts/start.mjs` is started against it on WEIGHT_PORT (default 3190), building first
// when there is no production build. Env: WEIGHT_PAGES (comma-separated paths to measure only
// those) · WEIGHT_JSON (write the figures there as JSON) · WEIGHT_CHUNKS=1 (list each page's
// scripts with their encoded size, largest first: to find what grew a page).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { runBench, startProductionServer } from "./lib/prod-server.mjs";

const log = (msg) => console.error(`[weight] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const KB = 1000;
const LIGHT = 120 * KB; // the public entry pages
const GOAL = 180 * KB; // every other page

/** Demo accounts (README "Demo tenants and accounts"). */
const ACCOUNTS = {
  talent: { login: "/login", email: "talent@demo.test", password: "Talent#2026" },
  admin: { login: "/admin/login", email: "recruiteradmin@demo.test", password: "RecAdmin#2026" },
};

/** The pages measured; `path` may be a function of values found while signed in (a job id). */
const PAGES = [
  { path: "/login", as: null, goal: LIGHT },
  { path: "/jobs", as: null, goal: LIGHT },
  { path: "/admin/login", as: null, goal: GOAL },
  { path: "/forgot-password", as: null, goal: GOAL },
  { path: "/email-login", as: null, goal: GOAL },
  { path: "/dashboard", as: "talent", goal: GOAL },
  { path: "/profile", as: "talent", goal: GOAL },
  { path: "/builder", as: "talent", goal: GOAL },
  { path: "/admin/dashboard", as: "admin", goal: GOAL },
  { path: "/admin/jobs", as: "admin", goal: GOAL },
  { path: "/admin/jobs/new", as: "admin", goal: GOAL },
  { path: (found) => `/admin/jobs/${found.jobId}`, label: "/admin/jobs/[jobId]", as: "admin", goal: GOAL },
  { path: (found) => `/admin/jobs/${found.jobId}/edit`, label: "/admin/jobs/[jobId]/edit", as: "admin", goal: GOAL },
  { path: "/admin/jobs/templates", as: "admin", goal: GOAL },
  // The question bank (issue 16).
  { path: "/admin/questions", as: "admin", goal: GOAL },
  { path: "/admin/questions/osi", as: "admin", goal: GOAL },
  { path: "/admin/questions/code", as: "admin", goal: GOAL },
  { path: "/admin/talent", as: "admin", goal: GOAL },
  { path: "/admin/talent/search", as: "admin", goal: GOAL },
  { path: "/admin/settings/roles", as: "admin", goal: GOAL },
  { path: "/admin/settings/mock-talents", as: "admin", goal: GOAL },
  { path: "/admin/users", as: "admin", goal: GOAL },
  { path: "/admin/users/bulk-upload", as: "admin", goal: GOAL },
  { path: "/admin/departments", as: "admin", goal: GOAL },
  // Interviews and scheduling (issue 13).
  { path: "/admin/interviews", as: "admin", goal: GOAL },
  { path: (found) => `/admin/interviews/${found.entryId}`, label: "/admin/interviews/[entryId]", as: "admin", goal: GOAL },
  { path: (found) => `/admin/interviews/${found.entryId}/review`, label: "/admin/interviews/[entryId]/review", as: "admin", goal: GOAL },
  { path: (found) => `/admin/jobs/${found.jobId}/interviews`, label: "/admin/jobs/[jobId]/interviews", as: "admin", goal: GOAL },
  { path: (found) => `/admin/jobs/${found.jobId}/board`, label: "/admin/jobs/[jobId]/board", as: "admin", goal: GOAL },
  { path: (found) => `/admin/jobs/${found.jobId}/osi`, label: "/admin/jobs/[jobId]/osi", as: "admin", goal: GOAL },
  { path: "/practice-interview", as: "talent", goal: GOAL },
  { path: "/admin/calendar", as: "admin", goal: GOAL },
  { path: "/admin/settings/availability", as: "admin", goal: GOAL },
  { path: "/admin/settings/business-hours", as: "admin", goal: GOAL },
  { path: "/admin/activity", as: "admin", goal: GOAL },
  { path: "/calendar", as: "talent", goal: GOAL },
  // Notifications (issue 14).
  { path: "/admin/notifications", as: "admin", goal: GOAL },
  { path: "/notifications", as: "talent", goal: GOAL },
  { path: (found) => `/interview/${found.scheduleJobId}/schedule`, label: "/interview/[jobId]/schedule", as: "talent", goal: GOAL },
  // Pages first measured in session 14 (issue 12 §4: every page keeps to the goal).
  { path: "/login/external", as: null, goal: GOAL },
  { path: "/builder/thankyou", as: "talent", goal: GOAL },
  { path: (found) => `/admin/departments/${found.departmentId}`, label: "/admin/departments/[id]", as: "admin", goal: GOAL },
  { path: (found) => `/admin/talent/${found.candidateId}`, label: "/admin/talent/[candidateId]", as: "admin", goal: GOAL },
  { path: (found) => `/admin/jobs/${found.jobId}/search`, label: "/admin/jobs/[jobId]/search", as: "admin", goal: GOAL },
];

/** Values a page path needs, each read off a link of a page the demo seed fills. */
const FINDERS = {
  jobId: { as: "admin", page: "/admin/jobs", link: /^\/admin\/jobs\/([0-9a-f-]{36})$/ },
  entryId: { as: "admin", page: "/admin/interviews", link: /^\/admin\/interviews\/([0-9a-f-]{36})$/ },
  scheduleJobId: { as: "talent", page: "/dashboard", link: /^\/interview\/([0-9a-f-]{36})\/schedule$/ },
  departmentId: { as: "admin", page: "/admin/departments", link: /^\/admin\/departments\/([0-9a-f-]{36})$/ },
  candidateId: { as: "admin", page: "/admin/talent/search", link: /^\/admin\/talent\/([0-9a-f-]{36})$/ },
};


async function run(onCleanup) {
  const baseUrl = process.env.WEIGHT_URL ? process.env.WEIGHT_URL.replace(/\/$/, "") : await startProductionServer({ port: Number(process.env.WEIGHT_PORT ?? 3190), log }, onCleanup);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-quic"],
  });
  onCleanup(() => browser.close());

  const only = (process.env.WEIGHT_PAGES ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const pages = only.length ? PAGES.filter((p) => only.includes(p.label ?? p.path)) : PAGES;

  // Sign each audience in once, through the login form; every page then gets a fresh context
  // (empty HTTP cache) with those cookies only.
  const states = {};
  for (const as of new Set(pages.map((p) => p.as).filter(Boolean))) states[as] = await signIn(browser, baseUrl, ACCOUNTS[as]);
  const found = {};
  for (const p of pages.filter((q) => typeof q.path === "function")) {
    const key = /found\.(\w+)/.exec(p.path.toString())?.[1];
    if (!key || key in found) continue;
    const finder = FINDERS[key];
    states[finder.as] ??= await signIn(browser, baseUrl, ACCOUNTS[finder.as]);
    found[key] = await firstLinkId(browser, baseUrl, states[finder.as], finder);
  }

  const rows = [];
  for (const p of pages) {
    const url = typeof p.path === "function" ? p.path(found) : p.path;
    const m = await measurePage(browser, baseUrl, url, p.as ? states[p.as] : undefined);
    rows.push({ page: p.label ?? p.path, url, as: p.as ?? "public", goal: p.goal, ...m, over: m.jsBytes > p.goal });
    log(`${url}: ${(m.jsBytes / KB).toFixed(1)} kB JS in ${m.jsFiles} files`);
    if (process.env.WEIGHT_CHUNKS === "1") for (const c of m.chunks) log(`    ${(c.bytes / KB).toFixed(1).padStart(6)} kB  ${c.path}`);
  }

  printTable(rows);
  if (process.env.WEIGHT_JSON) {
    mkdirSync(path.dirname(path.resolve(process.env.WEIGHT_JSON)), { recursive: true });
    writeFileSync(process.env.WEIGHT_JSON, `${JSON.stringify({ generatedAt: new Date().toISOString(), baseUrl, unit: "bytes", pages: rows }, null, 2)}\n`);
  }
  const bad = rows.filter((r) => r.over || r.status >= 400 || r.finalPath !== r.url.split("?")[0] || r.intlErrors.length);
  for (const r of bad) {
    if (r.over) console.error(`[weight] OVER GOAL ${r.page}: ${(r.jsBytes / KB).toFixed(1)} kB > ${r.goal / KB} kB`);
    if (r.status >= 400 || r.finalPath !== r.url.split("?")[0]) console.error(`[weight] ${r.page}: answered ${r.status} at ${r.finalPath} (not the page itself): the figure measures something else`);
    for (const e of r.intlErrors) console.error(`[weight] ${r.page}: ${e}`);
  }
  return bad.length ? 1 : 0;
}

async function signIn(browser, baseUrl, account) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto(account.login);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await Promise.all([page.waitForURL((u) => !u.pathname.endsWith("/login"), { timeout: 30_000 }), page.locator('form button[type="submit"]').first().click()]);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function firstLinkId(browser, baseUrl, storageState, finder) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState });
  try {
    const page = await context.newPage();
    await page.goto(finder.page);
    const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const id = hrefs.map((h) => finder.link.exec(h ?? "")?.[1]).find(Boolean);
    if (!id) throw new Error(`no link like ${finder.link} on ${finder.page}: is the demo seed there?`);
    return id;
  } finally {
    await context.close();
  }
}

async function measurePage(browser, baseUrl, url, storageState) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState });
  try {
    const page = await context.newPage();
    const scripts = [];
    let documentBytes = 0;
    // A page that sends too few messages shows it here: next-intl logs MISSING_MESSAGE, or a
    // client component without any provider throws.
    const intlErrors = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && /MISSING_MESSAGE|IntlError|NextIntlClientProvider|No intl context/i.test(msg.text())) intlErrors.push(msg.text().slice(0, 200));
    });
    page.on("pageerror", (err) => intlErrors.push(`page error: ${String(err.message).slice(0, 200)}`));
    page.on("requestfinished", (req) => {
      const type = req.resourceType();
      if (type === "script") scripts.push(req);
      else if (type === "document" && req.frame() === page.mainFrame()) scripts.push({ doc: req });
    });
    let lastScript = Date.now();
    page.on("request", (req) => {
      if (req.resourceType() === "script") lastScript = Date.now();
    });
    const response = await page.goto(url, { waitUntil: "load" });
    // Pages may poll an API for ever (networkidle never comes): wait instead until no script has
    // been requested for 1.5 s (hydration's own lazy chunks come well within that), at most 20 s.
    const until = Date.now() + 20_000;
    while (Date.now() - lastScript < 1500 && Date.now() < until) await sleep(250);
    await page.waitForLoadState("networkidle", { timeout: 3000 }).catch(() => {});
    let jsBytes = 0;
    const seen = new Set();
    const chunks = [];
    for (const item of scripts) {
      if (item.doc) {
        documentBytes = (await item.doc.sizes()).responseBodySize;
        continue;
      }
      if (seen.has(item.url())) continue;
      seen.add(item.url());
      const bytes = (await item.sizes()).responseBodySize;
      jsBytes += bytes;
      chunks.push({ path: new URL(item.url()).pathname, bytes });
    }
    chunks.sort((a, b) => b.bytes - a.bytes);
    return { status: response?.status() ?? 0, finalPath: new URL(page.url()).pathname, jsBytes, jsFiles: seen.size, documentBytes, intlErrors, chunks };
  } finally {
    await context.close();
  }
}

function printTable(rows) {
  const head = ["page", "as", "JS kB (gzip)", "goal kB", "files", "HTML kB", "status"];
  const cells = rows.map((r) => [r.page, r.as, (r.jsBytes / KB).toFixed(1), String(r.goal / KB), String(r.jsFiles), (r.documentBytes / KB).toFixed(1), r.over ? "OVER" : "ok"]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => (i < 2 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
  console.log("(first-load JS: encoded bytes of every script response until load + network idle, fresh cache; HTML = the document, encoded; 1 kB = 1000 bytes)");
}

await runBench("weight", run);
