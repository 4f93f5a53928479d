import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorPage } from "@/components/errors/error-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { QuestionBankScreen } from "@/components/questions/question-bank-screen";
import { adminViewer } from "@/lib/access/page";
import { questionListQueryOf } from "@/lib/questions/page-query";
import { listOsiQuestions } from "@/lib/questions/queries";
import { currentTenant } from "@/lib/tenancy/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("questionBank"))("meta.osi") };
}

export default async function OsiQuestionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await adminViewer("/admin/questions/osi");
  if (!viewer) return <ErrorPage status={403} poweredBy={(await currentTenant()).isSKClient} />;
  const query = questionListQueryOf(await searchParams);
  const page = await listOsiQuestions(viewer.tenant.id, query);
  return (
    <ClientMessages namespaces={["errors", "questionBank", "ui", "uiInputs"]}>
      <QuestionBankScreen data={{ kind: "osi", page }} query={query} canManage={viewer.can["jobs.edit"]} />
    </ClientMessages>
  );
}
