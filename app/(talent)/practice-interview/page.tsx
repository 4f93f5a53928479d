import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PracticeLoader } from "@/components/osi/recorder/practice-loader";
import { getPortalUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.practice") };
}

/**
 * `/practice-interview` (talent, module interview; issue 16): rehearsal with sample questions.
 * The recorder loads only here (next/dynamic); nothing leaves the browser.
 */
export default async function PracticeInterviewPage() {
  const user = await getPortalUser("talent");
  if (!user) return null;
  return (
    <ClientMessages namespaces={["errors", "osi", "ui", "uiInputs"]}>
      <PracticeLoader />
    </ClientMessages>
  );
}
