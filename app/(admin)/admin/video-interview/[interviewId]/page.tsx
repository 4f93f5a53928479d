import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ErrorPage } from "@/components/errors/error-page";
import { RoomPage } from "@/components/interview-room/room-page";
import { RealtimeProvider } from "@/components/realtime/realtime-provider";
import { adminViewer } from "@/lib/access/page";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("interviewRoom"))("meta") };
}

/**
 * `/admin/video-interview/{interviewId}` (issue 15): an interviewer's live room, bare (outside the
 * admin shell group). Leave goes back to the interview's detail.
 */
export default async function StaffVideoInterviewPage({ params }: { params: Promise<{ interviewId: string }> }) {
  const [{ interviewId }, viewer] = await Promise.all([params, adminViewer("/admin/video-interview/[interviewId]")]);
  if (!viewer) return <ErrorPage status={403} fullScreen />;
  const user = viewer.user;
  return (
    <ClientMessages namespaces={["interviewRoom", "codeEditor", "whiteboard", "ui", "uiInputs"]}>
      {/* Outside the admin shell, so the user's live channel is opened here: another interviewer's
          Leave (interviewRoom.concluded) switches this room to ended without a reload. */}
      <RealtimeProvider>
        <RoomPage user={user} interviewId={interviewId} exitHref={(a) => (a.entryId ? `/admin/interviews/${a.entryId}` : "/admin/interviews")} />
      </RealtimeProvider>
    </ClientMessages>
  );
}
