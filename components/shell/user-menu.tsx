"use client";
import Link from "next/link";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { ShellUser } from "@/lib/shell/types";
import { TRIGGER_CLASSES, TriggerFace } from "./user-menu-face";

// The menu (radix DropdownMenu and its positioning code) loads on the first press of its button,
// and the change-password form (its schema and form libraries) when first opened: neither comes
// with every page.
const loadDropdown = () => import("./user-menu-dropdown");
const UserMenuDropdown = dynamic(() => loadDropdown().then((m) => m.UserMenuDropdown), { ssr: false });
const ChangePasswordDialog = dynamic(() => import("@/components/account/change-password-dialog").then((m) => m.ChangePasswordDialog), { ssr: false });

export type { ShellUser };

export function UserMenu({ user, portal, onLogout }: { user: ShellUser | null; portal: "talent" | "admin"; onLogout?: () => void }) {
  const t = useTranslations("shell");
  const [changingPassword, setChangingPassword] = useState(false);
  // Mounted from the first opening on, so closing keeps its focus handling.
  const [passwordDialogUsed, setPasswordDialogUsed] = useState(false);
  if (changingPassword && !passwordDialogUsed) setPasswordDialogUsed(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const loadMenu = () => void loadDropdown();
  const openMenu = () => void loadDropdown().then(() => setMenuLoaded(true));
  // A ref, not state: the menu unmounts in the same render that opens the dialog.
  const openingDialogRef = useRef(false);
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
      {menuLoaded ? (
        <UserMenuDropdown
          user={user}
          portal={portal}
          roleLabel={roleLabel}
          triggerRef={triggerRef}
          openingDialogRef={openingDialogRef}
          setChangingPassword={setChangingPassword}
          onLogout={onLogout}
        />
      ) : (
        // Until first pressed, a plain button of the same look: the menu's code (radix and its
        // positioning) loads on that press (prefetched on hover or focus) and mounts open.
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={TRIGGER_CLASSES}
          onPointerEnter={loadMenu}
          onFocus={loadMenu}
          onPointerDown={(e) => {
            if (e.button === 0 && !e.ctrlKey) openMenu();
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" || e.key === " " || e.key === "ArrowDown") {
              e.preventDefault();
              openMenu();
            }
          }}
        >
          <TriggerFace user={user} roleLabel={roleLabel} />
        </button>
      )}
      {passwordDialogUsed ? (
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
      ) : null}
    </div>
  );
}
