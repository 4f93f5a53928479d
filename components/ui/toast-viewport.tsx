"use client";

import { Toast } from "radix-ui";
import { useTranslations } from "next-intl";
import type { ToastItem, ToastVariant } from "./toast";

/**
 * The toasts themselves (Radix Toast): loaded by ToastProvider (toast.tsx) when the first toast
 * is shown, so no page carries Radix Toast in its first-load JavaScript for a toast it may never
 * show. Once loaded it stays mounted, with its labelled F8 region.
 */
const variantStyle: Record<ToastVariant, { box: string; icon: string; path: string }> = {
  success: {
    box: "border-green-700 bg-green-50 text-green-950",
    icon: "text-green-700",
    path: "M4.5 10.5l3.5 3.5 7.5-8",
  },
  danger: {
    box: "border-red-700 bg-red-50 text-red-950",
    icon: "text-red-700",
    path: "M10 5.5v5.5M10 14.5v.01",
  },
  info: {
    box: "border-blue-700 bg-blue-50 text-blue-950",
    icon: "text-blue-700",
    path: "M10 9v5.5M10 5.5v.01",
  },
  warning: {
    box: "border-amber-600 bg-amber-50 text-amber-950",
    icon: "text-amber-700",
    path: "M10 5.5v5.5M10 14.5v.01",
  },
};

export function ToastViewport({ items, duration, dismiss }: { items: ToastItem[]; duration: number; dismiss: (id: string) => void }) {
  const t = useTranslations("ui");
  return (
    <Toast.Provider duration={duration} swipeDirection="right">
      {items.map((item) => {
        const style = variantStyle[item.variant];
        return (
          <Toast.Root
            key={item.id}
            duration={item.duration}
            // Errors and warnings interrupt the screen reader; the rest wait their turn.
            type={item.variant === "danger" || item.variant === "warning" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            className={`pointer-events-auto flex w-full items-start gap-3 rounded-md border-s-4 p-4 shadow-lg ${style.box}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              className={`mt-0.5 size-5 shrink-0 ${style.icon}`}
            >
              <path d={style.path} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <div className="min-w-0 flex-1">
              {/* Without a title the variant name is still read out, so an error is not
                  announced as plain text. */}
              <Toast.Title className={item.title ? "font-semibold" : "sr-only"}>
                {item.title ?? t(`toast.${item.variant}`)}
              </Toast.Title>
              <Toast.Description className="text-sm">{item.description}</Toast.Description>
            </div>
            <Toast.Close
              aria-label={t("toast.close")}
              className="-me-1 -mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)]"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        // Radix fills {hotkey} itself, so it is passed through untouched.
        label={t("toast.region", { hotkey: "{hotkey}" })}
        className="pointer-events-none fixed bottom-0 end-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
