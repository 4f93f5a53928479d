import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ErrorPage } from "@/components/errors/error-page";
import { DepartmentDetailsScreen } from "@/components/org/department-details-screen";
import { adminViewer } from "@/lib/access/page";
import { departmentDetails } from "@/lib/org/queries";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

type Params = Promise<{ id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("org"))("departments.title") };
}

export default async function DepartmentPage({ params }: { params: Params }) {
  const viewer = await adminViewer("/admin/departments/[id]");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const id = z.uuid().safeParse((await params).id);
  // Another company's department is as unknown as a made-up id.
  const details = id.success ? await departmentDetails(viewer.tenant.id, id.data) : null;
  if (!details) notFound();
  return (
    <ClientMessages namespaces={["auth", "errors", "org", "shell.roles", "ui", "uiInputs"]}>
      <DepartmentDetailsScreen details={details} canManage={viewer.can["departments.manage"]} canManageUsers={viewer.can["users.manage"]} />
    </ClientMessages>
  );
}
