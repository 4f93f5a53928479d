"use client";

import { useTranslations } from "next-intl";
import { Ellipsis } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyModule } from "@/components/ui/lazy-module";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { useDeferredControl } from "@/components/ui/deferred-control";
import { availableStateActions, canResendInvitation, isAdminPrivileged, type StateAction } from "@/lib/org/rules";
import type { UserRow } from "@/lib/org/queries";
import type { UserRowMenu as UserRowMenuComponent, UserRowMenuItem } from "./user-row-menu";

export type RowAction = StateAction | "resend" | "edit";

/** The menu's code (Radix DropdownMenu and its positioning), its own chunk (D81). */
const menuModule = lazyModule<typeof UserRowMenuComponent>(() => import("./user-row-menu").then((m) => m.UserRowMenu));

/** Loads the row menu's code ahead (tests). */
export async function loadUserRowMenu(): Promise<void> {
  await menuModule.load();
}

/** The keys Radix DropdownMenu's trigger opens on. */
const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * The row menu of the users table. Actions the rules refuse stay in the menu, disabled, with the
 * reason under them, so an admin learns why instead of wondering where "Archive" went. The menu's
 * code loads when the button is pointed at, focused or pressed (D81); until then the button is
 * the same menu button, closed.
 */
export function UserRowActions({ user, isSelf, canManage, onPick }: { user: UserRow; isSelf: boolean; canManage: boolean; onPick: (action: RowAction) => void }) {
  const t = useTranslations("org.users");
  const label = t("rowActions", { name: user.fullName });
  const { loaded: UserRowMenu, openIntent, focusOnSwap, standInProps } = useDeferredControl(menuModule, OPEN_KEYS);

  if (!canManage) {
    return (
      <NoPermissionTooltip>
        <Button variant="ghost" size="xs" iconOnly disabled aria-label={label}>
          <Ellipsis aria-hidden="true" size={16} />
        </Button>
      </NoPermissionTooltip>
    );
  }

  const icon = <Ellipsis aria-hidden="true" size={16} />;
  if (!UserRowMenu) {
    return (
      <Button {...standInProps} variant="ghost" size="xs" iconOnly aria-label={label} aria-haspopup="menu" aria-expanded={false} data-state="closed" data-testid={`user-actions-${user.email}`}>
        {icon}
      </Button>
    );
  }

  const blockedReason = (action: StateAction): string | null => {
    if (isSelf) return t("blocked.self");
    if (action !== "archive") return null;
    if (isAdminPrivileged(user.role)) return t("blocked.adminPrivileged");
    if (user.activeJobCount > 0) return t("blocked.activeJobs");
    return null;
  };

  const items: UserRowMenuItem[] = [
    { key: "edit", onSelect: () => onPick("edit"), children: t("actions.edit") },
    ...availableStateActions(user.state).map((action) => {
      const reason = blockedReason(action);
      return {
        key: action,
        disabled: reason !== null,
        onSelect: () => onPick(action),
        children: (
          <>
            <span>{t(`actions.${action}`)}</span>
            {reason ? <span className="text-xs text-gray-600">{reason}</span> : null}
          </>
        ),
      };
    }),
    ...(canResendInvitation(user) ? [{ key: "resend", onSelect: () => onPick("resend"), children: t("actions.resend") }] : []),
  ];

  return (
    <UserRowMenu
      openIntent={openIntent}
      focusTrigger={focusOnSwap}
      items={items}
      trigger={
        <Button variant="ghost" size="xs" iconOnly aria-label={label} data-testid={`user-actions-${user.email}`}>
          {icon}
        </Button>
      }
    />
  );
}
