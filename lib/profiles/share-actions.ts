"use server";

import { z } from "zod";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import { createPublicProfileLink } from "./public-link";

/** The talent shares their own profile (first document §2.1 public candidate view). */
export const shareOwnProfileAction = actionClient
  .metadata({ name: "profile.sharePublicLink", access: { portal: ["talent"], roles: ["talent"], module: "profile" } })
  .inputSchema(z.object({}))
  .action(async ({ ctx: { tenant, user } }) => {
    const me = requireUser(user);
    return createPublicProfileLink(tenant, me.userId, me.userId);
  });

/** An admin-portal user who may search talent shares a candidate of their company. */
export const shareCandidateProfileAction = actionClient
  .metadata({ name: "talent.sharePublicLink", access: { portal: ["admin"], permission: "talent.search" } })
  .inputSchema(z.object({ candidateId: z.uuid() }))
  .action(async ({ parsedInput, ctx: { tenant, user } }) => {
    const me = requireUser(user);
    return createPublicProfileLink(tenant, me.userId, parsedInput.candidateId);
  });
