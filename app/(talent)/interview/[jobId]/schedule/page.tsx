import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { TalentScheduleView } from "@/components/booking/talent-schedule";
import { Alert } from "@/components/ui/alert";
import { getPortalUser } from "@/lib/auth/session";
import { talentSchedule } from "@/lib/interviews/booking-queries";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("booking"))("schedule.meta") };
}

/** `/interview/{jobId}/schedule`: the signed-in talent's own invitation for the job (issue 13). */
export default async function SchedulePage({ params }: { params: Promise<{ jobId: string }> }) {
  const [{ jobId }, user, tenant, t] = await Promise.all([params, getPortalUser("talent"), currentTenant(), getTranslations("booking.schedule")]);
  if (!user || !user.companyId) return null;
  const data = await talentSchedule({ companyId: user.companyId, userId: user.userId }, jobId);
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <h2 className="text-xl font-medium">{t("title")}</h2>
      {data ? (
        <>
          <p className="text-sm" data-testid="schedule-job">
            {t("job", { job: data.job.title })}
          </p>
          <ClientMessages namespaces={["booking.schedule", "errors", "ui", "uiInputs"]}>
            <TalentScheduleView data={data} companyTimeZone={tenant.timezone} />
          </ClientMessages>
        </>
      ) : (
        <Alert variant="info">{t("none")}</Alert>
      )}
    </div>
  );
}
