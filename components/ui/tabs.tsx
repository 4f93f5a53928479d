"use client";

import type { ReactNode } from "react";
import { Tabs as RadixTabs } from "radix-ui";

/** A tab: its value, its label (the tab) and its content (the panel, with `className`). */
export type TabItem = { value: string; label: ReactNode; content: ReactNode; className?: string };

export type TabsProps = {
  /** Names the tab list. */
  label: string;
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  listClassName?: string;
  triggerClassName?: string;
  contentClassName?: string;
};

/**
 * Tabs (Radix Tabs: roving focus, automatic activation), controlled. Pages use `DeferredTabs`
 * (./deferred-tabs.tsx), which shows the same tabs without this code until someone points at or
 * focuses them (D82).
 */
export function Tabs({ label, items, value, onValueChange, className, listClassName, triggerClassName, contentClassName }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List aria-label={label} className={listClassName}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={triggerClassName}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={item.className ?? contentClassName}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
