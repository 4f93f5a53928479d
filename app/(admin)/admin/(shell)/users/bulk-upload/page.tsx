import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { BulkUploadScreen } from "@/components/org/bulk-upload-screen";
import { adminViewer } from "@/lib/access/page";
import { departmentOptions, seatUsage } from "@/lib/org/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("org"))("bulk.title") };
}

export default async function BulkUploadPage() {
  const viewer = await adminViewer("/admin/users/bulk-upload");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const [departments, seats] = await Promise.all([departmentOptions(viewer.tenant.id), seatUsage(viewer.tenant.id)]);
  return (
    <ClientMessages namespaces={["errors", "org", "ui", "uiInputs"]}>
      <BulkUploadScreen departments={departments} seats={seats} canManage={viewer.can["users.manage"]} />
    </ClientMessages>
  );
}
