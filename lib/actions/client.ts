import "server-only";
import { createSafeActionClient, returnValidationErrors } from "next-safe-action";
import { headers } from "next/headers";
import { z } from "zod";
import { authorize } from "@/lib/access/authorize";
import type { Access } from "@/lib/access/policy";
import type { SessionUser } from "@/lib/auth/identity";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES, appError, errorMessageEn } from "@/lib/errors/catalogue";
import { logger } from "@/lib/log";
import { runWithOutbox } from "@/lib/realtime/outbox";
import { tenantFromRequestHeaders } from "@/lib/tenancy/server";
import type { Actor } from "@/lib/audit/actor";
import { containsNul } from "@/lib/text/nul";

/** What a failed action answers in `result.serverError`: the catalogue code and its English text. */
export type ActionError = { code: number; message: string };

const metadataSchema = z.object({
  /** Names the action in logs and in the activity log ("auth.changePassword"). */
  name: z.string().min(1),
  access: z.custom<Access>((v) => v === "public" || v === "signedIn" || (typeof v === "object" && v !== null)),
});

/**
 * The one safe-action client. Every server action goes through it:
 * tenant → session, role, privilege, permission (lib/access/policy.ts) → zod input → the action.
 * Catalogued failures come back as `{ code, message }`; anything else is logged and becomes 10000,
 * so no stack trace or SQL text reaches a browser. Validation failures come back flattened.
 * Commands write their activity-log entry inside their own transaction (lib/audit), so a
 * rolled-back change leaves no trace; `ctx.actor` carries who is acting.
 */
export const actionClient = createSafeActionClient({
  defineMetadataSchema: () => metadataSchema,
  defaultValidationErrorsShape: "flattened",
  handleServerError(e, { metadata }): ActionError {
    if (isAppError(e)) return { code: e.code, message: e.message };
    logger.error({ err: e, action: metadata?.name }, "server action failed");
    return { code: ERROR_CODES.unexpectedError, message: errorMessageEn(ERROR_CODES.unexpectedError) ?? "" };
  },
})
  // Outermost: whatever the action queues for the realtime sidecar is published once it has
  // succeeded (its transaction committed). next-safe-action does not throw a failed action at its
  // middleware: next() resolves with success false and a serverError or validationErrors. A
  // redirect() after the command (a navigation) still means the command went through.
  .use(async ({ next }) =>
    runWithOutbox(
      () => next(),
      (r) => r.serverError === undefined && r.validationErrors === undefined && (r.success || r.navigationKind === "redirect"),
    ),
  )
  .use(async ({ next, metadata, clientInput }) => {
  // A NUL cannot be stored (lib/text/nul.ts): refused as a validation failure (the client shows
  // 10001) before any lookup, whatever the action and whatever its schema says.
  if (containsNul(clientInput)) returnValidationErrors(z.unknown(), { _errors: [errorMessageEn(ERROR_CODES.invalidRequest) ?? ""] });
  const h = await headers();
  const tenant = await tenantFromRequestHeaders(h);
  if (!tenant) throw appError(ERROR_CODES.unknownCompany);
  const user = await authorize(metadata.access, tenant, h);
  const actor: Actor = { companyId: user?.companyId ?? tenant.id, actorUserId: user?.userId ?? null };
  return next({ ctx: { tenant, user: user as SessionUser | null, actor } });
});
