#!/usr/bin/env node
// `npm run bench:floor`: what the framework alone costs, for the issue 12 §4 goals. Builds a
// throwaway Next app with this repository's own next and react (in the temp directory, removed at
// the end unless FLOOR_KEEP=1) holding three routes and nothing else:
//   /api/ping  a route handler (the "bare route" of the SSR goal)
//   /          a page rendered per request (reads a header, as every page of ours does through
//              the tenant lookup): one <h1>, no data, no client component
//   /static    the same page prerendered at build time
// then prints the first-load JavaScript of `/` (gzip bytes of every script the HTML loads, as a
// browser fetches them) and, with autocannon at FLOOR_CONNECTIONS (10) for FLOOR_DURATION s (10),
// the p50 latency of each route and its ratio to /api/ping. Env: FLOOR_PORT (3330).
// FLOOR_PROXY=1 adds a proxy.js that does what every proxy does at the least (copy the request
// headers, add one, pass the request on), in front of every route but /direct and /api/direct-ping
// (the same page and handler again): the framework's own cost of having a proxy at all.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Outside the repository: inside it, Next takes the repository's proxy.ts and instrumentation.ts
// for the app's own. node_modules is a link to the repository's, so Turbopack's root is "/".
const dir = path.join(os.tmpdir(), `bench-floor-${process.pid}`);
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const port = Number(process.env.FLOOR_PORT ?? 3330);
const connections = Number(process.env.FLOOR_CONNECTIONS ?? 10);
const duration = Number(process.env.FLOOR_DURATION ?? 10);
const base = `http://127.0.0.1:${port}`;
const log = (m) => console.error(`[floor] ${m}`);
const withProxy = process.env.FLOOR_PROXY === "1";

function write(rel, text) {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function scaffold() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  write("package.json", JSON.stringify({ name: "bench-floor", private: true, type: "module" }));
  write("next.config.mjs", `export default { poweredByHeader: false, reactStrictMode: true, turbopack: { root: "/" } };\n`);
  write("app/layout.jsx", `export default function Layout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n`);
  write(
    "app/page.jsx",
    `import { headers } from "next/headers";\n\nexport default async function Page() {\n  const host = (await headers()).get("host");\n  return <h1>Hello {host ? "there" : "anyone"}</h1>;\n}\n`,
  );
  write("app/static/page.jsx", `export default function Page() {\n  return <h1>Hello there</h1>;\n}\n`);
  write("app/api/ping/route.js", `export function GET() {\n  return Response.json({ ok: true });\n}\n`);
  if (withProxy) {
    write("app/direct/page.jsx", `import { headers } from "next/headers";\n\nexport default async function Page() {\n  const host = (await headers()).get("host");\n  return <h1>Hello {host ? "there" : "anyone"}</h1>;\n}\n`);
    write("app/api/direct-ping/route.js", `export function GET() {\n  return Response.json({ ok: true });\n}\n`);
    write(
      "proxy.js",
      `import { NextResponse } from "next/server";\n\nexport function proxy(req) {\n  const headers = new Headers(req.headers);\n  headers.set("x-pathname", req.nextUrl.pathname);\n  return NextResponse.next({ request: { headers } });\n}\n\nexport const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico|direct|api/direct-ping).*)"] };\n`,
    );
  }
}

async function firstLoadJs() {
  const html = await (await fetch(`${base}/`)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let total = 0;
  const files = [];
  for (const src of sources) {
    // Node's fetch decodes the body; ask for gzip and count what travelled (content-length of the encoded body).
    // Next compresses with gzip; Node's fetch hands back the decoded body, so it is gzipped again
    // here at the same default level to count what travelled.
    const res = await fetch(new URL(src, base), { headers: { "accept-encoding": "gzip" } });
    const encoded = await gzipSize(await res.arrayBuffer());
    files.push({ src, bytes: encoded });
    total += encoded;
  }
  return { total, files };
}

async function gzipSize(buffer) {
  const { gzipSync } = await import("node:zlib");
  return gzipSync(Buffer.from(buffer)).length;
}

async function measure(pathName) {
  await autocannon({ url: `${base}${pathName}`, connections, duration: 2 });
  const result = await autocannon({ url: `${base}${pathName}`, connections, duration, headers: { accept: "text/html" } });
  if (result.non2xx || result.errors) throw new Error(`${pathName}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, rps: result.requests.average };
}

let server = null;
let code = 0;
try {
  scaffold();
  log(`building ${dir} with next ${JSON.parse(spawnSync(process.execPath, ["-p", "JSON.stringify(require('next/package.json').version)"], { cwd: root }).stdout)}`);
  const built = spawnSync(process.execPath, [nextBin, "build", dir], { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } });
  if (built.status !== 0) throw new Error("next build failed");
  server = spawn(process.execPath, [nextBin, "start", dir, "-p", String(port), "-H", "127.0.0.1"], { cwd: dir, stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } });
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/api/ping`).then((r) => r.ok).catch(() => false)) === true) break;
    if (i > 100) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  const weight = await firstLoadJs();
  for (const f of weight.files) log(`${(f.bytes / 1000).toFixed(1).padStart(6)} kB  ${f.src}`);
  const ping = await measure("/api/ping");
  const dynamicPage = await measure("/");
  const staticPage = await measure("/static");
  const direct = withProxy ? [["/direct", await measure("/direct")], ["/api/direct-ping", await measure("/api/direct-ping")]] : [];
  console.log(`empty Next app (this repository's next and react), ${connections} connections, ${duration} s per route, load average ${(await import("node:os")).loadavg()[0].toFixed(2)}`);
  console.log(`first-load JS of an empty page: ${(weight.total / 1000).toFixed(1)} kB gzip in ${weight.files.length} files`);
  if (withProxy) console.log("with a minimal proxy in front of every route but /direct and /api/direct-ping");
  console.log("route              p50 ms   req/s   p50 vs /api/ping");
  for (const [name, r] of [["/api/ping", ping], ["/ (dynamic)", dynamicPage], ["/static", staticPage], ...direct]) {
    console.log(`${name.padEnd(18)} ${r.p50.toFixed(1).padStart(6)}  ${r.rps.toFixed(0).padStart(6)}   ${(r.p50 / ping.p50).toFixed(2)}×`);
  }
} catch (e) {
  console.error(`[floor] FAILED: ${e instanceof Error ? e.message : e}`);
  code = 1;
} finally {
  server?.kill("SIGTERM");
  if (process.env.FLOOR_KEEP !== "1") rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
