import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

/** `npm run bench:osi-first-frame`: the e2e configuration (production server, Chromium) on the bench file only. */
const root = path.resolve(__dirname, "../..");
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: __dirname,
  testMatch: "osi-first-frame.ts",
  ...(server ? { webServer: { ...server, cwd: root } } : {}),
});
