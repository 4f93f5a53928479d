/** Shared look of the modal widgets (confirm, success, share), kept in one place so they match. */
export const dialogClasses = {
  overlay: "fixed inset-0 z-50 bg-black/50",
  // Spec: modal width 40% on wide screens; the narrow layout (under 600px) goes full width.
  content:
    "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 text-gray-900 shadow-xl focus:outline-none min-[600px]:w-[40%] min-[600px]:min-w-[28rem]",
  title: "text-lg font-semibold",
  message: "mt-2 text-sm text-gray-700",
  actions: "mt-6 flex flex-col-reverse gap-3 min-[600px]:flex-row min-[600px]:justify-end",
  button:
    "inline-flex h-[42px] min-w-24 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] disabled:cursor-not-allowed disabled:opacity-50",
  primary: "bg-[var(--brand)] text-white hover:brightness-95",
  danger: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
  secondary: "border border-gray-400 bg-white text-gray-900 hover:bg-gray-100",
} as const;
