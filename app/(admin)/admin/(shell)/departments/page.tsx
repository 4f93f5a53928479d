import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { DepartmentsScreen } from "@/components/org/departments-screen";
import { adminViewer } from "@/lib/access/page";
import { listDepartments } from "@/lib/org/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("org"))("departments.title") };
}

export default async function DepartmentsPage() {
  const viewer = await adminViewer("/admin/departments");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const rows = await listDepartments(viewer.tenant.id);
  return (
    <ClientMessages namespaces={["auth", "errors", "org", "ui", "uiInputs"]}>
      <DepartmentsScreen rows={rows} canManage={viewer.can["departments.manage"]} />
    </ClientMessages>
  );
}
