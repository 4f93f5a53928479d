import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AvailabilityScreen } from "@/components/scheduling/availability-screen";
import { adminViewer } from "@/lib/access/page";
import { isInterviewerRole, timeZoneOptions } from "@/lib/interviews/availability";
import { myAvailability } from "@/lib/interviews/availability-queries";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("scheduling"))("availabilityTitle") };
}

/** My availability (issue 13): an interviewer's zone, weekly hours and date overrides. */
export default async function AvailabilityPage() {
  const viewer = await adminViewer("/admin/settings/availability");
  if (!viewer || !isInterviewerRole(viewer.user.role)) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const now = new Date();
  const mine = await myAvailability(viewer.tenant.id, viewer.user.userId, now);
  if (!mine) return <ErrorPage status={403} poweredBy={viewer.tenant.isSKClient} />;
  return (
    <ClientMessages namespaces={["errors", "scheduling", "ui", "uiInputs"]}>
      <AvailabilityScreen
        timeZone={mine.timeZone}
        companyTimeZone={mine.companyTimeZone}
        zones={timeZoneOptions()}
        weekly={mine.weekly}
        overrides={mine.overrides}
        today={now.toISOString().slice(0, 10)}
      />
    </ClientMessages>
  );
}
