"use client";

import dynamic from "next/dynamic";
import type { NoPermissionTooltipProps } from "./tooltip";

/**
 * The tooltip itself (Radix Tooltip and its positioning code, ≈ 17 kB gzip) loads only where a
 * control is really refused: a user who holds the permission gets the control untouched and the
 * page never downloads the tooltip (D78). Rendered on the server like any component, so the
 * refused control and its wrapper are in the first HTML either way.
 */
const RefusedControl = dynamic(() => import("./tooltip").then((m) => m.NoPermissionTooltip));

/** Explains why an action is unavailable (spec: disabled actions show a no-permission tooltip). */
export function NoPermissionTooltip(props: NoPermissionTooltipProps) {
  if (props.hasPermission) return <>{props.children}</>;
  return <RefusedControl {...props} />;
}
