"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";

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
/** The viewport module once loaded: later providers (another page, a remount) render it at once. */
let loadedViewport: Viewport | null = null;

/**
 * Loads the toasts' UI (toast-viewport.tsx, Radix Toast) as its own chunk. ToastProvider calls it
 * on the first toast; tests and anything that must show a toast without a frame's delay may call
 * it ahead.
 */
export async function loadToastViewport(): Promise<Viewport> {
  if (!loadedViewport) loadedViewport = (await import("./toast-viewport")).ToastViewport;
  return loadedViewport;
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
  const [View, setView] = useState<Viewport | null>(() => loadedViewport);
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

  const wanted = items.length > 0;
  useEffect(() => {
    if (!wanted || View) return;
    let live = true;
    loadToastViewport().then(
      (loaded) => {
        if (live) setView(() => loaded);
      },
      // A chunk that fails to load (offline, a new deployment) must not break the page; the
      // next toast tries again.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, View]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {View ? <View items={items} duration={duration} dismiss={dismiss} /> : null}
    </ToastContext.Provider>
  );
}
