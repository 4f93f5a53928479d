"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { OverlayEntry } from "@/lib/intro-video/rules";

export type IntroQuestion = OverlayEntry;

// The modal (Radix Dialog, its focus trap, the player) loads on the first press of the thumbnail,
// not with the page (decisions D48, D83); from then on it stays mounted as a static dialog would.
const IntroVideoDialog = dynamic(() => import("./intro-video-dialog").then((m) => m.IntroVideoDialog), { ssr: false });

/** Loads the modal's code ahead (tests). */
export async function loadIntroVideoDialog(): Promise<void> {
  await import("./intro-video-dialog");
}

/**
 * Intro video thumbnail (220×170, first document §2.6) that opens the video modal. Renders nothing
 * without a video: recording one is the recorder's job.
 */
export function IntroVideo({ url, questions }: { url: string | null; questions: IntroQuestion[] }) {
  const t = useTranslations("profile.video");
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const thumbnail = useRef<HTMLButtonElement>(null);
  if (!url) return null;
  return (
    <>
      {/* The same button Radix's Dialog.Trigger renders, without Radix. */}
      <button
        ref={thumbnail}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen(true)}
        className="group relative block h-[170px] w-[220px] shrink-0 overflow-hidden rounded-lg bg-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
        data-testid="intro-video-thumbnail"
      >
        {/* The first frame stands in for a thumbnail; the browser fetches only the metadata. */}
        <video src={url} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1} className="pointer-events-none h-full w-full object-cover opacity-80" />
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-white/90 text-[var(--brand)] shadow group-hover:scale-105">
            <Play aria-hidden="true" size={22} />
          </span>
        </span>
        <span className="sr-only">{t("play")}</span>
      </button>
      {opened ? <IntroVideoDialog open={open} onOpenChange={setOpen} url={url} questions={questions} returnFocus={thumbnail} /> : null}
    </>
  );
}
