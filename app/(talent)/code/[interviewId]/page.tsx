import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CodeEditorLoader } from "@/components/interview-room/code-loaders";
import { Alert } from "@/components/ui/alert";
import { getPortalUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";
import { roomAccessFor, type RoomAccess } from "@/lib/interview-room/access";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("codeEditor"))("heading") };
}

/**
 * `/code/{interviewId}`: the candidate's code editor of a live interview on its own (issue 15),
 * the same component the room page embeds. roomAccessFor decides (their own interview, not
 * blocked); before the start time it says so, after the end it is read-only.
 */
export default async function TalentCodePage({ params }: { params: Promise<{ interviewId: string }> }) {
  const [{ interviewId }, user, t] = await Promise.all([params, getPortalUser("talent"), getTranslations("codeEditor")]);
  if (!user || !user.companyId) return null;
  let access: RoomAccess;
  try {
    access = await roomAccessFor(user, interviewId);
  } catch (err) {
    if (err instanceof AppError) notFound();
    throw err;
  }
  return (
    <div className="flex max-w-5xl min-w-0 flex-col gap-4">
      <h1 className="text-xl font-medium">{t("pageTitle", { job: access.jobTitle })}</h1>
      {access.phase === "early" ? (
        <Alert variant="info">{t("notOpen")}</Alert>
      ) : (
        <ClientMessages namespaces={["codeEditor", "ui", "uiInputs"]}>
          <CodeEditorLoader interviewId={access.interviewId} role="talent" readonly={access.readonly} />
        </ClientMessages>
      )}
    </div>
  );
}
