import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactElement } from "react";
import { ErrorPage } from "@/components/errors/error-page";
import type { AdminViewer } from "@/lib/access/page";
import { jobAssociationGate } from "@/lib/interviews/page-guard";

/**
 * The permission-required page (second document §6): a staff user who is no longer associated
 * with a job (not its assignee, not a collaborator on it, no company-wide role) sees this instead
 * of its interview list, board and interview details. Server-rendered; no client code.
 */
export async function PermissionRequired() {
  const t = await getTranslations("interviews.permission");
  return (
    <section aria-labelledby="permission-required-heading" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center" data-testid="permission-required">
      <p aria-hidden="true" className="text-6xl font-semibold text-[var(--brand)] max-[600px]:text-5xl">
        {t("code")}
      </p>
      <h2 id="permission-required-heading" className="text-2xl font-medium max-[600px]:text-xl">
        {t("title")}
      </h2>
      <p className="max-w-xl text-base text-gray-700">{t("description")}</p>
      <p className="max-w-xl text-sm text-gray-700">{t("hint")}</p>
      <Link href="/admin/jobs" className="mt-2 inline-flex h-[42px] items-center rounded-md bg-[var(--brand)] px-5 font-medium text-white hover:opacity-90">
        {t("back")}
      </Link>
    </section>
  );
}

/**
 * For a page about one job's interviews (the job's interview list, its board, an interview's
 * detail): null when the viewer may see it, else the page to render instead — the 404 page for a
 * job that is not this company's, the permission-required page for a viewer not on the job.
 *
 *   const refused = await requireJobAssociation(viewer, jobId);
 *   if (refused) return refused;
 */
export async function requireJobAssociation(viewer: AdminViewer, jobId: string): Promise<ReactElement | null> {
  const gate = await jobAssociationGate(viewer, jobId);
  if (gate === "permissionRequired") return <PermissionRequired />;
  if (gate === "notFound") return <ErrorPage status={404} poweredBy={viewer.tenant.isSKClient} />;
  return null;
}
