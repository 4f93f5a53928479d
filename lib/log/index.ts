import pino from "pino";

/**
 * Keys whose values are a request's own data (form input, bound query parameters): never logged.
 * `err.params` is what drizzle attaches to a failed query — the whole row being written.
 */
const PAYLOAD_KEYS = ["params", "input", "clientInput", "parsedInput", "body", "payload"] as const;
/** Postgres' `detail` quotes the offending values ("Key (email)=(jane@x.test) already exists"). */
const VALUE_KEYS = ["detail", "where"] as const;
const REDACTED = "[redacted]";

/** `Failed query: <sql>\nparams: <values>` → the SQL only (drizzle's message and stack). */
function withoutParams(text: unknown): unknown {
  if (typeof text !== "string") return text;
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
}

/**
 * The error serializer: pino's own, then the request's data taken out of the error and of its
 * causes (a failed insert carries the whole profile in `params` and in its message).
 */
export function safeErrorSerializer(e: unknown, depth = 0): unknown {
  const out = (depth === 0 && e instanceof Error ? pino.stdSerializers.err(e) : e) as Record<string, unknown> | null;
  if (out === null || typeof out !== "object" || depth > 5) return out;
  const copy: Record<string, unknown> = { ...out };
  for (const k of PAYLOAD_KEYS) if (k in copy) copy[k] = REDACTED;
  for (const k of VALUE_KEYS) if (typeof copy[k] === "string") copy[k] = REDACTED;
  copy.message = withoutParams(copy.message);
  copy.stack = withoutParams(copy.stack);
  if (copy.cause !== undefined) copy.cause = safeErrorSerializer(copy.cause instanceof Error ? pino.stdSerializers.err(copy.cause) : copy.cause, depth + 1);
  return copy;
}

/** The logger's options (exported so a test can check what a real line holds). */
export const LOG_OPTIONS: pino.LoggerOptions = {
  base: { app: "talent-platform" },
  serializers: { err: (e: unknown) => safeErrorSerializer(e) },
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", 'req.headers["x-gate-session"]', "password", "*.password", "*.passwordHash", ...PAYLOAD_KEYS, ...PAYLOAD_KEYS.map((k) => `*.${k}`)],
    censor: REDACTED,
  },
};

/** Structured JSON logs; LOG_LEVEL sets the level (info by default, silent in unit tests). */
export const logger = pino({ ...LOG_OPTIONS, level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info") });
