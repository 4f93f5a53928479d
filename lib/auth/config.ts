import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { logger } from "@/lib/log";
import { jwtCallback, sessionCallback } from "./callbacks";
import { attemptLogin } from "./login";
import { authSecret } from "./secret";
import { maxAgeSeconds, revokeSession } from "./session-store";

export { sessionMatchesTenant } from "./identity";
export { assertAuthConfigured, authSecret } from "./secret";

/** What a code login answers when the code was right but the new candidate's name is missing. */
export const NEEDS_NAME = "needsName";

/**
 * A refused login. Auth.js rethrows CredentialsSignin from a server-side `signIn()` and puts
 * `code` in the error redirect of its own route, so the catalogue code travels as a string.
 */
export class LoginRefused extends CredentialsSignin {
  constructor(code: number | typeof NEEDS_NAME) {
    super(`login refused: ${code}`);
    this.code = String(code);
  }
}

/** True when a failed `signIn("code")` only lacks the new candidate's name (the code was right). */
export function loginNeedsName(e: unknown): boolean {
  return e instanceof CredentialsSignin && e.code === NEEDS_NAME;
}

/** Error codes carried by a failed `signIn("credentials")`, or undefined for other failures. */
export function loginErrorCode(e: unknown): number | undefined {
  if (!(e instanceof CredentialsSignin)) return undefined;
  const n = Number(e.code);
  return Number.isInteger(n) ? n : undefined;
}

function buildConfig(): NextAuthConfig {
  const maxAge = maxAgeSeconds();
  return {
    secret: authSecret(),
    // Many tenant hosts share one deployment, so the URL comes from the request's host.
    trustHost: true,
    session: { strategy: "jwt", maxAge },
    jwt: { maxAge },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      Credentials({
        id: "credentials",
        credentials: { email: {}, password: {}, portal: {} },
        async authorize(credentials, request) {
          const result = await attemptLogin(credentials, request.headers);
          if (!result.ok) throw new LoginRefused(result.code);
          const { claims } = result;
          return { id: claims.userId, name: claims.name, email: claims.email, claims };
        },
      }),
      // One-time e-mailed codes: the e-mail, external, job and public doors (lib/auth/code-login.ts).
      Credentials({
        id: "code",
        credentials: { codeId: {}, code: {}, flow: {}, jobId: {}, fullName: {} },
        async authorize(credentials, request) {
          // Loaded on use: the proxy imports this config too and needs no mail or code machinery.
          const { attemptCodeLogin } = await import("./code-login");
          const result = await attemptCodeLogin(credentials, request.headers);
          if (!result.ok) throw new LoginRefused(result.needsName ? NEEDS_NAME : result.code);
          const { claims } = result;
          return { id: claims.userId, name: claims.name, email: claims.email, claims };
        },
      }),
    ],
    callbacks: {
      jwt: jwtCallback,
      session: sessionCallback,
    },
    events: {
      // Also covers a sign-out through Auth.js's own route, not only logoutAction.
      async signOut(message) {
        const sid = "token" in message ? message.token?.claims?.sid : undefined;
        if (sid) await revokeSession(sid);
      },
    },
    logger: {
      // A wrong password is an answer, not an error worth a stack trace in the logs.
      error(error) {
        if (error instanceof CredentialsSignin) return;
        const cause = (error as Error & { cause?: { err?: unknown } }).cause?.err;
        logger.error({ err: cause ?? error, type: (error as { type?: string }).type }, "auth error");
      },
      warn(code) {
        logger.warn({ code }, "auth warning");
      },
      debug() {},
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => buildConfig());
