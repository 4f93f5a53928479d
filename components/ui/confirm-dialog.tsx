"use client";

import type { ComponentType, ReactNode } from "react";
import { dialogClasses } from "./dialog-classes";
import { LazyComponent, lazyModule } from "./lazy-module";

export { dialogClasses };

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

/** The dialog's code (Radix AlertDialog and its focus trap), its own chunk. */
const viewModule = lazyModule<ComponentType<ConfirmDialogProps>>(() => import("./confirm-dialog-view").then((m) => m.ConfirmDialogView));

/** Loads the dialog's code ahead of its first opening (tests; a screen about to ask). */
export function loadConfirmDialog(): Promise<unknown> {
  return viewModule.load();
}

/**
 * A confirmation dialog, controlled by `open`. Its code loads on the first opening (D78), so a
 * page carries no dialog code until someone asks for a confirmation; from then on it stays
 * mounted like any dialog (focus returns to the control that opened it).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <LazyComponent module={viewModule} wanted={props.open} props={props} />;
}
