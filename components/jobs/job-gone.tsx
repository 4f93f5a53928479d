import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";

/** A job of another tenant, deleted, or never there: 10078 "This job no longer exists". */
export async function JobGone() {
  const [t, tErrors] = await Promise.all([getTranslations("jobs"), getTranslations("errors")]);
  return (
    <div className="flex max-w-3xl flex-col gap-4" data-testid="job-gone">
      <Alert variant="warning">{tErrors("text_response_10078")}</Alert>
      <Link href="/admin/jobs" className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
        {t("backToList")}
      </Link>
    </div>
  );
}
