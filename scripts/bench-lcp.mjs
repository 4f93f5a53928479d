#!/usr/bin/env node
// `npm run bench:lcp`: Lighthouse (its default mobile profile: Moto G power, simulated slow 4G,
// 4× CPU slowdown) on /login and /jobs against the production server, printing LCP and the
// accessibility score; fails (exit 1) when LCP > 2.0 s or accessibility < 100 (issue 12 §4).
//
// Chromium: /usr/bin/chromium (or CHROMIUM_PATH), headless, no sandbox. Server: LCP_URL measures a
// running server; without it a fresh database and `node scripts/start.mjs` on LCP_PORT (3191) are
// used (scripts/lib/prod-server.mjs). LCP_RUNS (3): runs per page, the median is reported.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { runBench, startProductionServer } from "./lib/prod-server.mjs";

const log = (msg) => console.error(`[lcp] ${msg}`);
const PAGES = ["/login", "/jobs"];
const LCP_GOAL_MS = 2000;
const RUNS = Math.max(1, Number(process.env.LCP_RUNS ?? 3));


const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function run(onCleanup) {
  const baseUrl = process.env.LCP_URL ? process.env.LCP_URL.replace(/\/$/, "") : await startProductionServer({ port: Number(process.env.LCP_PORT ?? 3191), log }, onCleanup);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  onCleanup(async () => chrome.kill());

  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${baseUrl}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const a11yFailures = Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === "binary" && a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id)).map((a) => a.id);
      runs.push({
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        a11yFailures,
        lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      });
      log(`${page} run ${i + 1}: LCP ${Math.round(runs.at(-1).lcp)} ms, accessibility ${runs.at(-1).accessibility}`);
    }
    const lcp = median(runs.map((r) => r.lcp));
    rows.push({
      page,
      lcp,
      fcp: median(runs.map((r) => r.fcp)),
      tbt: median(runs.map((r) => r.tbt)),
      performance: median(runs.map((r) => r.performance)),
      accessibility: Math.min(...runs.map((r) => r.accessibility)),
      a11yFailures: [...new Set(runs.flatMap((r) => r.a11yFailures))],
      lcpElement: runs[0].lcpElement,
    });
  }

  console.log(`Lighthouse ${lighthouse.version ?? ""} mobile (simulated throttling), median of ${RUNS} run(s) per page, against ${baseUrl}`);
  console.log("page     LCP ms   FCP ms   TBT ms   perf   a11y   LCP element");
  for (const r of rows) {
    console.log(`${r.page.padEnd(7)}  ${String(Math.round(r.lcp)).padStart(6)}   ${String(Math.round(r.fcp)).padStart(6)}   ${String(Math.round(r.tbt)).padStart(6)}   ${String(r.performance).padStart(4)}   ${String(r.accessibility).padStart(4)}   ${r.lcpElement ?? "-"}`);
  }
  let bad = 0;
  for (const r of rows) {
    if (r.lcp > LCP_GOAL_MS) {
      console.error(`[lcp] ${r.page}: LCP ${Math.round(r.lcp)} ms > ${LCP_GOAL_MS} ms`);
      bad++;
    }
    if (r.accessibility < 100) {
      console.error(`[lcp] ${r.page}: accessibility ${r.accessibility} < 100 (${r.a11yFailures.join(", ")})`);
      bad++;
    }
  }
  return bad ? 1 : 0;
}

await runBench("lcp", run);
