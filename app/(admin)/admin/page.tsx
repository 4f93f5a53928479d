import { redirect } from "next/navigation";
import { LOGIN_PATHS, loginRedirect } from "@/lib/auth/redirect";
import { getSessionUser } from "@/lib/auth/session";
import { currentTenant } from "@/lib/tenancy/server";

/**
 * `/admin` is the admin portal's front door, not a page of its own: a signed-in admin-portal user
 * (or cloud admin) goes to their home (or to change a temporary password first); anyone else,
 * a talent session included, to the admin login.
 */
export default async function AdminHome(): Promise<never> {
  const [tenant, user] = await Promise.all([currentTenant(), getSessionUser()]);
  if (user && user.portal !== "talent") redirect(loginRedirect(user, null, tenant.modules));
  redirect(LOGIN_PATHS.admin);
}
