import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname), "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts") };

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
          server: { deps: { inline: ["next-auth", "@auth/core"] } },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
