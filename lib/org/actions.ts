"use server";
import { actionClient } from "@/lib/actions/client";
import { requireUser } from "@/lib/access/authorize";
import { inviteContext } from "./invite-context";
import {
  acceptInvitation,
  addUser,
  changeUserState,
  createDepartment,
  deleteDepartment,
  renameDepartment,
  resendInvitation,
  setDefaultRecruiter,
  updateUser,
} from "./commands";
import {
  acceptInvitationSchema,
  addUserSchema,
  changeUserStateSchema,
  createDepartmentSchema,
  departmentIdSchema,
  renameDepartmentSchema,
  setDefaultRecruiterSchema,
  updateUserSchema,
  userIdSchema,
} from "./schemas";

/**
 * Entry points of the departments and users screens. The safe-action client checks tenant,
 * admin session and the permission; zod checks the input; the commands do the rest in one
 * transaction each, scoped by the actor's company.
 */
const departmentsAction = (name: string) => actionClient.metadata({ name, access: { portal: ["admin"], permission: "departments.manage" } });
const usersAction = (name: string) => actionClient.metadata({ name, access: { portal: ["admin"], permission: "users.manage" } });

export const createDepartmentAction = departmentsAction("department.create")
  .inputSchema(createDepartmentSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => createDepartment(actor, parsedInput));

export const renameDepartmentAction = departmentsAction("department.rename")
  .inputSchema(renameDepartmentSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => renameDepartment(actor, parsedInput));

export const deleteDepartmentAction = departmentsAction("department.delete")
  .inputSchema(departmentIdSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => {
    await deleteDepartment(actor, parsedInput);
    return { ok: true as const };
  });

export const setDefaultRecruiterAction = departmentsAction("department.setDefaultRecruiter")
  .inputSchema(setDefaultRecruiterSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => {
    await setDefaultRecruiter(actor, parsedInput);
    return { ok: true as const };
  });

export const addUserAction = usersAction("user.add")
  .inputSchema(addUserSchema)
  .action(async ({ parsedInput, ctx: { actor, tenant, user } }) => addUser(actor, parsedInput, await inviteContext(tenant, requireUser(user))));

export const updateUserAction = usersAction("user.update")
  .inputSchema(updateUserSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => {
    await updateUser(actor, parsedInput);
    return { ok: true as const };
  });

export const resendInvitationAction = usersAction("user.resendInvitation")
  .inputSchema(userIdSchema)
  .action(async ({ parsedInput, ctx: { actor, tenant, user } }) => {
    await resendInvitation(actor, parsedInput, await inviteContext(tenant, requireUser(user)));
    return { ok: true as const };
  });

export const changeUserStateAction = usersAction("user.changeState")
  .inputSchema(changeUserStateSchema)
  .action(async ({ parsedInput, ctx: { actor } }) => changeUserState(actor, parsedInput));

/** The invitation page: no session (the invitee has no password yet); the link is the credential. */
export const acceptInvitationAction = actionClient
  .metadata({ name: "user.acceptInvitation", access: "public" })
  .inputSchema(acceptInvitationSchema)
  .action(async ({ parsedInput, ctx: { tenant } }) => {
    await acceptInvitation(tenant.id, parsedInput);
    return { ok: true as const };
  });
