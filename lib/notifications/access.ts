import type { Access } from "@/lib/access/policy";

/** Every staff member and every talent has their own notifications; cloud admins have none (ownerOf). */
export const NOTIFICATION_ACCESS: Access = { portal: ["admin", "talent"] };
