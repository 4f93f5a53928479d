// The alert's look, shared by the client Alert (alert.tsx) and the server-only StaticAlert
// (static-alert.tsx): no "use client" here, so a server component can read the values.
export type AlertVariant = "info" | "success" | "warning" | "danger";

export const VARIANT_CLASSES: Record<AlertVariant, string> = {
  info: "border-blue-200 bg-blue-50 text-blue-900",
  success: "border-green-200 bg-green-50 text-green-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  danger: "border-red-200 bg-red-50 text-red-900",
};

export const ICON_CLASSES: Record<AlertVariant, string> = {
  info: "text-blue-600",
  success: "text-green-600",
  warning: "text-amber-600",
  danger: "text-red-600",
};

export const ICON_PATHS: Record<AlertVariant, string> = {
  info: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-10.5a.75.75 0 1 1 1.5 0 .75.75 0 0 1-1.5 0ZM9.25 10a.75.75 0 0 1 1.5 0v3.5a.75.75 0 0 1-1.5 0V10Z",
  success: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.09l3.76-5.21Z",
  warning: "M8.48 2.9a1.75 1.75 0 0 1 3.04 0l6.28 11.2A1.75 1.75 0 0 1 16.28 17H3.72a1.75 1.75 0 0 1-1.52-2.9L8.48 2.9ZM10 6.5a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0v-3.5A.75.75 0 0 0 10 6.5Zm0 7.75a.9.9 0 1 0 0-1.8.9.9 0 0 0 0 1.8Z",
  danger: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM8.28 7.22a.75.75 0 0 0-1.06 1.06L8.94 10l-1.72 1.72a.75.75 0 1 0 1.06 1.06L10 11.06l1.72 1.72a.75.75 0 1 0 1.06-1.06L11.06 10l1.72-1.72a.75.75 0 0 0-1.06-1.06L10 8.94 8.28 7.22Z",
};
