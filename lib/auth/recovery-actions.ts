"use server";
import { headers } from "next/headers";
import { after } from "next/server";
import { getLocale } from "next-intl/server";
import { requireUser } from "@/lib/access/authorize";
import { actionClient } from "@/lib/actions/client";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/config";
import { requestPasswordReset, requestResetSchema, resetPasswordWithLink, resetWithLinkSchema, setPasswordEnvelopeSchema, setSecurePassword } from "./recovery";

/** Forgot password (talent page and the admin login's section). Mail goes out after the answer. */
export const requestPasswordResetAction = actionClient
  .metadata({ name: "auth.requestPasswordReset", access: "public" })
  .inputSchema(requestResetSchema)
  .action(async ({ parsedInput, ctx: { tenant } }) => {
    const locale = await getLocale();
    return requestPasswordReset(parsedInput, { tenant, headers: await headers(), locale: isLocale(locale) ? locale : DEFAULT_LOCALE }, (task) => after(task));
  });

/** Reset through an e-mailed link: /forgot-password/reset-password/{verificationId}. */
export const resetPasswordWithLinkAction = actionClient
  .metadata({ name: "auth.resetPassword", access: "public" })
  .inputSchema(resetWithLinkSchema)
  .action(async ({ parsedInput, ctx: { tenant } }) => resetPasswordWithLink(parsedInput, { tenant }));

/** /login/reset-password: replace a temporary password (the lib applies the portal's rule). */
export const setSecurePasswordAction = actionClient
  .metadata({ name: "auth.setSecurePassword", access: "signedIn" })
  .inputSchema(setPasswordEnvelopeSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => setSecurePassword(requireUser(user), parsedInput, { tenant }));
