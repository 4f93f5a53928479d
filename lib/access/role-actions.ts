"use server";
import { requireUser } from "./authorize";
import { actionClient } from "@/lib/actions/client";
import { setRolePermission, setRolePermissionSchema } from "./role-matrix";

/** One switch of the roles-and-permissions screen. */
export const setRolePermissionAction = actionClient
  .metadata({ name: "roles.setPermission", access: { portal: ["admin"], permission: "roles.manage" } })
  .inputSchema(setRolePermissionSchema)
  .action(async ({ parsedInput, ctx: { tenant, user } }) => setRolePermission(requireUser(user), tenant.id, parsedInput));
