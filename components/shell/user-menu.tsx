"use client";
import Link from "next/link";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { ChevronDown, KeyRound, LogOut, UserRound } from "lucide-react";

import type { ShellUser } from "@/lib/shell/types";
import { initials } from "@/lib/text/initials";
import { ChangePasswordDialog } from "@/components/account/change-password-dialog";

export type { ShellUser };


export function UserMenu({ user, portal, onLogout }: { user: ShellUser | null; portal: "talent" | "admin"; onLogout?: () => void }) {
  const t = useTranslations("shell");
  const tAccount = useTranslations("account.changePassword");
  const [changingPassword, setChangingPassword] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A ref, not state: the menu unmounts in the same render that opens the dialog.
  const openingDialog = useRef(false);
  if (!user) {
    return (
      <Link href={portal === "admin" ? "/admin/login" : "/login"} className="inline-flex h-9 items-center rounded-md bg-[var(--brand)] px-4 text-sm font-medium text-white">
        {t("signIn")}
      </Link>
    );
  }
  const roleLabel = portal === "talent" ? (user.isCandidateLogin ? t("roles.candidate") : t("roles.talent")) : t(`roles.${user.role}`);
  return (
    <div className="flex items-center gap-2">
      {user.isCandidateLogin && user.candidateUniqueId ? (
        <span className="rounded-full bg-[var(--color-surface)] px-2 py-1 text-xs font-medium max-[600px]:hidden" data-testid="candidate-id-badge">
          {t("candidateId")}: {user.candidateUniqueId}
        </span>
      ) : null}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger ref={triggerRef} className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-[var(--color-surface)]">
          {/* Not aria-label: the visible name must stay part of the accessible name. */}
          <span className="sr-only">{t("userMenu")}</span>
          {user.avatarUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- user uploads are served through signed URLs
            <img src={user.avatarUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-[var(--brand)] text-xs font-semibold text-white">
              {initials(user.displayName)}
            </span>
          )}
          <span className="flex flex-col items-start text-left max-[600px]:hidden">
            <span className="max-w-[150px] truncate text-sm font-medium" data-testid="display-name">
              {user.displayName}
            </span>
            <span className="text-xs text-[var(--color-muted)]">{roleLabel}</span>
          </span>
          <ChevronDown aria-hidden="true" size={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            // The menu must not pull focus back to its trigger while the dialog it opened takes it.
            onCloseAutoFocus={(e) => {
              if (openingDialog.current) e.preventDefault();
              openingDialog.current = false;
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
                openingDialog.current = true;
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
      <ChangePasswordDialog
        open={changingPassword}
        onOpenChange={setChangingPassword}
        rule={portal === "talent" ? "talent" : "admin"}
        // The menu item that opened it is gone by now; the menu's trigger is where the user was.
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          triggerRef.current?.focus();
        }}
      />
    </div>
  );
}
