"use client";
import { useTranslations } from "next-intl";
import { ChevronDown } from "lucide-react";
import type { ShellUser } from "@/lib/shell/types";
import { initials } from "@/lib/text/initials";

export const TRIGGER_CLASSES = "flex items-center gap-2 rounded-md px-2 py-1 hover:bg-[var(--color-surface)]";

/** What the menu's button shows: avatar, name and role. */
export function TriggerFace({ user, roleLabel }: { user: ShellUser; roleLabel: string }) {
  const t = useTranslations("shell");
  return (
    <>
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
    </>
  );
}


