"use client";

import { useState, type ComponentType } from "react";
import { LazyComponent, lazyModule } from "./lazy-module";
import { refusedControlClass } from "./refused-control";
import type { NoPermissionTooltipProps } from "./tooltip";

/** The tooltip's code (Radix Tooltip and its positioning, ≈ 17 kB gzip), its own chunk. */
const tooltipModule = lazyModule<ComponentType<NoPermissionTooltipProps>>(() => import("./tooltip").then((m) => m.NoPermissionTooltip));

/** Loads the tooltip's code ahead (tests). */
export async function loadNoPermissionTooltip(): Promise<void> {
  await tooltipModule.load();
}

type Intent = "focus" | "pointer" | null;

/**
 * Explains why an action is unavailable (spec: disabled actions show a no-permission tooltip).
 * A permitted control renders untouched. A refused one renders at once in its focusable wrapper
 * (the same markup on the server and in the first client render); the tooltip's code loads when
 * the pointer enters the wrapper or the wrapper takes the focus (D78), so a page whose refused
 * controls nobody examines never downloads it. The loaded tooltip takes the wrapper's place with
 * the focus moved along and the tooltip open, as if it had been there all along. Once loaded
 * (by any wrapper), every refused control renders the tooltip directly.
 */
export function NoPermissionTooltip(props: NoPermissionTooltipProps) {
  const [intent, setIntent] = useState<Intent>(null);
  // Where the focus or the pointer still is when the code arrives.
  const [still, setStill] = useState<Intent>(null);
  if (props.hasPermission) return <>{props.children}</>;
  const placeholder = (
    <span
      tabIndex={0}
      data-no-permission=""
      className={refusedControlClass(props.className)}
      onFocus={() => {
        setStill("focus");
        setIntent("focus");
      }}
      onBlur={() => setStill((s) => (s === "focus" ? null : s))}
      onPointerEnter={() => {
        setStill((s) => s ?? "pointer");
        setIntent((i) => i ?? "pointer");
      }}
      onPointerLeave={() => setStill((s) => (s === "pointer" ? null : s))}
    >
      {props.children}
    </span>
  );
  return (
    <LazyComponent
      module={tooltipModule}
      wanted={intent !== null}
      props={{ ...props, focusOnMount: still === "focus", openOnMount: still !== null }}
      fallback={placeholder}
    />
  );
}
