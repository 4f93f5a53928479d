"use client";

import { createElement, useState, type ComponentType, type ReactElement } from "react";

/**
 * True from the first render where `open` is true, for ever after: a dialog loaded with
 * next/dynamic is mounted on its first opening and then stays mounted exactly as a static one
 * would (decision D48: a page's first load carries no dialog that only a click opens).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * `Impl` (a dialog loaded with `next/dynamic`, `ssr: false`) as a component with the same props
 * that mounts it on its first opening and keeps it mounted (`useOpenedOnce`). `isOpen` reads the
 * opening from the props (default: `open`). The `dynamic(() => import("…"))` call stays in the
 * caller's file, where the bundler splits it off (D48).
 */
export function openedOnce<P extends object>(Impl: ComponentType<P>, isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true) {
  return function OpenedOnce(props: P): ReactElement | null {
    return useOpenedOnce(isOpen(props)) ? createElement(Impl, props) : null;
  };
}
