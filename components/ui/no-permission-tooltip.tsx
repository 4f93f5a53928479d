"use client";

import type { ComponentType } from "react";
import { LazyComponent, lazyModule } from "./lazy-module";
import { refusedControlClass } from "./refused-control";
import type { NoPermissionTooltipProps } from "./tooltip";

/** The tooltip's code (Radix Tooltip and its positioning, ≈ 17 kB gzip), its own chunk. */
const tooltipModule = lazyModule<ComponentType<NoPermissionTooltipProps>>(() => import("./tooltip").then((m) => m.NoPermissionTooltip));

/** Loads the tooltip's code ahead (tests). */
export async function loadNoPermissionTooltip(): Promise<void> {
  await tooltipModule.load();
}

/**
 * Explains why an action is unavailable (spec: disabled actions show a no-permission tooltip).
 * A user who holds the permission gets the control untouched, and the page never downloads the
 * tooltip's code (D78). A refused control is shown at once in its focusable wrapper (the same
 * markup on the server and in the first client render); the tooltip joins it when its code has
 * loaded, a moment after the page.
 */
export function NoPermissionTooltip(props: NoPermissionTooltipProps) {
  if (props.hasPermission) return <>{props.children}</>;
  const waiting = (
    <span tabIndex={0} data-no-permission="" className={refusedControlClass(props.className)}>
      {props.children}
    </span>
  );
  return <LazyComponent module={tooltipModule} wanted props={props} fallback={waiting} />;
}
