"use client";

import { useId, useState, type ReactNode } from "react";
import { AlertDialog } from "radix-ui";
import { useTranslations } from "next-intl";

/** Shared look of the modal widgets (confirm, success, share), kept in one place so they match. */
export const dialogClasses = {
  overlay: "fixed inset-0 z-50 bg-black/50",
  // Spec: modal width 40% on wide screens; the narrow layout (under 600px) goes full width.
  content:
    "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 text-gray-900 shadow-xl focus:outline-none min-[600px]:w-[40%] min-[600px]:min-w-[28rem]",
  title: "text-lg font-semibold",
  message: "mt-2 text-sm text-gray-700",
  actions: "mt-6 flex flex-col-reverse gap-3 min-[600px]:flex-row min-[600px]:justify-end",
  button:
    "inline-flex h-[42px] min-w-24 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] disabled:cursor-not-allowed disabled:opacity-50",
  primary: "bg-[var(--brand)] text-white hover:brightness-95",
  danger: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
  secondary: "border border-gray-400 bg-white text-gray-900 hover:bg-gray-100",
} as const;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to the translated "Confirm". */
  confirmLabel?: string;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: string;
  /** A returned promise keeps the dialog busy until it settles; closing is the caller's job. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  /** Disables both buttons, e.g. while the caller's request runs. */
  busy?: boolean;
  /** Red confirm button for destructive actions. */
  tone?: "default" | "danger";
  /** Label of a checkbox that must be ticked before confirm is enabled. */
  requireAcknowledgement?: string;
  /** Extra content between the message and the buttons. */
  children?: ReactNode;
}

export function ConfirmDialog({ open, ...rest }: ConfirmDialogProps) {
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
