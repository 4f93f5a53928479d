"use client";

import { useTranslations } from "next-intl";

/**
 * Placeholder of the code editor (issue 15): the code-editor helper's component replaces this
 * file at merge. Same default export and props.
 */
export default function CodeEditor({ interviewId, role, readonly }: { interviewId: string; role: "moderator" | "talent"; readonly: boolean }) {
  const t = useTranslations("interviewRoom");
  return (
    <div data-testid="code-editor-placeholder" data-interview={interviewId} data-role={role} data-readonly={readonly ? "true" : "false"} className="p-4 text-sm text-gray-700">
      {t("loading")}
    </div>
  );
}
