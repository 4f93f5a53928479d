import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { PARSE_WORKER_LIMITS, setParseWorkerFactory } from "@/lib/parse/thread";

/**
 * Vitest setup: the parse worker thread (lib/parse/thread.ts) loads its TypeScript entry through
 * tsx here, since Node cannot load a .ts file by itself outside Next's bundler. The same entry,
 * limits and messages as in the server; only the loader differs.
 */
const root = path.resolve(import.meta.dirname, "../..");
const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/esm/api/index.mjs")).href;
const entry = pathToFileURL(path.join(root, "lib/parse/worker.ts")).href;
const bootstrap = `const { register } = await import(${JSON.stringify(tsxApi)}); register(); await import(${JSON.stringify(entry)});`;

setParseWorkerFactory(() => new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { name: "document-parse", resourceLimits: PARSE_WORKER_LIMITS }));
