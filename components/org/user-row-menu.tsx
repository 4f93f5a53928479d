"use client";

import type { ReactNode } from "react";
import { DropdownMenu } from "radix-ui";
import { useDeferredMenu, type OpenIntent } from "@/components/ui/deferred-control";

export type UserRowMenuItem = { key: string; disabled?: boolean; onSelect: () => void; children: ReactNode };

const itemClass =
  "flex cursor-pointer flex-col items-start gap-0.5 rounded px-3 py-2 text-sm text-gray-900 outline-none select-none data-[highlighted]:bg-[var(--brand)]/10 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60";

/**
 * The Radix part of the users table's row menu (components/org/user-row-actions.tsx), loaded on
 * first intent (D81). `trigger` is the menu button; `openIntent` opens the menu at once when it
 * was pressed before this code had loaded (a keyboard opening then highlights the first item, as
 * Radix does), `focusTrigger` moves the focus from the stand-in to the real button.
 */
export function UserRowMenu({ trigger, items, openIntent, focusTrigger }: { trigger: ReactNode; items: UserRowMenuItem[]; openIntent: OpenIntent; focusTrigger: boolean }) {
  const { open, setOpen, triggerRef, contentRef } = useDeferredMenu(openIntent, focusTrigger);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={contentRef} align="end" sideOffset={4} className="z-50 min-w-[200px] max-w-[300px] rounded-md border border-gray-200 bg-white p-1 shadow-lg">
          {items.map((item) => (
            <DropdownMenu.Item key={item.key} className={itemClass} disabled={item.disabled} onSelect={item.onSelect}>
              {item.children}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
