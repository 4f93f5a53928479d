import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import type { SessionUser } from "@/lib/auth/identity";
import { isAppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalogue";
import { roomAccessFor, type RoomAccess } from "@/lib/interview-room/access";
import { simulatedParticipants } from "@/lib/livekit/config";
import { InterviewRoom } from "./room";

/**
 * The server half of both room pages (talent and staff, issue 15): the one access check
 * (roomAccessFor), then the client room. An interview the viewer may not see is a 404, like one
 * that does not exist; a blocked entry or a staff member off the job gets the catalogued message.
 * Each page wraps it in <ClientMessages namespaces={ROOM_NAMESPACES}>.
 */
export async function RoomPage({ user, interviewId, exitHref }: { user: SessionUser | null; interviewId: string; exitHref: (a: RoomAccess) => string }) {
  if (!user) return null;
  let access: RoomAccess;
  try {
    access = await roomAccessFor(user, interviewId);
  } catch (e) {
    if (isAppError(e) && e.code !== ERROR_CODES.recordNotFound) {
      const t = await getTranslations("errors");
      return (
        <main className="p-4">
          <Alert variant="danger">{t(`text_response_${e.code}` as never)}</Alert>
        </main>
      );
    }
    notFound();
  }
  return (
    <main>
        <InterviewRoom
          interviewId={access.interviewId}
          role={access.role}
          phase={access.phase}
          jobTitle={access.jobTitle}
          candidateName={access.candidateName}
          startsAt={access.startsAt.toISOString()}
          endsAt={access.endsAt.toISOString()}
          exitHref={exitHref(access)}
          simulate={simulatedParticipants()}
        />
    </main>
  );
}
