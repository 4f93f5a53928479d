import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { builderHref } from "@/lib/profiles/rules";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("builder"))("thankyou.title") };
}

/** `/builder/thankyou`: shown once the last builder step is saved. */
export default async function BuilderThankYouPage() {
  const t = await getTranslations("builder.thankyou");
  return (
    <section aria-labelledby="thankyou-heading" className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg border border-[var(--color-line,#e5e7eb)] bg-white p-8 text-center max-[600px]:p-5">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 id="thankyou-heading" className="text-xl font-semibold">
        {t("heading")}
      </h1>
      <p className="text-sm text-gray-700">{t("message")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <LinkButton href="/profile">{t("viewProfile")}</LinkButton>
        <LinkButton href={builderHref("resume")} variant="secondary">
          {t("edit")}
        </LinkButton>
      </div>
    </section>
  );
}
