"use server";
import { headers } from "next/headers";
import { after } from "next/server";
import { actionClient } from "@/lib/actions/client";
import { ERROR_CODES, appError } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { applyAfterJobLogin } from "@/lib/jobs/apply";
import { codeLoginLanding, requestLoginCode } from "./code-login";
import { requestCodeSchema, verifyCodeSchema } from "./code-schemas";
import { loginErrorCode, loginNeedsName, signIn } from "./config";
import { revokeSession } from "./session-store";

/**
 * Step 1 of every code login: e-mail (or public link) in, code id out. The answer is the same
 * for addresses with and without an account; limits answer 10429, a broken public link 10221.
 */
export const requestCodeAction = actionClient
  .metadata({ name: "auth.requestCode", access: "public" })
  .inputSchema(requestCodeSchema)
  .action(async ({ parsedInput }) => {
    const result = await requestLoginCode(parsedInput, await headers());
    if (!result.ok) throw appError(result.code);
    // The answer does not wait for the mail (see requestLoginCode); the server must still finish it.
    after(result.delivery);
    return { codeId: result.codeId, resendAfterSec: result.resendAfterSec, validForMin: result.validForMin };
  });

export type VerifyCodeOutcome =
  | { status: "signedIn"; redirectTo: string; jobId: string | null; applied: boolean; applyError: number | null }
  | { status: "needsName" };

/**
 * Step 2: the code. Signs in through Auth.js (the "code" provider runs attemptCodeLogin: limits,
 * one counted try at the code, state, session row) and answers where to go. A right code for a new
 * candidate whose name was not given yet answers "needsName" without spending the code; that
 * answer too comes from attemptCodeLogin, after its limits, and costs the code one of its tries
 * (nothing here looks at the code before the limits do).
 */
export const verifyCodeAction = actionClient
  .metadata({ name: "auth.verifyCode", access: "public" })
  .inputSchema(verifyCodeSchema)
  .action(async ({ parsedInput, ctx: { user } }): Promise<VerifyCodeOutcome> => {
    const h = await headers();

    // Auth.js posts the credentials as a form, so an absent value must be left out, not sent as "undefined".
    const credentials: Record<string, string> = { flow: parsedInput.flow, codeId: parsedInput.codeId, code: parsedInput.code };
    if (parsedInput.fullName) credentials.fullName = parsedInput.fullName;
    if (parsedInput.jobId) credentials.jobId = parsedInput.jobId;
    try {
      await signIn("code", { ...credentials, redirect: false, redirectTo: "/" });
    } catch (e) {
      if (loginNeedsName(e)) return { status: "needsName" };
      const code = loginErrorCode(e);
      if (code !== undefined) throw appError(code);
      logger.error({ err: e }, "code login failed unexpectedly");
      throw appError(ERROR_CODES.unexpectedError);
    }
    // The new session replaces the browser's cookie; a session it had before must not live on unseen.
    if (user) await revokeSession(user.sid);
    // signIn has set the cookie on the response; this request cannot read the session back, so
    // the landing page comes from the code just spent and the account it signed in.
    const landing = await codeLoginLanding(parsedInput.flow, parsedInput.codeId, h);
    if (!landing) throw appError(ERROR_CODES.unexpectedError);
    // A job login is also the application to that job (career page → Apply).
    const apply = parsedInput.flow === "job" ? await applyAfterJobLogin({ id: landing.tenantId }, landing.userId, landing.jobId) : { applied: false, applyError: null };
    return { status: "signedIn", redirectTo: landing.redirectTo, jobId: landing.jobId, ...apply };
  });
