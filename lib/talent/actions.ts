"use server";
import { z } from "zod";
import { actionClient } from "@/lib/actions/client";
import { generateMockTalents, removeAllMockTalents } from "./commands";
import { generateMockTalentsSchema } from "./schemas";

/**
 * Entry points of the mock-talent screen. The safe-action client checks tenant, admin session
 * and "settings.manage"; zod checks the count; the commands run in one transaction each, scoped
 * to the actor's company.
 */
const settingsAction = (name: string) => actionClient.metadata({ name, access: { portal: ["admin"], permission: "settings.manage" } });

export const generateMockTalentsAction = settingsAction("mockTalent.generate")
  .inputSchema(generateMockTalentsSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => generateMockTalents(actor, parsedInput));

export const removeMockTalentsAction = settingsAction("mockTalent.removeAll")
  .inputSchema(z.object({}))
  .action(async ({ ctx: { actor } }) => removeAllMockTalents(actor));
