import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ICON_CLASSES, ICON_PATHS, VARIANT_CLASSES, type AlertVariant } from "./alert-styles";
import { cx } from "./sizes";

/**
 * The Alert's markup for a server component that needs no close button or action: it ships no
 * JavaScript and needs no client messages (decision D48; `/jobs` sends none of either unless its
 * job dialog shows). Same roles, texts and look as `Alert` (components/ui/alert.tsx).
 */
export async function StaticAlert({ variant = "info", title, children, className }: { variant?: AlertVariant; title?: ReactNode; children?: ReactNode; className?: string }) {
  const t = await getTranslations("uiInputs");
  return (
    <div role={variant === "danger" ? "alert" : "status"} data-variant={variant} className={cx("flex items-start gap-3 rounded-md border p-3 text-sm", VARIANT_CLASSES[variant], className)}>
      <svg className={cx("mt-0.5 size-5 shrink-0", ICON_CLASSES[variant])} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        <path fillRule="evenodd" clipRule="evenodd" d={ICON_PATHS[variant]} />
      </svg>
      <div className="min-w-0 flex-1">
        <span className="sr-only">{t(`alert.${variant}`)}: </span>
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cx(title ? "mt-1" : undefined)}>{children}</div>}
      </div>
    </div>
  );
}
