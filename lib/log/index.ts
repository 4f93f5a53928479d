import pino from "pino";

/** Structured JSON logs; LOG_LEVEL sets the level (info by default, silent in unit tests). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"),
  base: { app: "talent-platform" },
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "*.passwordHash"], remove: true },
});
