import "server-only";
import type { SessionUser } from "@/lib/auth/identity";
import { unreadSummary, type UnreadSummary } from "./queries";

/** The shell's unread state on load (the sidebar dots before any script runs); null without a user of this tenant. */
export async function shellUnread(user: SessionUser | null, tenantId: string, portal: "admin" | "talent"): Promise<UnreadSummary | null> {
  if (!user || user.portal !== portal || user.companyId !== tenantId) return null;
  return unreadSummary({ companyId: tenantId, userId: user.userId, portal });
}
