/** Recovery routes (client-safe, no I/O). Cloud admins sit above every tenant and have no self-service reset. */
export const RECOVERY_PORTALS = ["talent", "admin"] as const;
export type RecoveryPortal = (typeof RECOVERY_PORTALS)[number];

/** Where each door's forgot-password form lives (spec §2.1 for talent; the admin login screen's section). */
export const FORGOT_PASSWORD_PATHS: Record<RecoveryPortal, string> = {
  talent: "/forgot-password",
  admin: "/admin/login?section=forgotPassword",
};

/** The page an e-mailed link opens (spec §2.1), for either door: the link itself knows its account. */
export function resetLinkPath(verificationId: string): string {
  return `/forgot-password/reset-password/${encodeURIComponent(verificationId)}`;
}
