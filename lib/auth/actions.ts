"use server";
import { ERROR_CODES, errorMessageEn } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { currentTenantOrNull } from "@/lib/tenancy/server";
import { auth, loginErrorCode, signIn, signOut } from "./config";
import { isPortal, type Portal } from "./identity";
import { findLoginUser } from "./login";
import { loginRedirect, logoutRedirect } from "./redirect";
import { fieldErrors, loginSchema } from "./schemas";
import { revokeSession } from "./session-store";

export type LoginActionResult =
  | { ok: true; redirectTo: string }
  | { ok: false; code: number; message: string; fieldErrors?: Partial<Record<"email" | "password", string>> };

function failure(code: number, extra?: { message?: string; fieldErrors?: Partial<Record<"email" | "password", string>> }): LoginActionResult {
  return { ok: false, code, message: extra?.message ?? errorMessageEn(code) ?? "", ...(extra?.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}) };
}

/**
 * Password login from the login screen. Validates, signs in through Auth.js (which runs the
 * credentials provider: tenant, limits, password, state, session row) and answers where to go.
 */
export async function loginAction(portal: Portal, formData: FormData): Promise<LoginActionResult> {
  if (!isPortal(portal)) return failure(ERROR_CODES.invalidRequest);
  const parsed = loginSchema.safeParse({ email: formData.get("email"), password: formData.get("password") });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const fields = { email: errors.email, password: errors.password };
    return failure(ERROR_CODES.invalidRequest, { message: errors.email ?? errors.password, fieldErrors: fields });
  }
  const { email, password } = parsed.data;

  try {
    await signIn("credentials", { email, password, portal, redirect: false, redirectTo: "/" });
  } catch (e) {
    const code = loginErrorCode(e);
    if (code !== undefined) return failure(code);
    logger.error({ err: e }, "login failed unexpectedly");
    return failure(ERROR_CODES.unexpectedError);
  }

  // signIn has set the cookie on the response; this request cannot read it back, so the landing
  // page is worked out from the account the provider has just accepted.
  const tenant = await currentTenantOrNull();
  const user = tenant ? await findLoginUser(tenant, portal, email) : null;
  if (!tenant || !user) return failure(ERROR_CODES.unexpectedError);
  const from = formData.get("from");
  return {
    ok: true,
    redirectTo: loginRedirect({ portal, privileges: user.privileges, loginType: user.loginType, isSecurePassword: user.isSecurePassword }, from, tenant.modules),
  };
}

/** Ends the current session everywhere (row revoked) and clears the cookie. */
export async function logoutAction(jobId?: string): Promise<{ ok: true; redirectTo: string }> {
  const session = await auth();
  const user = session?.user?.sid ? session.user : null;
  if (user) await revokeSession(user.sid);
  await signOut({ redirect: false });
  // The browser's stored job first (spec §4.4); the session's own job when storage was unavailable.
  return { ok: true, redirectTo: logoutRedirect(user, jobId ?? user?.jobId) };
}
