import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AddFromShortlist } from "@/components/interviews/add-from-shortlist";
import { labelKey, labelTone } from "@/components/interviews/label-badge";
import { PipelineBoard, type BoardColumnView } from "@/components/interviews/pipeline-board";
import { adminViewer } from "@/lib/access/page";
import { requireJobAssociation } from "@/components/interviews/permission-required";
import { jobBoard, jobHeading, shortlistedNotOnList } from "@/lib/interviews/pipeline-queries";
import { STATUS_LABEL } from "@/lib/interviews/statuses";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("interviews"))("meta.board") };
}

/**
 * The job's pipeline board (issue 13): columns by status in rank order, cards moved by keyboard
 * (or drag) through the board-move action, and the job's shortlisted talents to move onto the
 * interview list. A viewer not on the job gets the permission-required page.
 */
export default async function JobBoardPage({ params }: { params: Promise<{ jobId: string }> }) {
  const viewer = await adminViewer("/admin/jobs/[jobId]/board");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const { jobId } = await params;
  const job = await jobHeading(viewer.tenant.id, jobId);
  if (!job) notFound();
  const refused = await requireJobAssociation(viewer, job.id);
  if (refused) return refused;

  const canMove = viewer.can["interviews.schedule"];
  const [t, tl, board, shortlisted] = await Promise.all([
    getTranslations("interviews.board"),
    getTranslations("interviews.labels"),
    jobBoard(viewer.tenant.id, job.id),
    canMove ? shortlistedNotOnList(viewer.tenant.id, job.id) : Promise.resolve([]),
  ]);
  const columns: BoardColumnView[] = board.map((c) => ({
    status: c.status,
    title: tl(labelKey(STATUS_LABEL[c.status])),
    total: c.total,
    cards: c.cards.map((card) => ({ ...card, labelText: tl(labelKey(card.label)), tone: labelTone(card.label) })),
  }));

  return (
    <ClientMessages namespaces={["interviews.board", "errors", "ui", "uiInputs"]}>
      <div className="flex flex-col gap-4">
        <Link href={`/admin/jobs/${job.id}`} className="text-sm text-[var(--brand)] underline-offset-2 hover:underline">
          {t("backToJob")}
        </Link>
        <header className="flex flex-col gap-1">
          <h2 className="text-xl font-medium" data-testid="board-title">
            {t("title")} · {job.title} <span className="text-base text-gray-700">({job.jdId})</span>
          </h2>
          <p className="text-sm text-gray-700">{t("intro")}</p>
        </header>
        {canMove ? <AddFromShortlist jobId={job.id} talents={shortlisted} live={job.live} /> : null}
        <PipelineBoard columns={columns} canMove={canMove} />
      </div>
    </ClientMessages>
  );
}
