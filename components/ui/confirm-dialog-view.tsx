"use client";

import { useId, useState } from "react";
import { AlertDialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { dialogClasses } from "./dialog-classes";
import type { ConfirmDialogProps } from "./confirm-dialog";

/** The confirmation dialog itself (Radix AlertDialog): loaded by ConfirmDialog on its first opening. */
export function ConfirmDialogView({ open, ...rest }: ConfirmDialogProps) {
  return (
    // No onOpenChange: Escape and outside clicks are blocked, and the buttons call the caller
    // directly, so the caller's `open` is the only source of truth.
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogClasses.overlay} />
        {/* The body is its own component so the acknowledgement resets each time the dialog opens. */}
        <ConfirmDialogBody {...rest} />
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ConfirmDialogBody({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = "default",
  requireAcknowledgement,
  children,
}: Omit<ConfirmDialogProps, "open">) {
  const t = useTranslations("ui");
  const ackId = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const [pending, setPending] = useState(false);
  const working = busy || pending;
  const canConfirm = !working && (!requireAcknowledgement || acknowledged);

  async function handleConfirm() {
    if (!canConfirm) return;
    const result = onConfirm();
    if (result && typeof result.then === "function") {
      setPending(true);
      try {
        await result;
      } finally {
        setPending(false);
      }
    }
  }

  return (
    <AlertDialog.Content
      className={dialogClasses.content}
      // The spec forbids dismissing a confirmation by Escape or a click outside.
      onEscapeKeyDown={(e) => e.preventDefault()}
      aria-busy={working || undefined}
      // Radix warns when a dialog points at a description that is not rendered.
      {...(message ? {} : { "aria-describedby": undefined })}
    >
      <AlertDialog.Title className={dialogClasses.title}>{title}</AlertDialog.Title>
      {message ? (
        <AlertDialog.Description className={dialogClasses.message}>{message}</AlertDialog.Description>
      ) : null}
      {children ? <div className="mt-4">{children}</div> : null}
      {requireAcknowledgement ? (
        <div className="mt-4 flex items-start gap-2">
          <input
            id={ackId}
            type="checkbox"
            checked={acknowledged}
            disabled={working}
            onChange={(e) => setAcknowledged(e.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-[var(--brand)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
          />
          <label htmlFor={ackId} className="text-sm text-gray-800">
            {requireAcknowledgement}
          </label>
        </div>
      ) : null}
      <div className={dialogClasses.actions}>
        {/* Cancel is Radix's Cancel part so it takes initial focus: the safe choice by default. */}
        <AlertDialog.Cancel asChild>
          <button
            type="button"
            disabled={working}
            onClick={onCancel}
            className={`${dialogClasses.button} ${dialogClasses.secondary}`}
          >
            {cancelLabel ?? t("confirmDialog.cancel")}
          </button>
        </AlertDialog.Cancel>
        <button
          type="button"
          disabled={!canConfirm}
          onClick={handleConfirm}
          className={`${dialogClasses.button} ${tone === "danger" ? dialogClasses.danger : dialogClasses.primary}`}
        >
          {working ? (
            <>
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
              <span>{t("confirmDialog.busy")}</span>
            </>
          ) : (
            (confirmLabel ?? t("confirmDialog.confirm"))
          )}
        </button>
      </div>
    </AlertDialog.Content>
  );
}
