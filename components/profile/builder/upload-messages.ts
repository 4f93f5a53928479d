"use client";

import { useLocale, useTranslations } from "next-intl";
import { acceptedFormatNames, formatBytes, joinAlternatives, type AcceptMap } from "@/lib/files/format";
import type { UploadOutcome } from "./upload-client";

/** The text for a refused upload: the spec's "File is larger than …", or the format message of the zone. */
export function useUploadMessage() {
  const t = useTranslations("builder.upload");
  const tInputs = useTranslations("uiInputs");
  const locale = useLocale();
  return (outcome: Extract<UploadOutcome, { ok: false }>, accept: AcceptMap, maxBytes: number): string => {
    if (outcome.reason === "fileSize") {
      const units = [tInputs("units.bytes"), tInputs("units.kb"), tInputs("units.mb"), tInputs("units.gb")] as const;
      return t("tooLarge", { size: formatBytes(maxBytes, { locale, units }) });
    }
    if (outcome.reason === "fileType") return t("wrongType", { formats: joinAlternatives(acceptedFormatNames(accept), tInputs("dropZone.or")) });
    return t("failed");
  };
}
