#!/usr/bin/env node
// `npm run build` (after next build): bundles the realtime sidecar (scripts/lib/realtime-sidecar.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildRealtime } from "./lib/realtime-sidecar.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
console.log(`[build] realtime sidecar → ${path.relative(root, await buildRealtime(root))}`);
