import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { headerRules } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // The Docker image runs the standalone server; `npm start` uses `next start` on the regular build.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@node-rs/argon2", "pino", "pg", "@electric-sql/pglite"],
  // Migrations are read at start-up by instrumentation; ship them with the standalone output.
  outputFileTracingIncludes: { "/*": ["./db/migrations/**/*"] },
  async headers() {
    return headerRules(process.env.NODE_ENV === "production");
  },
};

export default withNextIntl(nextConfig);
