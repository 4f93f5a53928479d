"use client";

import { useTranslations } from "next-intl";
import { Badge, statusBadgeVariant } from "@/components/ui/badge";
import { displayStatus, type Invitable } from "@/lib/org/rules";

/** Active, inactive, archived, suspended, or "invitation pending" for an active user who has not accepted yet. */
export function UserStatusBadge({ user }: { user: Invitable }) {
  const t = useTranslations("org.users.states");
  const status = displayStatus(user);
  return (
    <Badge variant={statusBadgeVariant(status)} dot data-status={status}>
      {t(status)}
    </Badge>
  );
}
