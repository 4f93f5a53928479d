import { getTranslations } from "next-intl/server";
import { QueryOverride } from "./query-override";

export type ErrorStatus = 403 | 404 | 503;

/**
 * Spec §2.6 error page: heading, description, optional sub-description, back-to-home to `/`
 * (never on 503), optional powered-by logo. `?heading=` and `?description=` override the defaults.
 */
export async function ErrorPage({ status, poweredBy = false, fullScreen = false }: { status: ErrorStatus; poweredBy?: boolean; fullScreen?: boolean }) {
  const t = await getTranslations("errorPages");
  return (
    <section
      aria-labelledby="error-heading"
      className={`flex flex-col items-center justify-center gap-4 px-6 py-16 text-center ${fullScreen ? "min-h-screen bg-white" : "min-h-[60vh]"}`}
      data-status={status}
    >
      <p aria-hidden="true" className="text-7xl font-semibold text-[var(--brand)] max-[600px]:text-5xl">
        {status}
      </p>
      <h1 id="error-heading" className="text-2xl font-medium max-[600px]:text-xl">
        <QueryOverride param="heading" fallback={t(`${status}.heading`)} />
      </h1>
      <p className="max-w-xl text-base text-[var(--color-muted)]">
        <QueryOverride param="description" fallback={t(`${status}.description`)} />
      </p>
      <p className="max-w-xl text-sm text-[var(--color-muted)]">{t(`${status}.subDescription`)}</p>
      {/* A plain link: the root not-found boundary renders this on every page's payload, so its
          client code loads with every page; next/link would add its own copy of the router's
          link code to that chunk (≈ 3.2 kB gzip). Leaving an error for home is a full load. */}
      {status !== 503 ? (
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate, see above
        <a href="/" className="mt-2 inline-flex h-[42px] items-center rounded-md bg-[var(--brand)] px-5 font-medium text-white hover:opacity-90">
          {t("backHome")}
        </a>
      ) : null}
      {poweredBy ? <p className="mt-8 text-xs text-[var(--color-muted)]">{t("poweredBy")}</p> : null}
    </section>
  );
}
