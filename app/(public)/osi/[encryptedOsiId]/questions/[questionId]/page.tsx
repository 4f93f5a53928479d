import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { OsiFrame } from "@/components/osi/public/osi-frame";
import { OsiQuestionLoader } from "@/components/osi/public/osi-question-loader";
import { loadOsiByToken } from "@/lib/osi/candidate";
import { osiPath } from "@/lib/osi/links";
import { OSI_PREPARATION_SECONDS } from "@/lib/osi/rules";
import { currentTenant } from "@/lib/tenancy/server";

type Params = Promise<{ encryptedOsiId: string; questionId: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("osi");
  return { title: t("runner.metaTitle"), robots: { index: false, follow: false } };
}

/**
 * `/osi/{encryptedOsiId}/questions/{questionId}`: one question. Only the next unanswered question
 * can be answered: an answered one, or one further on, sends the candidate to the next one (a
 * reload, or the link opened again later, continues where they were).
 */
export default async function OsiQuestionPage({ params }: { params: Params }) {
  const [{ encryptedOsiId: token, questionId }, tenant] = await Promise.all([params, currentTenant()]);
  const osi = await loadOsiByToken(tenant, token);
  if (!osi) notFound();
  if (osi.blocked) redirect(osiPath(token));
  if (!osi.nextQuestionId || osi.status === "completed") redirect(osiPath(token, "thank-you"));
  if (!osi.consentAt) redirect(osiPath(token, "intro"));
  if (questionId !== osi.nextQuestionId) redirect(osiPath(token, { question: osi.nextQuestionId }));
  const questions = [...osi.questions].sort((a, b) => a.position - b.position);
  const index = questions.findIndex((q) => q.id === questionId);
  if (index < 0) notFound();
  const q = questions[index];
  return (
    <ClientMessages namespaces={["errors", "osi", "ui", "uiInputs"]}>
      <OsiFrame company={osi.company.name} logoUrl={osi.company.logo ?? tenant.logoUrl}>
        <h1 className="text-2xl font-semibold">{osi.job.title}</h1>
        <OsiQuestionLoader token={token} question={{ id: q.id, question: q.question, responseSeconds: q.responseSeconds }} number={index + 1} count={questions.length} preparationSeconds={OSI_PREPARATION_SECONDS} />
      </OsiFrame>
    </ClientMessages>
  );
}
