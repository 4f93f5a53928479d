"use client";

import { createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

/**
 * A client module loaded on demand (its own chunk), remembered once loaded: what a page may never
 * need (the toasts' UI, a confirmation dialog) stays out of its first-load JavaScript (D48, D78).
 * `load` must be a literal `() => import("./x").then(...)` so the bundler splits it.
 */
export type LazyModule<T> = {
  /** Starts (or joins) the load; a failed load (offline, a new deployment) is retried next time. */
  load: () => Promise<T>;
  /** The loaded value, or null before it has loaded. */
  current: () => T | null;
};

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    current: () => value,
    load: () => {
      if (value) return Promise.resolve(value);
      pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The module's value once `wanted` has been true: at once when it is already loaded (another
 * component, a test's preload), else after its chunk arrives. Null until then. `onLoaded` runs
 * when the chunk arrives, just before the value is set (in the same render), for what a swap
 * must read from the page as it was (which stand-in had the focus). The one load-on-intent
 * state of the app: `DeferredTabs` and `useDeferredControl` (selects, row menus) build on it.
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean, onLoaded?: (loaded: T) => void): T | null {
  // Functions (components) go through the updater form so React stores them, not calls them.
  const [value, setValue] = useState<T | null>(() => module.current());
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  });
  useEffect(() => {
    if (!wanted || value) return;
    let live = true;
    module.load().then(
      (loaded) => {
        if (!live) return;
        onLoadedRef.current?.(loaded);
        setValue(() => loaded);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [module, wanted, value]);
  return value;
}

/**
 * Renders a component from a lazy module once `wanted` has been true (`fallback` until it has
 * loaded). The component's identity is the module's, fixed once loaded, so its state survives
 * every render like a statically imported component's.
 */
export function LazyComponent<P extends object>({
  module,
  wanted,
  props,
  fallback = null,
}: {
  module: LazyModule<ComponentType<P>>;
  wanted: boolean;
  props: P;
  fallback?: ReactNode;
}): ReactNode {
  const Loaded = useLazyModule(module, wanted);
  return Loaded ? createElement(Loaded, props) : fallback;
}
