// `npm run bench:documents`: how long the profile PDF and Word files take to generate for a full
// profile (issue "Talent profile": p50 and p95). The profile is held in memory (tests/support
// fixture, six jobs with projects), run through the admin document viewer rules like a real
// download, with the default logo and no photo; each format is rendered BENCH_DOC_RUNS times
// (default 30) after BENCH_DOC_WARMUP warm-up runs (default 3). Prints a table and writes
// .data/bench/documents.json. Not under tests/bench/: that runner loads every module there as an
// HTTP scenario.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildProfileDocumentModel, type ImageAsset } from "../lib/documents/profile-model";
import { renderProfileDocx } from "../lib/documents/profile-docx";
import { renderProfilePdf } from "../lib/documents/profile-pdf";
import { viewFor } from "../lib/profiles/viewer";
import { fullProfileView } from "../tests/support/profile-view";

const RUNS = Math.max(1, Number(process.env.BENCH_DOC_RUNS ?? 30));
const WARMUP = Math.max(0, Number(process.env.BENCH_DOC_WARMUP ?? 3));

/** Exact percentile of sorted samples (nearest rank). */
function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

async function logo(): Promise<ImageAsset> {
  const { default: sharp } = await import("sharp");
  const svg = readFileSync(path.join(process.cwd(), "public", "brand", "default-logo.svg"));
  const { data, info } = await sharp(svg, { density: 300 }).resize({ height: 96 }).png().toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), type: "png", width: info.width, height: info.height };
}

async function measure(name: string, render: () => Promise<Buffer>) {
  for (let i = 0; i < WARMUP; i++) await render();
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const out = await render();
    samples.push(performance.now() - t0);
    bytes = out.byteLength;
  }
  samples.sort((a, b) => a - b);
  return { name, runs: RUNS, p50: percentile(samples, 50), p95: percentile(samples, 95), min: samples[0], max: samples[samples.length - 1], bytes };
}

const profile = fullProfileView({ experienceCount: 6 });
const view = viewFor(profile, { kind: "admin", medium: "document" }, { nameVisible: true, loginType: "password" });
const model = buildProfileDocumentModel(view, { locale: "en", companyName: "Demo Company", logo: await logo(), photo: null });

const results = [await measure("profile-pdf", () => renderProfilePdf(model)), await measure("profile-docx", () => renderProfileDocx(model))];

const fmt = (n: number) => n.toFixed(1).padStart(8);
console.log(`\nProfile documents, full profile (${profile.workExperience.experience.length} jobs, ${profile.projects.length} projects), ${RUNS} runs each, ms`);
console.log(`${"document".padEnd(14)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"min".padStart(8)} ${"max".padStart(8)} ${"bytes".padStart(9)}`);
for (const r of results) console.log(`${r.name.padEnd(14)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.min)} ${fmt(r.max)} ${String(r.bytes).padStart(9)}`);

const out = path.join(process.cwd(), ".data", "bench", "documents.json");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), node: process.version, results }, null, 2));
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
