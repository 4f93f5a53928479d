import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { headerRules } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** use-intl's formatter of precompiled messages (relative: Turbopack aliases need it so). */
const FORMAT_ONLY = "./node_modules/use-intl/dist/esm/production/format-message/format-only.js";

const nextConfig: NextConfig = {
  // The Docker image runs the standalone server; `npm start` uses `next start` on the regular build.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@node-rs/argon2", "pino", "pg", "@electric-sql/pglite"],
  // Migrations are read at start-up by instrumentation; ship them with the standalone output.
  outputFileTracingIncludes: { "/*": ["./db/migrations/**/*"] },
  // D77: translators format precompiled messages (lib/i18n/compiled.ts), so the ICU parser stays
  // out of the pages' JavaScript. Server and browser alike: every translator gets compiled messages.
  turbopack: { resolveAlias: { "use-intl/format-message": FORMAT_ONLY } },
  async headers() {
    return headerRules(process.env.NODE_ENV === "production");
  },
};

export default withNextIntl(nextConfig);
