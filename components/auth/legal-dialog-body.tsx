"use client";

import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { dialogClasses } from "@/components/ui/confirm-dialog";

/** The open legal modal (loaded on demand by legal-dialogs.tsx); closing it unmounts it. */
export function LegalDialogBody({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useTranslations("auth");
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content}>
          <Dialog.Title className={dialogClasses.title}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-3 text-sm leading-relaxed text-gray-700">{children}</div>
          </Dialog.Description>
          <div className={dialogClasses.actions}>
            <Dialog.Close asChild>
              <button type="button" className={`${dialogClasses.button} ${dialogClasses.primary}`}>
                {t("legal.close")}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
