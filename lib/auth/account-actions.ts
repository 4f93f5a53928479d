"use server";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import { changePassword, changePasswordRequestSchema } from "./change-password";

/**
 * "Change password" from the user menu of every shell (talent, admin portal, cloud admin).
 * The input schema is the rule all portals share; changePassword applies the stricter talent
 * rule itself, verifies the current password and keeps this session signed in.
 */
export const changePasswordAction = actionClient
  .metadata({ name: "auth.changePassword", access: "signedIn" })
  .inputSchema(changePasswordRequestSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    await changePassword(requireUser(user), parsedInput);
    return { ok: true as const };
  });
