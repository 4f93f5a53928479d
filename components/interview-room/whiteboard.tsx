"use client";

import { useTranslations } from "next-intl";

/**
 * Placeholder of the whiteboard (issue 15): the whiteboard helper's component replaces this file
 * at merge. Same default export and props.
 */
export default function Whiteboard({ interviewId, readonly }: { interviewId: string; readonly: boolean }) {
  const t = useTranslations("interviewRoom");
  return (
    <div data-testid="whiteboard-placeholder" data-interview={interviewId} data-readonly={readonly ? "true" : "false"} className="p-4 text-sm text-gray-700">
      {t("loading")}
    </div>
  );
}
