// Core HTTP scenarios for `npm run bench` (scripts/bench.mjs).
//
// A scenario module in tests/bench/ (any `*.mjs` not starting with `_`) exports:
//   scenarios  an array of scenarios, or a function `(ctx) => scenarios` (may be async) that is
//              called after `setup`, for paths or cookies known only once data exists
//   setup      optional `async (ctx) => state`: runs once the server is healthy, before warm-up
//              (seed rows through ctx.databaseUrl, log in through ctx.baseUrl, ...)
//   teardown   optional `async (ctx) => void`: runs before the server stops (the bench database
//              is dropped afterwards anyway)
// ctx = { databaseUrl, baseUrl, database: "postgres" | "pglite", authSecret, root, state }
// (`state` is what setup returned; undefined in setup itself).
//
// A scenario: { name, path, method = "GET", headers = {}, body?, baseline?, connections? } (connections
// overrides BENCH_CONNECTIONS for that scenario, e.g. 1 to time a request alone). Names are unique
// across modules; exactly one scenario (the one below) is the baseline the others are compared to.

/** @type {{ name: string, path: string, method?: string, headers?: Record<string, string>, body?: string, baseline?: boolean }[]} */
export const scenarios = [
  { name: "ping", path: "/api/ping", baseline: true },
  { name: "app-config", path: "/api/app-config", headers: { "x-tenant": "demo" } },
  { name: "login-page", path: "/login", headers: { accept: "text/html" } },
];
