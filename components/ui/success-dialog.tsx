"use client";

import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { dialogClasses } from "./confirm-dialog";

export interface SuccessDialogProps {
  open: boolean;
  message: ReactNode;
  /** Defaults to the translated "Success". */
  title?: ReactNode;
  /** Defaults to the translated "OK". */
  okLabel?: string;
  /** Called by OK and by Escape or a click outside: the notice only acknowledges something done. */
  onClose: () => void;
}

export function SuccessDialog({ open, message, title, okLabel, onClose }: SuccessDialogProps) {
  const t = useTranslations("ui");
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={`${dialogClasses.content} text-center`}>
          <span
            aria-hidden="true"
            className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-green-100 text-green-700"
          >
            <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <Dialog.Title className={dialogClasses.title}>{title ?? t("successDialog.title")}</Dialog.Title>
          <Dialog.Description className={dialogClasses.message}>{message}</Dialog.Description>
          <div className="mt-6 flex justify-center">
            <Dialog.Close asChild>
              <button type="button" className={`${dialogClasses.button} ${dialogClasses.primary}`}>
                {okLabel ?? t("successDialog.ok")}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
