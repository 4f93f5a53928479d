"use client";
import Link from "next/link";
import type { RefObject } from "react";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { KeyRound, LogOut, UserRound } from "lucide-react";
import type { ShellUser } from "@/lib/shell/types";
import { TRIGGER_CLASSES, TriggerFace } from "./user-menu-face";

/**
 * The user menu itself (radix DropdownMenu and its positioning code), loaded by user-menu.tsx on
 * the first press of its button and mounted open; from then on it is the menu.
 */
export function UserMenuDropdown({
  user,
  portal,
  roleLabel,
  triggerRef,
  openingDialogRef,
  setChangingPassword,
  onLogout,
}: {
  user: ShellUser;
  portal: "talent" | "admin";
  roleLabel: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  openingDialogRef: RefObject<boolean>;
  setChangingPassword: (open: boolean) => void;
  onLogout?: () => void;
}) {
  const t = useTranslations("shell");
  const tAccount = useTranslations("account.changePassword");
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger ref={triggerRef} className={TRIGGER_CLASSES}>
        <TriggerFace user={user} roleLabel={roleLabel} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          // The menu must not pull focus back to its trigger while the dialog it opened takes it.
          onCloseAutoFocus={(e) => {
            if (openingDialogRef.current) e.preventDefault();
            openingDialogRef.current = false;
          }}
          className="z-50 min-w-[180px] rounded-md border border-[var(--color-line)] bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild>
            <Link href={portal === "admin" ? "/admin/account" : "/profile"} className="flex items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-[var(--color-surface)]">
              <UserRound aria-hidden="true" size={16} /> {t("myProfile")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => {
              openingDialogRef.current = true;
              setChangingPassword(true);
            }}
            className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-[var(--color-surface)]"
          >
            <KeyRound aria-hidden="true" size={16} /> {tAccount("menuItem")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => onLogout?.()}
            className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-[var(--color-surface)]"
          >
            <LogOut aria-hidden="true" size={16} /> {t("logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
