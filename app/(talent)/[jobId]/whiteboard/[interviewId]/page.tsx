import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { WhiteboardPageBody } from "@/components/interview-room/whiteboard-page";
import { getPortalUser } from "@/lib/auth/session";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { roomAccessFor, type RoomAccess } from "@/lib/interview-room/access";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("whiteboard"))("page.heading") };
}

type Params = Promise<{ jobId: string; interviewId: string }>;

/**
 * `/{jobId}/whiteboard/{interviewId}` (spec §2.2, module interview): the candidate's whiteboard of
 * one interview. roomAccessFor decides (their own interview, not blocked); the interview's job must
 * be the one in the address, else 404 like an interview that does not exist.
 */
export default async function TalentWhiteboardPage({ params }: { params: Params }) {
  const [{ jobId, interviewId }, tenant, user] = await Promise.all([params, currentTenant(), getPortalUser("talent")]);
  if (!user) return <ErrorPage status={403} poweredBy={tenant.isSKClient} />;
  let access: RoomAccess;
  try {
    access = await roomAccessFor(user, interviewId);
  } catch (err) {
    if (isAppError(err) && err.code === ERROR_CODES.interviewBlocked) return <ErrorPage status={403} poweredBy={tenant.isSKClient} />;
    if (isAppError(err)) notFound();
    throw err;
  }
  if (access.jobId !== jobId) notFound();
  return (
    <ClientMessages namespaces={["whiteboard"]}>
      <WhiteboardPageBody access={access} companyTimezone={tenant.timezone} />
    </ClientMessages>
  );
}
