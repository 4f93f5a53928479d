// The session-signing secret for local `npm start`: generated once into .data/auth-secret and
// reused, so sessions survive a restart and every process started from this checkout agrees.
// Deployments set AUTH_SECRET themselves; this file is only the local fallback.
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const MIN_LENGTH = 32;

function readSecret(file) {
  try {
    const s = readFileSync(file, "utf8").trim();
    return s.length >= MIN_LENGTH ? s : null;
  } catch (e) {
    if (e && e.code === "ENOENT") return null;
    throw e;
  }
}

/** Returns the secret in `<root>/.data/auth-secret`, creating it (32 random bytes, base64url, mode 600) if missing. */
export function ensureAuthSecret(root) {
  const file = path.join(root, ".data", "auth-secret");
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": when two processes start together, the second loses the race and reads the winner's.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (e) {
    if (e && e.code === "EEXIST") {
      const winner = readSecret(file);
      if (winner) return winner;
      // A file too short to be a secret (hand-edited, truncated): replace it.
      writeFileSync(file, `${secret}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
      return secret;
    }
    throw e;
  }
  return secret;
}
