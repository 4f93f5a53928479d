import { cx } from "./sizes";

/**
 * The focusable wrapper of a refused control (NoPermissionTooltip): disabled controls get no
 * pointer or focus events, so the explanation hangs off this wrapper and the child ignores the
 * pointer. One class list for the wrapper before and after the tooltip's code has loaded.
 */
export function refusedControlClass(className?: string): string {
  return cx(
    "inline-flex cursor-not-allowed rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] [&>*]:pointer-events-none",
    className,
  );
}
