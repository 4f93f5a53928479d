"use client";

import type { ComponentPropsWithRef, ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ICON_CLASSES, ICON_PATHS, VARIANT_CLASSES, type AlertVariant } from "./alert-styles";
import { cx } from "./sizes";

export type { AlertVariant };

export interface AlertProps extends Omit<ComponentPropsWithRef<"div">, "title"> {
  variant?: AlertVariant;
  title?: ReactNode;
  /** Shows a close button; the parent decides whether the alert goes away. */
  onDismiss?: () => void;
  /** Extra control such as a retry button, placed after the text. */
  action?: ReactNode;
}

export function Alert({ variant = "info", title, onDismiss, action, className, children, role, ...rest }: AlertProps) {
  const t = useTranslations("uiInputs");
  // Failures interrupt (role=alert, assertive); other outcomes wait for a pause (role=status, polite).
  const liveRole = role ?? (variant === "danger" ? "alert" : "status");

  return (
    <div role={liveRole} data-variant={variant} className={cx("flex items-start gap-3 rounded-md border p-3 text-sm", VARIANT_CLASSES[variant], className)} {...rest}>
      <svg className={cx("mt-0.5 size-5 shrink-0", ICON_CLASSES[variant])} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path fillRule="evenodd" clipRule="evenodd" d={ICON_PATHS[variant]} />
      </svg>
      <div className="min-w-0 flex-1">
        {/* Colour and icon are invisible to screen readers, so the kind of message is spoken first. */}
        <span className="sr-only">{t(`alert.${variant}`)}: </span>
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cx(title ? "mt-1" : undefined)}>{children}</div>}
        {action && <div className="mt-2">{action}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t("dismiss")}
          className="-m-1 shrink-0 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-current"
        >
          <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </button>
      )}
    </div>
  );
}
