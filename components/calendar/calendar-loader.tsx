"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { storedZone, subscribeStoredZone, validTimeZone } from "./stored-zone";
import { useMediaQuery } from "@/components/shell/use-media-query";

function Loading() {
  const t = useTranslations("calendar");
  return (
    <p role="status" className="py-10 text-center text-sm text-[var(--color-muted)]">
      {t("loading")}
    </p>
  );
}

// FullCalendar (and its styles) load only on the calendar routes, in their own chunk.
const InterviewCalendar = dynamic(() => import("./interview-calendar"), { ssr: false, loading: Loading });

/**
 * Resolves what the calendar needs on the client before it loads: the zone (local storage
 * `timezone`, else the company's, first document §2.5) and whether the window is narrow (< 600 px,
 * second document §9). Nothing renders on the server but the loading line.
 */
export function CalendarLoader({ portal, companyTimezone, locale }: { portal: "talent" | "staff"; companyTimezone: string; locale: "en" | "fr" }) {
  const stored = useSyncExternalStore(subscribeStoredZone, storedZone, () => undefined);
  const narrow = useMediaQuery("(max-width: 599px)", false);
  if (stored === undefined) return <Loading />;
  const timeZone = stored ?? validTimeZone(companyTimezone) ?? "America/Detroit";
  return <InterviewCalendar key={`${timeZone}-${narrow ? "n" : "w"}`} portal={portal} timeZone={timeZone} locale={locale} narrow={narrow} />;
}
