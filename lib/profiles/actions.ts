"use server";

import { z } from "zod";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import { removeOwnFile, saveSection } from "./commands";
import { BUILDER_STEPS } from "./rules";

const TALENT_PROFILE = { portal: ["talent"], roles: ["talent"], module: "profile" } as const;

/**
 * Saves one builder step. The section's own schema (lib/profiles/schemas.ts) is applied by
 * saveSection, which answers its first issue's spec text as 10001; the form has already run the
 * same schema, so that only happens to a request that did not come from the form.
 */
export const saveSectionAction = actionClient
  .metadata({ name: "profile.saveSection", access: TALENT_PROFILE })
  .inputSchema(z.object({ section: z.enum(BUILDER_STEPS), data: z.unknown() }))
  .action(async ({ parsedInput, ctx: { tenant, user } }) => {
    const me = requireUser(user);
    return saveSection(tenant.id, me.userId, parsedInput.section, parsedInput.data);
  });

export const removeProfileFileAction = actionClient
  .metadata({ name: "profile.removeFile", access: TALENT_PROFILE })
  .inputSchema(z.object({ fileId: z.uuid() }))
  .action(async ({ parsedInput, ctx: { tenant, user } }) => {
    const me = requireUser(user);
    await removeOwnFile(tenant.id, me.userId, parsedInput.fileId);
    return { removed: parsedInput.fileId };
  });
