"use client";

import { useTranslations } from "next-intl";
import { jobMessageKey } from "@/lib/jobs/messages";

/** Schema messages are the spec's English texts; this shows them in the user's language. */
export function useJobMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations("jobs");
  return (message) => {
    const key = jobMessageKey(message);
    return key ? t(`validation.${key}`) : message;
  };
}
