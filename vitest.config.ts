import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = [
  { find: "@", replacement: path.resolve(import.meta.dirname) },
  { find: "server-only", replacement: path.resolve(import.meta.dirname, "tests/support/empty.ts") },
  // As in next.config.ts (D77): translators format precompiled messages, in tests too (use-intl
  // and next-intl are inlined below so that their own import of the formatter is aliased).
  { find: /^use-intl\/format-message$/, replacement: path.resolve(import.meta.dirname, "node_modules/use-intl/dist/esm/production/format-message/format-only.js") },
];
const INTL = ["use-intl", "next-intl"];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/support/parse-worker.ts"],
          server: { deps: { inline: INTL } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "components",
          include: ["tests/components/**/*.test.tsx"],
          environment: "jsdom",
          // A form driven key by key through user-event takes seconds on a loaded 2-core machine.
          testTimeout: 20_000,
          setupFiles: ["tests/support/dom-setup.ts"],
          server: { deps: { inline: INTL } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/db-global-setup.ts"],
          setupFiles: ["tests/support/parse-worker.ts"],
          // next-auth imports "next/server" without an extension; run it through Vite's resolver.
          server: { deps: { inline: ["next-auth", "@auth/core", ...INTL] } },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
