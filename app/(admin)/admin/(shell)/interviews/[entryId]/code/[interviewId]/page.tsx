import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CodeEditorLoader, CodeReplayLoader } from "@/components/interview-room/code-loaders";
import { adminViewer } from "@/lib/access/page";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { roomAccessFor, type RoomAccess } from "@/lib/interview-room/access";
import { currentTenant } from "@/lib/tenancy/server";
import { isUuid } from "@/lib/text/uuid";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("codeEditor"))("replay.heading") };
}

type Params = Promise<{ entryId: string; interviewId: string }>;

/**
 * `/admin/interviews/{entryId}/code/{interviewId}` (issue 15): an interview's code for its staff
 * (roomAccessFor: interviewers and people on the job). While the room is open, the live editor as
 * a moderator; always, the replay of the session.
 */
export default async function InterviewCodePage({ params }: { params: Params }) {
  const viewer = await adminViewer("/admin/interviews/[entryId]/code/[interviewId]");
  const poweredBy = (await currentTenant()).isSKClient;
  if (!viewer || !viewer.user.companyId) return <ErrorPage status={403} poweredBy={poweredBy} />;
  const { entryId, interviewId } = await params;
  if (!isUuid(entryId) || !isUuid(interviewId)) notFound();
  let access: RoomAccess;
  try {
    access = await roomAccessFor(viewer.user, interviewId);
  } catch (err) {
    if (err instanceof AppError && err.code === ERROR_CODES.recordNotFound) notFound();
    if (err instanceof AppError) return <ErrorPage status={403} poweredBy={poweredBy} />;
    throw err;
  }
  if (access.entryId !== entryId) notFound();
  const t = await getTranslations("codeEditor");
  return (
    <ClientMessages namespaces={["codeEditor", "ui", "uiInputs"]}>
      <div className="flex max-w-5xl min-w-0 flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-xl font-medium">{t("staffTitle", { talent: access.candidateName, job: access.jobTitle })}</h1>
        </header>
        {access.phase === "open" ? <CodeEditorLoader interviewId={access.interviewId} role="moderator" /> : null}
        <CodeReplayLoader interviewId={access.interviewId} />
      </div>
    </ClientMessages>
  );
}
