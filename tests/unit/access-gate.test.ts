import { describe, expect, it } from "vitest";
import { decide, type GateInput } from "@/lib/access/gate";
import { DASHBOARD_PRIVILEGE, matchPageRoute } from "@/lib/access/routes";

const modules = { dashboard: true, profile: true, interview: true };
const tenant = { maintenanceMode: false, modules };
const user = { privileges: [DASHBOARD_PRIVILEGE], isSecurePassword: true, candidateUniqueId: "C-1", role: "talent" };

function input(pathname: string, over: Partial<GateInput> = {}): GateInput {
  return { pathname, search: "", route: matchPageRoute(pathname), tenant, globalMaintenance: false, user, enforceSession: true, ...over };
}

describe("page route table", () => {
  it("matches literal routes before dynamic ones", () => {
    expect(matchPageRoute("/login/external")?.pattern).toBe("/login/external");
    expect(matchPageRoute("/login/external/42")?.pattern).toBe("/login/external/[jobId]");
    expect(matchPageRoute("/job-9/whiteboard/int-3")?.pattern).toBe("/[jobId]/whiteboard/[interviewId]");
  });
  it("knows nothing of unknown paths", () => {
    expect(matchPageRoute("/no/such/page/here")).toBeNull();
    expect(matchPageRoute("/dashboard/extra")).toBeNull();
  });
});

describe("the gate", () => {
  it("sends every route to maintenance when the tenant is in maintenance, except the 503 page itself", () => {
    expect(decide(input("/login", { tenant: { ...tenant, maintenanceMode: true } })).kind).toBe("maintenance");
    expect(decide(input("/nope", { globalMaintenance: true })).kind).toBe("maintenance");
    expect(decide(input("/maintenance", { globalMaintenance: true })).kind).toBe("next");
  });
  it("answers not found for an unknown tenant or route", () => {
    expect(decide(input("/profile", { tenant: null })).kind).toBe("notFound");
    expect(decide(input("/x/y/z/w")).kind).toBe("notFound");
  });
  it("redirects the root to /profile", () => {
    expect(decide(input("/"))).toEqual({ kind: "redirect", to: "/profile" });
  });
  it("sends a visitor without a session to login, remembering the origin", () => {
    expect(decide(input("/dashboard", { user: null, search: "?tab=2" }))).toEqual({ kind: "login", from: "/dashboard?tab=2", portal: "talent" });
  });
  it("sends a user without a secure password from a private page to /login/reset-password", () => {
    expect(decide(input("/profile", { user: { ...user, isSecurePassword: false } }))).toEqual({ kind: "redirect", to: "/login/reset-password" });
    expect(decide(input("/admin/dashboard", { user: { ...user, role: "recruiter", portal: "admin", isSecurePassword: false } }))).toEqual({
      kind: "redirect",
      to: "/login/reset-password",
    });
  });
  it("lets a user without a secure password reach the login and recovery pages (no redirect loop)", () => {
    const insecure = { ...user, isSecurePassword: false };
    for (const path of ["/login", "/login/reset-password", "/admin/login", "/forgot-password", "/forgot-password/reset-password/abc.def"]) {
      expect(decide(input(path, { user: insecure })), path).toEqual({ kind: "next" });
    }
  });
  it("forbids a route whose module is disabled", () => {
    expect(decide(input("/calendar", { tenant: { ...tenant, modules: { ...modules, interview: false } } })).kind).toBe("forbidden");
  });
  it("forbids /dashboard without VIEW_TALENT_DASHBOARD_SECTION.E and allows it with", () => {
    expect(decide(input("/dashboard", { user: { ...user, privileges: [] } })).kind).toBe("forbidden");
    expect(decide(input("/dashboard")).kind).toBe("next");
  });
  it("lets public routes through without a session", () => {
    expect(decide(input("/jobs", { user: null })).kind).toBe("next");
    expect(decide(input("/osi/abc/questions/1", { user: null })).kind).toBe("next");
  });
});

describe("the gate before identity enforces sessions", () => {
  it("still forbids a disabled module to a visitor without a session", () => {
    expect(decide(input("/dashboard", { user: null, enforceSession: false, tenant: { ...tenant, modules: { ...modules, dashboard: false } } })).kind).toBe("forbidden");
  });
});

describe("portals", () => {
  it("sends an admin-portal session on a talent page to the talent login", () => {
    expect(decide(input("/profile", { user: { ...user, role: "recruiter", portal: "admin" } }))).toEqual({ kind: "login", from: "/profile", portal: "talent" });
  });
  it("sends a talent session on an admin page to the admin login", () => {
    expect(decide(input("/admin/dashboard", { route: { pattern: "/admin/dashboard", area: "admin" }, user: { ...user, portal: "talent" } }))).toEqual({
      kind: "login",
      from: "/admin/dashboard",
      portal: "admin",
    });
  });
});
