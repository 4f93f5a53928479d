"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { buttonClasses } from "@/components/ui/button";
import type { Permission } from "@/lib/access/permissions";

export type QuickAction = { key: string; href: string; permission: Permission };

/** Quick actions of the admin dashboard; an action the role may not use is disabled and explained. */
export function QuickActions({ actions, can }: { actions: QuickAction[]; can: Record<Permission, boolean> }) {
  const t = useTranslations("home");
  return (
    <ul className="flex flex-wrap gap-3">
      {actions.map((a) => (
        <li key={a.key}>
          {can[a.permission] ? (
            <Link href={a.href} className={buttonClasses({ variant: "secondary" })}>
              {t(`quickActions.${a.key}`)}
            </Link>
          ) : (
            <NoPermissionTooltip hasPermission={false}>
              <span aria-disabled="true" className={buttonClasses({ variant: "secondary" })} data-testid={`quick-${a.key}-disabled`}>
                {t(`quickActions.${a.key}`)}
              </span>
            </NoPermissionTooltip>
          )}
        </li>
      ))}
    </ul>
  );
}
