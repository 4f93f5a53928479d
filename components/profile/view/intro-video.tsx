"use client";

import { useState } from "react";
import { Dialog } from "radix-ui";
import { Play, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { dialogClasses } from "@/components/ui/confirm-dialog";
import type { OverlayEntry } from "@/lib/intro-video/rules";
import { IntroVideoPlayer } from "../intro-video/intro-video-player";

export type IntroQuestion = OverlayEntry;

/**
 * Intro video thumbnail (220×170, first document §2.6) that opens the video modal. Renders nothing
 * without a video: recording one is the recorder's job.
 */
export function IntroVideo({ url, questions }: { url: string | null; questions: IntroQuestion[] }) {
  const t = useTranslations("profile.video");
  const [open, setOpen] = useState(false);
  if (!url) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={`${dialogClasses.content} min-[600px]:w-[60%]`} aria-describedby={undefined}>
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className={dialogClasses.title}>{t("title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("close")}
              className="-me-2 -mt-2 inline-flex size-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
            >
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          {/* The shared player overlays each numbered question during its time range (spec §2.5). */}
          <IntroVideoPlayer src={url} overlay={questions} className="max-h-[70dvh]" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
