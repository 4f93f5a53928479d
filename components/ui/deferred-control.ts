"use client";

import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { useLazyModule, type LazyModule } from "@/components/ui/lazy-module";

/** How the control was asked to open before its code had loaded. */
export type OpenIntent = "pointer" | "keyboard" | null;

type State = { wanted: boolean; open: OpenIntent; focus: boolean };

/**
 * A control (a select, a row menu) whose Radix code loads on first intent rather than with the
 * page (D81). Until then the page shows a stand-in with the control's own markup, server-rendered.
 * Pointing at the stand-in or focusing it starts the load, and the real control takes its place
 * once loaded (focus moves along). A press that opens the control (mouse button, Enter, Space,
 * an arrow key, a tap) before the code is there is remembered: the control then mounts open.
 * `openKeys` are the keys the real trigger opens on.
 */
export function useDeferredControl<T>(module: LazyModule<T>, openKeys: readonly string[]) {
  const standInRef = useRef<HTMLButtonElement>(null);
  const pointerType = useRef("");
  const [state, setState] = useState<State>({ wanted: false, open: null, focus: false });
  // Whether the stand-in had the focus when the code arrived: the real control then takes it.
  const loaded = useLazyModule(module, state.wanted, () =>
    setState((s) => ({ ...s, focus: standInRef.current !== null && document.activeElement === standInRef.current })),
  );

  const want = () => setState((s) => (s.wanted ? s : { ...s, wanted: true }));
  const open = (how: Exclude<OpenIntent, null>) => setState((s) => ({ ...s, wanted: true, open: s.open ?? how }));

  /** Props for the stand-in trigger (a <button>). */
  const standInProps = {
    ref: standInRef,
    onPointerEnter: want,
    onFocus: want,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      pointerType.current = event.pointerType;
      want();
      // As the Radix triggers: a main-button mouse press opens (a tap opens on click).
      if (event.button === 0 && !event.ctrlKey && event.pointerType === "mouse") {
        event.currentTarget.focus();
        event.preventDefault();
        open("pointer");
      }
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (pointerType.current !== "mouse" && event.detail > 0) {
        event.currentTarget.focus();
        open("pointer");
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      want();
      if (openKeys.includes(event.key)) {
        event.preventDefault();
        open("keyboard");
      }
    },
  };

  return { loaded, openIntent: state.open, focusOnSwap: state.focus, standInProps };
}

/**
 * The Radix half of a menu whose code loaded on first intent (D81): the menu's open state, opened
 * at once when the stand-in was pressed before the code was there (a keyboard opening highlights
 * the first item, as Radix does for a menu opened from the keyboard), and the focus moved from
 * the stand-in to the real trigger (`focusTrigger`). Shared by the users' row menu and the
 * profile's download menu.
 */
export function useDeferredMenu(openIntent: OpenIntent, focusTrigger: boolean) {
  const [open, setOpen] = useState(openIntent !== null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (focusTrigger) triggerRef.current?.focus({ preventScroll: true });
    // Mount-time only: later renders keep whatever focus the menu itself manages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (openIntent !== "keyboard") return;
    // Radix highlights the first item of a menu opened from the keyboard; this one was mounted
    // after the key press, so it is done here once the content has taken the focus.
    const frame = requestAnimationFrame(() => contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus());
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { open, setOpen, triggerRef, contentRef };
}
