import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { BusinessHoursScreen } from "@/components/scheduling/business-hours-screen";
import { adminViewer } from "@/lib/access/page";
import { companyBusinessHours } from "@/lib/interviews/availability-queries";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("scheduling"))("businessHoursTitle") };
}

/** The company's business hours (issue 13), in the company's zone; needs settings.manage (its route row). */
export default async function BusinessHoursPage() {
  const viewer = await adminViewer("/admin/settings/business-hours");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const hours = await companyBusinessHours(viewer.tenant.id);
  if (!hours) return <ErrorPage status={403} poweredBy={viewer.tenant.isSKClient} />;
  return (
    <ClientMessages namespaces={["errors", "scheduling", "ui", "uiInputs"]}>
      <BusinessHoursScreen timeZone={hours.timeZone} weekly={hours.weekly} />
    </ClientMessages>
  );
}
