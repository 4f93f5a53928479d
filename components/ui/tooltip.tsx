"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { Tooltip as RadixTooltip } from "radix-ui";
import { useTranslations } from "next-intl";
import { refusedControlClass } from "./refused-control";
import { cx } from "./sizes";

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element; it becomes the trigger (asChild). */
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** Mount once near the root to share the open delay across tooltips; each Tooltip also works alone. */
export const TooltipProvider = RadixTooltip.Provider;

export function Tooltip({ content, children, side = "top", align = "center", delayDuration = 200, open, defaultOpen, onOpenChange, className }: TooltipProps) {
  return (
    // A local provider keeps the widget usable anywhere (tests, portals) without app-level setup.
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={cx("z-[110] max-w-[340px] rounded-md bg-gray-900 px-2.5 py-1.5 text-xs leading-snug text-white shadow-md", className)}
          >
            {content}
            <RadixTooltip.Arrow className="fill-gray-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

export interface NoPermissionTooltipProps {
  /** The control to explain, normally already disabled by the caller. */
  children: ReactNode;
  /** When true the child renders untouched, so call sites can wrap unconditionally. */
  hasPermission?: boolean;
  /** Overrides the default "no permission" text. */
  message?: ReactNode;
  side?: TooltipProps["side"];
  className?: string;
  /**
   * Set by the on-demand wrapper (no-permission-tooltip.tsx) when this replaces its placeholder
   * while the placeholder had the focus (focus moves here, which opens the tooltip) or the pointer
   * (the tooltip opens at once).
   */
  focusOnMount?: boolean;
  openOnMount?: boolean;
}

/**
 * Explains why an action is unavailable (spec: disabled actions show a no-permission tooltip).
 * Disabled controls get no pointer or focus events, so the tooltip hangs off a focusable wrapper
 * and the child ignores the pointer; keyboard users can still tab to the wrapper and hear why.
 * Screens use the on-demand `NoPermissionTooltip` of no-permission-tooltip.tsx, which loads this.
 */
export function NoPermissionTooltip({ children, hasPermission = false, message, side, className, focusOnMount = false, openOnMount = false }: NoPermissionTooltipProps) {
  const t = useTranslations("uiInputs");
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (focusOnMount) wrapper.current?.focus();
    // Only when this mounts in the placeholder's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (hasPermission) return <>{children}</>;
  return (
    <Tooltip content={message ?? t("noPermission")} side={side} defaultOpen={openOnMount || undefined}>
      <span ref={wrapper} tabIndex={0} data-no-permission="" className={refusedControlClass(className)}>
        {children}
      </span>
    </Tooltip>
  );
}
