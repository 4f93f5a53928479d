"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

function Loading() {
  const t = useTranslations("whiteboard");
  return (
    <p role="status" className="py-10 text-center text-sm text-gray-700">
      {t("loading")}
    </p>
  );
}

// tldraw (and its styles) load only on the whiteboard routes, in their own chunk, in the browser.
const Whiteboard = dynamic(() => import("./whiteboard"), { ssr: false, loading: Loading });

/** The whiteboard pages' client side: the board at a usable height at every width. */
export function WhiteboardLoader({ interviewId, readonly }: { interviewId: string; readonly: boolean }) {
  return (
    <div className="h-[70vh] min-h-[440px] max-[600px]:h-[65vh]">
      <Whiteboard interviewId={interviewId} readonly={readonly} />
    </div>
  );
}

const WhiteboardReplay = dynamic(() => import("./whiteboard-replay"), { ssr: false, loading: Loading });

/** The staff page's replay of the saved versions. */
export function WhiteboardReplayLoader({ interviewId }: { interviewId: string }) {
  return <WhiteboardReplay interviewId={interviewId} />;
}
