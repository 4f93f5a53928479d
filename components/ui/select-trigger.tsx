import { fieldFrameClasses } from "./input";
import { controlHeightClass, controlPaddingXClass, controlTextClass, cx, type ControlSize } from "./sizes";

/**
 * The closed select's look, shared by the Radix `Select` and its server-rendered stand-in
 * (`DeferredSelect`, D81), so the stand-in cannot drift from the control that replaces it. No
 * Radix import: the stand-in's chunk stays small.
 */
export function selectTriggerClass({ invalid, disabled, size, className }: { invalid: boolean; disabled?: boolean; size: ControlSize; className?: string }): string {
  return cx(
    fieldFrameClasses(invalid, disabled),
    "justify-between gap-2 text-left text-gray-900 outline-none",
    // The trigger itself takes focus, so its ring comes from focus-visible rather than focus-within.
    "focus-visible:outline-2 focus-visible:outline-offset-1",
    invalid ? "focus-visible:outline-red-600" : "focus-visible:outline-[var(--brand)]",
    "data-[placeholder]:text-gray-500",
    controlHeightClass(size),
    controlPaddingXClass(size),
    controlTextClass(size),
    className,
  );
}

export function SelectChevronIcon() {
  return (
    <svg className="size-4 shrink-0 text-gray-500" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path fillRule="evenodd" d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" clipRule="evenodd" />
    </svg>
  );
}
