"use client";

import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { dialogClasses } from "@/components/ui/dialog-classes";

export type WrongInputDialogProps = { open: boolean; onClose: () => void };

/** Spec §5/§8: a chosen place without country, state or locality asks the user to select a country. */
export function WrongInputDialog({ open, onClose }: WrongInputDialogProps) {
  const t = useTranslations("errors.other");
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content} role="alertdialog">
          <Dialog.Title className={dialogClasses.title}>{t("wrongInputTitle")}</Dialog.Title>
          <Dialog.Description className={dialogClasses.message}>{t("wrongInputMessage")}</Dialog.Description>
          <div className={dialogClasses.actions}>
            <Dialog.Close asChild>
              <button type="button" className={`${dialogClasses.button} ${dialogClasses.primary}`}>
                {t("wrongInputOk")}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
