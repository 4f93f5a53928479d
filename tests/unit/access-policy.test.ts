import { describe, expect, it } from "vitest";
import { decide } from "@/lib/access/gate";
import { judge } from "@/lib/access/policy";
import { matchPageRoute } from "@/lib/access/routes";
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from "@/lib/access/permissions";

const modules = { dashboard: true, profile: true, interview: true };
const recruiter = { portal: "admin" as const, role: "recruiter" as const, privileges: [], isSecurePassword: true };
const talent = { portal: "talent" as const, role: "talent" as const, privileges: ["VIEW_TALENT_DASHBOARD_SECTION.E"], isSecurePassword: true };

describe("access policy (route handlers and server actions)", () => {
  it("lets anyone through a public rule and asks for a session otherwise (10231)", () => {
    expect(judge("public", null, modules)).toEqual({ ok: true });
    expect(judge("signedIn", null, modules)).toEqual({ ok: false, code: 10231 });
    expect(judge({ portal: ["admin"] }, null, modules)).toEqual({ ok: false, code: 10231 });
  });

  it("refuses another portal, another role, a missing privilege or permission with 10403", () => {
    expect(judge({ portal: ["admin"] }, talent, modules)).toEqual({ ok: false, code: 10403 });
    expect(judge({ roles: ["recruiterAdmin"] }, recruiter, modules)).toEqual({ ok: false, code: 10403 });
    expect(judge({ privilege: "VIEW_TALENT_DASHBOARD_SECTION.E" }, { ...talent, privileges: [] }, modules)).toEqual({ ok: false, code: 10403 });
    expect(judge({ permission: "users.manage" }, recruiter, modules, new Set(DEFAULT_ROLE_PERMISSIONS.recruiter))).toEqual({ ok: false, code: 10403 });
    expect(judge({ permission: "jobs.create" }, recruiter, modules, new Set(DEFAULT_ROLE_PERMISSIONS.recruiter))).toEqual({ ok: true });
  });

  it("answers 10028 when the rule's module is switched off for the company", () => {
    expect(judge({ module: "interview" }, talent, { ...modules, interview: false })).toEqual({ ok: false, code: 10028 });
  });

  it("gives the recruiter admin every permission and the talent none by default", () => {
    expect([...DEFAULT_ROLE_PERMISSIONS.recruiterAdmin].sort()).toEqual([...PERMISSIONS].sort());
    expect(DEFAULT_ROLE_PERMISSIONS.talent).toEqual([]);
  });
});

describe("gate: admin pages that name a permission", () => {
  const route = matchPageRoute("/admin/dashboard");
  const base = { pathname: "/admin/dashboard", search: "", route, tenant: { maintenanceMode: false, modules }, globalMaintenance: false, enforceSession: true };
  const user = { privileges: [], isSecurePassword: true, candidateUniqueId: null, role: "collaborator", portal: "admin" as const };

  it("shows 403 to an admin-portal user whose role lacks the permission", () => {
    expect(route?.permission).toBe("dashboard.view");
    expect(decide({ ...base, user, permissions: new Set() })).toEqual({ kind: "forbidden" });
  });

  it("lets the page render when the role holds the permission", () => {
    expect(decide({ ...base, user, permissions: new Set(["dashboard.view"]) })).toEqual({ kind: "next" });
  });
});
