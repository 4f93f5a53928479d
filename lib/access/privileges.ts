/**
 * The talent-side privilege and module names, apart from the route table (lib/access/routes.ts):
 * client components (the shell's menu, the login screen's landing rule) need these two names,
 * and importing them from routes.ts sent the whole route table to every browser (≈ 12 kB gzip).
 */
export type ModuleKey = "dashboard" | "profile" | "interview";

/** The privilege that opens the talent dashboard (spec §2.3). */
export const DASHBOARD_PRIVILEGE = "VIEW_TALENT_DASHBOARD_SECTION.E";
