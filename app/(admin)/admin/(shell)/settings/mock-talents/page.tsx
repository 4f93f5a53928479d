import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { MockTalentsScreen } from "@/components/talent/mock-talents-screen";
import { adminViewer } from "@/lib/access/page";
import { mockTalentCount } from "@/lib/talent/commands";
import { currentTenant } from "@/lib/tenancy/server";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("mockTalent"))("title") };
}

/** Mock talent data (admin settings, second document §2): generate and remove mock talents. */
export default async function MockTalentsPage() {
  const viewer = await adminViewer("/admin/settings/mock-talents");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const count = await mockTalentCount(viewer.tenant.id);
  // The shell's header already names the page (nav "mockTalents").
  return (
    <ClientMessages namespaces={["errors", "mockTalent", "ui", "uiInputs"]}>
      <MockTalentsScreen count={count} canManage={viewer.can["settings.manage"]} />
    </ClientMessages>
  );
}
