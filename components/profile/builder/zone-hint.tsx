"use client";

import { useLocale, useTranslations } from "next-intl";
import { acceptedFormatNames, formatBytes, joinAlternatives, type AcceptMap } from "@/lib/files/format";

/**
 * The drop zone's "Accepted formats · Maximum size" line, shown under the zone instead of inside
 * it: inside, it is part of the zone button's visible text but not of its accessible name, which
 * axe reports as a label/name mismatch (WCAG 2.5.3).
 */
export function ZoneHint({ accept, maxSize, text }: { accept: AcceptMap; maxSize: number; text?: string }) {
  const t = useTranslations("uiInputs");
  const locale = useLocale();
  const units = [t("units.bytes"), t("units.kb"), t("units.mb"), t("units.gb")] as const;
  const formats = joinAlternatives(acceptedFormatNames(accept), t("dropZone.or"));
  return (
    <p className="mt-1 text-xs text-gray-500">
      {text ?? `${t("dropZone.acceptedFormats", { formats })} · ${t("dropZone.maxSize", { size: formatBytes(maxSize, { locale, units }) })}`}
    </p>
  );
}
