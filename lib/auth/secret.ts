const DEV_SECRET = "development-only-auth-secret-never-used-in-production";
const BUILD_SECRET = "build-only-auth-secret-never-used-to-sign";

/**
 * AUTH_SECRET signs and encrypts the session JWT. Read on use, not on import, because `next build`
 * runs with NODE_ENV=production and must not need it. Production without it fails loudly; local
 * `npm start` gets one from scripts/lib/auth-secret.mjs; development falls back to a fixed value.
 * Every app process must share the same secret.
 */
export function authSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (secret) return secret;
  if (process.env.NEXT_PHASE === "phase-production-build") return BUILD_SECRET;
  if (process.env.NODE_ENV !== "production") return DEV_SECRET;
  throw new Error("AUTH_SECRET is not set. Generate one (e.g. `openssl rand -base64 32`) and give the same value to every app process.");
}

/** For start-up code (instrumentation): fail at boot rather than at the first login. Cheap: imports nothing. */
export function assertAuthConfigured(): void {
  authSecret();
}
