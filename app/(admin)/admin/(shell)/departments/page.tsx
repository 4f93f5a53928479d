import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { DepartmentsScreen } from "@/components/org/departments-screen";
import { adminViewer } from "@/lib/access/page";
import { listDepartments } from "@/lib/org/queries";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("org"))("departments.title") };
}

export default async function DepartmentsPage() {
  const viewer = await adminViewer("/admin/departments");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const rows = await listDepartments(viewer.tenant.id);
  return <DepartmentsScreen rows={rows} canManage={viewer.can["departments.manage"]} />;
}
