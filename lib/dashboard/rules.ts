import { monthsBefore } from "@/lib/schedule/months";

/** Dashboard periods of second document §9: last 4 weeks, 2, 3 and 6 months. */
export const DASHBOARD_PERIODS = ["4w", "2m", "3m", "6m"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export function parsePeriod(v: unknown): DashboardPeriod {
  return typeof v === "string" && (DASHBOARD_PERIODS as readonly string[]).includes(v) ? (v as DashboardPeriod) : "4w";
}

/** The start of a period ending at `now`, in UTC (calendar months, so "2m" from 31 March is 31 January). */
export function periodStart(period: DashboardPeriod, now: Date = new Date()): Date {
  const d = new Date(now.getTime());
  if (period === "4w") {
    d.setUTCDate(d.getUTCDate() - 28);
    return d;
  }
  return monthsBefore(now, period === "2m" ? 2 : period === "3m" ? 3 : 6);
}

/** Admin roles whose dashboard counts the whole company; recruiters and collaborators count their own jobs. */
const COMPANY_WIDE_ROLES: ReadonlySet<string> = new Set(["recruiterAdmin", "admin"]);

/**
 * Whose jobs the admin dashboard counts for a viewer: null for the whole company (recruiter
 * admin, admin), else the viewer's own id (jobs they are assigned to or collaborate on).
 */
export function dashboardScope(user: { role: string; userId: string }): string | null {
  return isCompanyWideRole(user.role) ? null : user.userId;
}

/** Recruiter admin and admin see every job of the company; other roles see the jobs they are on. */
export function isCompanyWideRole(role: string): boolean {
  return COMPANY_WIDE_ROLES.has(role);
}

/** Talent type: company-made accounts are internal; people who came in through a public channel are external. */
export const EXTERNAL_LOGIN_TYPES = ["external", "job", "public"] as const;
