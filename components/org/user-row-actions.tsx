"use client";

import { DropdownMenu } from "radix-ui";
import { useTranslations } from "next-intl";
import { Ellipsis } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { availableStateActions, canResendInvitation, isAdminPrivileged, type StateAction } from "@/lib/org/rules";
import type { UserRow } from "@/lib/org/queries";

export type RowAction = StateAction | "resend" | "edit";

const itemClass =
  "flex cursor-pointer flex-col items-start gap-0.5 rounded px-3 py-2 text-sm text-gray-900 outline-none select-none data-[highlighted]:bg-[var(--brand)]/10 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60";

/**
 * The row menu of the users table. Actions the rules refuse stay in the menu, disabled, with the
 * reason under them, so an admin learns why instead of wondering where "Archive" went.
 */
export function UserRowActions({ user, isSelf, canManage, onPick }: { user: UserRow; isSelf: boolean; canManage: boolean; onPick: (action: RowAction) => void }) {
  const t = useTranslations("org.users");
  const label = t("rowActions", { name: user.fullName });

  if (!canManage) {
    return (
      <NoPermissionTooltip>
        <Button variant="ghost" size="xs" iconOnly disabled aria-label={label}>
          <Ellipsis aria-hidden="true" size={16} />
        </Button>
      </NoPermissionTooltip>
    );
  }

  const blockedReason = (action: StateAction): string | null => {
    if (isSelf) return t("blocked.self");
    if (action !== "archive") return null;
    if (isAdminPrivileged(user.role)) return t("blocked.adminPrivileged");
    if (user.activeJobCount > 0) return t("blocked.activeJobs");
    return null;
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="xs" iconOnly aria-label={label} data-testid={`user-actions-${user.email}`}>
          <Ellipsis aria-hidden="true" size={16} />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-[200px] max-w-[300px] rounded-md border border-gray-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Item className={itemClass} onSelect={() => onPick("edit")}>
            {t("actions.edit")}
          </DropdownMenu.Item>
          {availableStateActions(user.state).map((action) => {
            const reason = blockedReason(action);
            return (
              <DropdownMenu.Item key={action} className={itemClass} disabled={reason !== null} onSelect={() => onPick(action)}>
                <span>{t(`actions.${action}`)}</span>
                {reason ? <span className="text-xs text-gray-600">{reason}</span> : null}
              </DropdownMenu.Item>
            );
          })}
          {canResendInvitation(user) ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => onPick("resend")}>
              {t("actions.resend")}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
