"use client";

import type { RefObject } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { dialogClasses } from "@/components/ui/dialog-classes";
import type { OverlayEntry } from "@/lib/intro-video/rules";
import { IntroVideoPlayer } from "../intro-video/intro-video-player";

export type IntroVideoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  questions: OverlayEntry[];
  /** The thumbnail that opened the dialog: the focus returns to it on close. */
  returnFocus: RefObject<HTMLButtonElement | null>;
};

/** The intro video modal of the profile's header card, loaded on its first opening (D48, D83). */
export function IntroVideoDialog({ open, onOpenChange, url, questions, returnFocus }: IntroVideoDialogProps) {
  const t = useTranslations("profile.video");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content
          className={`${dialogClasses.content} min-[600px]:w-[60%]`}
          aria-describedby={undefined}
          // The thumbnail is not a Radix trigger (it is rendered before this code loads): the focus
          // goes back to it here, as Radix does for its own trigger.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
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
