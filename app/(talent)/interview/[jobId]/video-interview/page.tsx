import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { RoomPage } from "@/components/interview-room/room-page";
import { getPortalUser } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("interviewRoom"))("meta") };
}

/**
 * `/interview/{interviewId}/video-interview` (spec §2.2, issue 15): the talent's live interview
 * room, without navigation chrome (the route is `bare`, see app/(talent)/layout.tsx). Next allows
 * one slug name per level and `/interview/[jobId]/schedule` came first, so the segment is named
 * jobId here but holds the INTERVIEW id.
 */
export default async function TalentVideoInterviewPage({ params }: { params: Promise<{ jobId: string }> }) {
  const [{ jobId: interviewId }, user] = await Promise.all([params, getPortalUser("talent")]);
  return (
    <ClientMessages namespaces={["interviewRoom", "codeEditor", "whiteboard", "ui", "uiInputs"]}>
      <RoomPage user={user} interviewId={interviewId} exitHref={() => "/dashboard"} />
    </ClientMessages>
  );
}
