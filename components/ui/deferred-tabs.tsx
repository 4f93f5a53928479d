"use client";

import { createElement, useId, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import { lazyModule, useLazyModule } from "./lazy-module";
import type { TabsProps } from "./tabs";

/** Radix Tabs with its roving focus and collection (≈ 8 kB gzip), its own chunk. */
const tabsModule = lazyModule<ComponentType<TabsProps>>(() => import("./tabs").then((m) => m.Tabs));

/** Loads the tabs' code ahead (tests). */
export async function loadDeferredTabs(): Promise<void> {
  await tabsModule.load();
}

export type DeferredTabsProps = Omit<TabsProps, "value" | "onValueChange"> & { defaultValue: string };

/**
 * Tabs (components/ui/tabs.tsx, Radix) whose code loads on first intent (D82), as `DeferredSelect`
 * does for a select (D81). Until then the tab list, its tabs and the panels are the same roles and
 * states as Radix renders them, server-rendered, and work on their own: a press, focus, Enter or
 * Space, the arrow keys, Home and End choose a tab (automatic activation, looping, as Radix).
 * Pointing at the list fetches the real tabs' code; focusing a tab (a press focuses it too) puts
 * them in the stand-in's place, on the chosen tab, with the focus moved along. The swap waits for
 * focus so that a press always lands on the element it started on.
 */
export function DeferredTabs({ defaultValue, ...props }: DeferredTabsProps) {
  const [value, setValue] = useState(defaultValue);
  const [wanted, setWanted] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  // The stand-in tab that had the focus when the code arrived: the real one takes it.
  const Loaded = useLazyModule(tabsModule, wanted, () => {
    const standIns = [...(boxRef.current?.querySelectorAll('[role="tab"]') ?? [])];
    const i = standIns.indexOf(document.activeElement as Element);
    focusIndex.current = i >= 0 ? i : null;
  });

  useLayoutEffect(() => {
    if (!Loaded || focusIndex.current === null) return;
    boxRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[focusIndex.current]?.focus({ preventScroll: true });
    focusIndex.current = null;
  }, [Loaded]);

  return (
    <div ref={boxRef} className="contents">
      {Loaded ? createElement(Loaded, { ...props, value, onValueChange: setValue }) : <TabsStandIn {...props} value={value} onValueChange={setValue} onIntent={() => setWanted(true)} />}
    </div>
  );
}

/** Pointing at the tabs fetches their code; the swap waits for focus, so a press lands on the stand-in. */
const preload = () => {
  tabsModule.load().catch(() => undefined);
};

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The tabs as Radix renders them (roles, states, relations), without Radix. */
function TabsStandIn({ label, items, value, onValueChange, className, listClassName, triggerClassName, contentClassName, onIntent }: TabsProps & { onIntent: () => void }) {
  const base = `tabs-${useId()}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === "Enter" || event.key === " ") return onValueChange(items[index].value);
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    onValueChange(items[next].value);
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div dir="ltr" data-orientation="horizontal" className={className}>
      <div role="tablist" aria-orientation="horizontal" aria-label={label} data-orientation="horizontal" data-deferred="" className={listClassName} onPointerEnter={preload} onFocus={onIntent}>
        {items.map((item, i) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={`${base}-trigger-${item.value}`}
              aria-selected={selected}
              aria-controls={`${base}-content-${item.value}`}
              data-state={selected ? "active" : "inactive"}
              data-orientation="horizontal"
              tabIndex={selected ? 0 : -1}
              className={triggerClassName}
              // As Radix's trigger: a main-button press chooses (before the click, so a swap to the
              // real tabs in between loses nothing), and so does focus (automatic activation).
              onMouseDown={(event) => {
                if (event.button === 0 && !event.ctrlKey) onValueChange(item.value);
              }}
              onClick={() => onValueChange(item.value)}
              onFocus={() => onValueChange(item.value)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={`${base}-content-${item.value}`}
            aria-labelledby={`${base}-trigger-${item.value}`}
            data-state={selected ? "active" : "inactive"}
            data-orientation="horizontal"
            hidden={!selected}
            tabIndex={0}
            className={item.className ?? contentClassName}
          >
            {selected ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}
