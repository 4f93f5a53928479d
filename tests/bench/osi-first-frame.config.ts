import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

/** `npm run bench:osi-first-frame`: the e2e configuration (production server, Chromium) on the bench file only. */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: here,
  testMatch: "osi-first-frame.ts",
  ...(server ? { webServer: { ...server, cwd: root } } : {}),
});
