import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PermissionRequired } from "@/components/interviews/permission-required";
import { WhiteboardPageBody } from "@/components/interview-room/whiteboard-page";
import { adminViewer } from "@/lib/access/page";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { roomAccessFor, type RoomAccess } from "@/lib/interview-room/access";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("whiteboard"))("page.heading") };
}

type Params = Promise<{ entryId: string; interviewId: string }>;

/**
 * `/admin/interviews/{entryId}/whiteboard/{interviewId}` (issue 15): the interview's whiteboard for
 * staff (permission interviews.view, then roomAccessFor: an interviewer or someone associated with
 * the job). Live while the room is open, read-only after the end. The interview must belong to the
 * pipeline entry in the address, else 404.
 */
export default async function StaffWhiteboardPage({ params }: { params: Params }) {
  const viewer = await adminViewer("/admin/interviews/[entryId]/whiteboard/[interviewId]");
  const poweredBy = (await currentTenant()).isSKClient;
  if (!viewer || !viewer.user.companyId) return <ErrorPage status={403} poweredBy={poweredBy} />;
  const { entryId, interviewId } = await params;
  let access: RoomAccess;
  try {
    access = await roomAccessFor(viewer.user, interviewId);
  } catch (err) {
    if (isAppError(err) && err.code === ERROR_CODES.notAssociatedWithJob) return <PermissionRequired />;
    if (isAppError(err) && err.code === ERROR_CODES.permissionDenied) return <ErrorPage status={403} poweredBy={poweredBy} />;
    if (isAppError(err)) notFound();
    throw err;
  }
  if (access.entryId !== entryId) notFound();
  return (
    <ClientMessages namespaces={["whiteboard"]}>
      <WhiteboardPageBody access={access} companyTimezone={viewer.tenant.timezone} />
    </ClientMessages>
  );
}
