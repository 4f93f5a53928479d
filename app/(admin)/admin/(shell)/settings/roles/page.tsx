import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { RolesMatrix } from "@/components/roles/roles-matrix";
import { adminViewer } from "@/lib/access/page";
import { ADMIN_ROLES, roleMatrix } from "@/lib/access/role-matrix";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("roles"))("title") };
}

/**
 * Roles and permissions (spec §6: a permissions screen exists per role). Every admin-portal user
 * may look; only a role holding "roles.manage" gets live switches, the rest see them disabled
 * with the no-permission tooltip. The action checks the same rule again on the server.
 */
export default async function RolesPage() {
  const viewer = await adminViewer("/admin/settings/roles");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const matrix = await roleMatrix(viewer.tenant.id);
  return (
    // The shell's header already names the page (nav "roles"), so no second heading here.
    <ClientMessages namespaces={["errors", "roles", "uiInputs"]}>
    <div className="max-w-5xl">
      <RolesMatrix roles={ADMIN_ROLES} matrix={matrix} canManage={viewer.can["roles.manage"]} viewerRole={viewer.user.role} />
    </div>
    </ClientMessages>
  );
}
