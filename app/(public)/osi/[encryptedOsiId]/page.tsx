import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { OsiFrame, clock } from "@/components/osi/public/osi-frame";
import { StaticAlert } from "@/components/ui/static-alert";
import { loadOsiByToken } from "@/lib/osi/candidate";
import { osiPath } from "@/lib/osi/links";
import { OSI_PREPARATION_SECONDS } from "@/lib/osi/rules";
import { currentTenant } from "@/lib/tenancy/server";

type Params = Promise<{ encryptedOsiId: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("osi");
  // A personal link: never in a search engine.
  return { title: t("entry.metaTitle"), robots: { index: false, follow: false } };
}

/**
 * `/osi/{encryptedOsiId}` (first document §2.1): the entry of a one-sided interview. Names the
 * company and the job, the number of questions and the time for each, and what happens; a started
 * interview continues at its next unanswered question (the same link: "finish later"). A link that
 * does not open (tampered, expired, another company's) is the 404 page.
 */
export default async function OsiEntryPage({ params }: { params: Params }) {
  const [{ encryptedOsiId: token }, tenant] = await Promise.all([params, currentTenant()]);
  const osi = await loadOsiByToken(tenant, token);
  if (!osi) notFound();
  const t = await getTranslations("osi");
  const questions = [...osi.questions].sort((a, b) => a.position - b.position);
  const answered = questions.filter((q) => q.answered).length;
  const completed = osi.status === "completed" || (!osi.nextQuestionId && answered === questions.length);
  const continuing = !!osi.consentAt && answered > 0;
  const href = !osi.consentAt ? osiPath(token, "intro") : osi.nextQuestionId ? osiPath(token, { question: osi.nextQuestionId }) : osiPath(token, "thank-you");

  return (
    <OsiFrame company={osi.company.name} logoUrl={osi.company.logo ?? tenant.logoUrl}>
      <div>
        <h1 className="text-2xl font-semibold">{t("entry.title", { company: osi.company.name })}</h1>
        <p className="mt-1 text-gray-700" data-testid="osi-job">
          {t("entry.job", { job: osi.job.title })}
        </p>
      </div>

      {osi.blocked ? (
        <StaticAlert variant="danger" title={t("entry.blockedTitle")}>
          <span data-testid="osi-blocked">{t("entry.blocked", { company: osi.company.name })}</span>
        </StaticAlert>
      ) : completed ? (
        <>
          <StaticAlert variant="success">{t("entry.completed")}</StaticAlert>
          <LinkButton href={osiPath(token, "thank-you")} size="md" className="self-start">
            {t("entry.toThankYou")}
          </LinkButton>
        </>
      ) : (
        <>
          <section aria-labelledby="osi-about" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
            <h2 id="osi-about" className="text-lg font-medium">
              {t("entry.aboutTitle")}
            </h2>
            <p className="mt-2 text-sm text-gray-800" data-testid="osi-count">
              {t("entry.count", { count: questions.length })}
            </p>
            <ul className="mt-2 flex flex-col gap-1 text-sm text-gray-800">
              {questions.map((q, i) => (
                <li key={q.id} className="flex justify-between gap-3 border-b border-[var(--color-line)] py-1 last:border-b-0">
                  <span>{t("entry.questionN", { number: i + 1 })}</span>
                  <span className="tabular-nums">
                    {q.answered ? t("entry.answered") : t("entry.upTo", { time: clock(q.responseSeconds) })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="osi-how" className="rounded-lg border border-[var(--color-line)] bg-white p-4">
            <h2 id="osi-how" className="text-lg font-medium">
              {t("entry.howTitle")}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-gray-800">
              <li>{t("entry.how1")}</li>
              <li>{t("entry.how2", { seconds: OSI_PREPARATION_SECONDS })}</li>
              <li>{t("entry.how3")}</li>
              <li>{t("entry.how4")}</li>
              <li>{t("entry.how5")}</li>
            </ol>
            <p className="mt-3 text-sm text-gray-700">{t("entry.finishLater")}</p>
          </section>
          {continuing ? (
            <p className="text-sm text-gray-800" data-testid="osi-progress">
              {t("entry.progress", { answered, count: questions.length })}
            </p>
          ) : null}
          <LinkButton href={href} size="md" className="self-start max-[600px]:w-full" data-testid="osi-begin">
            {continuing ? t("entry.continue") : t("entry.start")}
          </LinkButton>
        </>
      )}
    </OsiFrame>
  );
}
