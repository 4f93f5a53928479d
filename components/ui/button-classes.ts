import { controlHeightClass, controlMinWidthClass, controlPaddingXClass, controlTextClass, cx, DEFAULT_CONTROL_SIZE, type ControlSize } from "./sizes";

/**
 * Button styling without the component, so server components can style links as buttons
 * (button.tsx is a client module; calling its exports from the server is not allowed).
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: "bg-[var(--brand)] text-white border border-transparent hover:brightness-95 active:brightness-90",
  secondary: "bg-white text-[var(--brand)] border border-[var(--brand)] hover:bg-[var(--brand)]/10",
  ghost: "bg-transparent text-gray-700 border border-transparent hover:bg-gray-100",
  danger: "bg-red-600 text-white border border-transparent hover:bg-red-700 focus-visible:outline-red-600",
};

export type ButtonClassOptions = {
  variant?: ButtonVariant;
  size?: ControlSize;
  fullWidth?: boolean;
  iconOnly?: boolean;
  className?: string;
};

export function buttonClasses({
  variant = "primary",
  size = DEFAULT_CONTROL_SIZE,
  fullWidth,
  iconOnly,
  className,
}: ButtonClassOptions = {}): string {
  return cx(
    "relative inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap select-none transition",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]",
    "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
    controlHeightClass(size),
    controlTextClass(size),
    iconOnly ? cx(controlMinWidthClass(size), "px-0") : controlPaddingXClass(size),
    VARIANT_CLASSES[variant],
    fullWidth && "w-full",
    className,
  );
}
