"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { OsiQuestionProps } from "./osi-question";

function Loading() {
  const t = useTranslations("osi");
  return (
    <p role="status" className="py-10 text-center text-sm text-[var(--color-muted)]">
      {t("camera.starting")}
    </p>
  );
}

// The recorder, speech and upload code loads on the question page only, in its own chunk, and
// only in the browser (it needs the camera).
const OsiQuestion = dynamic(() => import("./osi-question").then((m) => m.OsiQuestion), { ssr: false, loading: Loading });

export function OsiQuestionLoader(props: OsiQuestionProps) {
  return <OsiQuestion {...props} />;
}
