"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { LazyComponent, lazyModule } from "./lazy-module";

/** Spec §9: toast auto-close. */
export const TOAST_DURATION_MS = 4000;

export type ToastVariant = "success" | "danger" | "info" | "warning";

export interface ToastOptions {
  title?: string;
  description: string;
  variant?: ToastVariant;
  /** Overrides TOAST_DURATION_MS for this toast. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  variant: ToastVariant;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>.");
  return api;
}

type Viewport = ComponentType<{ items: ToastItem[]; duration: number; dismiss: (id: string) => void }>;
/** The toasts' UI (toast-viewport.tsx, Radix Toast), its own chunk. */
const viewportModule = lazyModule<Viewport>(() => import("./toast-viewport").then((m) => m.ToastViewport));

/**
 * Loads the toasts' UI ahead of the first toast: for tests, and anything that must show a toast
 * without waiting for the chunk.
 */
export function loadToastViewport(): Promise<Viewport> {
  return viewportModule.load();
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Default auto-close delay; TOAST_DURATION_MS unless a test or story needs otherwise. */
  duration?: number;
}

/**
 * Holds the toasts; their UI (Radix Toast) is loaded with the first one (D78), which keeps it out
 * of every page's first-load JavaScript. A toast asked for before the UI has loaded waits in the
 * list and appears, with its full duration, once it has.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setItems((list) => [...list, { ...options, id, variant: options.variant ?? "info" }]);
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <LazyComponent module={viewportModule} wanted={items.length > 0} props={{ items, duration, dismiss }} />
    </ToastContext.Provider>
  );
}
