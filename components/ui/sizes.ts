/**
 * Shared control scale (spec §9): every control of a given size lines up in forms and toolbars,
 * so heights live in one place instead of being repeated per widget.
 */
export const CONTROL_HEIGHTS = { xs: 30, sm: 36, md: 42, lg: 50, xl: 60 } as const;

export type ControlSize = keyof typeof CONTROL_HEIGHTS;

export const CONTROL_SIZES = Object.keys(CONTROL_HEIGHTS) as ControlSize[];

export const DEFAULT_CONTROL_SIZE: ControlSize = "xs";

/** Select dropdown menus never grow past this (px); longer lists scroll. */
export const SELECT_MENU_MAX_HEIGHT = 328;

/** File name chips truncate past this width (px). */
export const FILE_CHIP_MAX_WIDTH = 300;

/** Truncated labels elsewhere in the UI stop at this width (px). */
export const TRUNCATED_LABEL_MAX_WIDTH = 340;

// Written out literally because Tailwind only generates classes it can find verbatim in source.
const HEIGHT_CLASSES: Record<ControlSize, string> = {
  xs: "h-[30px]",
  sm: "h-[36px]",
  md: "h-[42px]",
  lg: "h-[50px]",
  xl: "h-[60px]",
};

const MIN_WIDTH_CLASSES: Record<ControlSize, string> = {
  xs: "min-w-[30px]",
  sm: "min-w-[36px]",
  md: "min-w-[42px]",
  lg: "min-w-[50px]",
  xl: "min-w-[60px]",
};

const TEXT_CLASSES: Record<ControlSize, string> = {
  xs: "text-xs",
  sm: "text-sm",
  md: "text-sm",
  lg: "text-base",
  xl: "text-lg",
};

const PADDING_X_CLASSES: Record<ControlSize, string> = {
  xs: "px-2.5",
  sm: "px-3",
  md: "px-4",
  lg: "px-5",
  xl: "px-6",
};

export function controlHeightClass(size: ControlSize = DEFAULT_CONTROL_SIZE): string {
  return HEIGHT_CLASSES[size];
}

/** Square icon-only controls need the same minimum width as their height. */
export function controlMinWidthClass(size: ControlSize = DEFAULT_CONTROL_SIZE): string {
  return MIN_WIDTH_CLASSES[size];
}

export function controlTextClass(size: ControlSize = DEFAULT_CONTROL_SIZE): string {
  return TEXT_CLASSES[size];
}

export function controlPaddingXClass(size: ControlSize = DEFAULT_CONTROL_SIZE): string {
  return PADDING_X_CLASSES[size];
}

/** Height, horizontal padding and text size together, the usual set for a text control. */
export function controlSizeClasses(size: ControlSize = DEFAULT_CONTROL_SIZE): string {
  return `${HEIGHT_CLASSES[size]} ${PADDING_X_CLASSES[size]} ${TEXT_CLASSES[size]}`;
}

/** Joins class names, skipping falsy ones, so conditional classes read inline. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
