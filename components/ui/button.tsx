"use client";

import type { ComponentPropsWithRef } from "react";
import { useTranslations } from "next-intl";
import { DEFAULT_CONTROL_SIZE, type ControlSize } from "./sizes";

export { buttonClasses, type ButtonVariant } from "./button-classes";
import { buttonClasses, type ButtonVariant } from "./button-classes";

/** `type` defaults to "button" so a button inside a form never submits it by accident; pass type="submit". */
export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  size?: ControlSize;
  /** Disables the button and shows a spinner; the label stays so the width does not jump. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Square button sized to its height, for icon-only actions (give it an aria-label). */
  iconOnly?: boolean;
}

function ButtonSpinner() {
  return (
    <svg className="size-[1.1em] animate-spin motion-reduce:[animation-duration:2s]" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Button({
  variant = "primary",
  size = DEFAULT_CONTROL_SIZE,
  loading = false,
  fullWidth,
  iconOnly,
  className,
  disabled,
  type,
  children,
  ...rest
}: ButtonProps) {
  const t = useTranslations("uiInputs");
  const classes = buttonClasses({ variant, size, fullWidth, iconOnly, className });
  const busy = loading || undefined;

  return (
    <button
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      aria-busy={busy}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      {loading && (
        <>
          <ButtonSpinner />
          <span className="sr-only">{t("loading")}</span>
        </>
      )}
      {children}
    </button>
  );
}
