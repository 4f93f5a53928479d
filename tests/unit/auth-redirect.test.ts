import { describe, expect, it } from "vitest";
import { DASHBOARD_PRIVILEGE } from "@/lib/access/routes";
import { CHANGE_PASSWORD_PATH, landingPath, loginRedirect, logoutRedirect, safeRelativePath } from "@/lib/auth/redirect";
import { sessionMatchesTenant } from "@/lib/auth/identity";

const talent = { portal: "talent" as const, privileges: [DASHBOARD_PRIVILEGE], loginType: "password", isSecurePassword: true };
const admin = { portal: "admin" as const, privileges: [], loginType: "password", isSecurePassword: true };

describe("safeRelativePath (open-redirect safety)", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRelativePath("/profile")).toBe("/profile");
    expect(safeRelativePath("/builder?section=education#top")).toBe("/builder?section=education#top");
    expect(safeRelativePath("/admin/jobs/42")).toBe("/admin/jobs/42");
  });

  it("refuses anything that could leave the origin", () => {
    const hostile = [
      "//evil.example",
      "//evil.example/profile",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example",
      "http:evil.example",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "evil.example/profile",
      "/\t/evil.example",
      "/\n/evil.example",
      "/%0a/evil.example".replace("%0a", "\n"),
      " /profile",
      "",
    ];
    for (const from of hostile) expect(safeRelativePath(from), JSON.stringify(from)).toBeNull();
  });

  it("refuses non-strings, oversized values, API routes and login pages (no loops)", () => {
    expect(safeRelativePath(undefined)).toBeNull();
    expect(safeRelativePath(["/profile"])).toBeNull();
    expect(safeRelativePath(`/${"a".repeat(5000)}`)).toBeNull();
    expect(safeRelativePath("/api/auth/signout")).toBeNull();
    expect(safeRelativePath("/login")).toBeNull();
    expect(safeRelativePath("/login?from=/profile")).toBeNull();
    expect(safeRelativePath("/admin/login")).toBeNull();
    expect(safeRelativePath("/loginhelp")).toBe("/loginhelp");
  });

  it("normalises dot segments without escaping the origin", () => {
    expect(safeRelativePath("/a/../../profile")).toBe("/profile");
    expect(safeRelativePath("/./%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });
});

describe("landing page after login", () => {
  it("sends a talent with the dashboard privilege to /dashboard, without it to /profile", () => {
    expect(landingPath(talent)).toBe("/dashboard");
    expect(landingPath({ ...talent, privileges: [] })).toBe("/profile");
  });

  it("sends candidate login types and tenants without the dashboard module to /profile", () => {
    expect(landingPath({ ...talent, loginType: "external" })).toBe("/profile");
    expect(landingPath(talent, { dashboard: false })).toBe("/profile");
  });

  it("sends admins to /admin/dashboard and cloud admins to /admin/cloud", () => {
    expect(landingPath(admin)).toBe("/admin/dashboard");
    expect(landingPath({ ...admin, portal: "cloud" })).toBe("/admin/cloud");
  });
});

describe("loginRedirect", () => {
  it("honours a safe from of the same portal", () => {
    expect(loginRedirect(talent, "/calendar")).toBe("/calendar");
    expect(loginRedirect(admin, "/admin/jobs?page=2")).toBe("/admin/jobs?page=2");
  });

  it("ignores a from that is unsafe or belongs to the other portal", () => {
    expect(loginRedirect(talent, "//evil.example")).toBe("/dashboard");
    expect(loginRedirect(talent, "/admin/users")).toBe("/dashboard");
    expect(loginRedirect(admin, "/profile")).toBe("/admin/dashboard");
  });

  it("sends a user with a temporary password to change it first", () => {
    expect(loginRedirect({ ...talent, isSecurePassword: false }, "/calendar")).toBe(CHANGE_PASSWORD_PATH);
  });
});

describe("logoutRedirect", () => {
  it("sends external, public and job logins to the job's external login when a job id is known", () => {
    for (const loginType of ["external", "public", "job"]) {
      expect(logoutRedirect({ portal: "talent", loginType }, "job-42")).toBe("/login/external/job-42");
    }
  });

  it("sends external, public and job logins without a stored job id to the external login", () => {
    for (const loginType of ["external", "public", "job"]) {
      expect(logoutRedirect({ portal: "talent", loginType })).toBe("/login/external");
      expect(logoutRedirect({ portal: "talent", loginType }, "")).toBe("/login/external");
    }
  });

  it("sends password logins to /login whatever the job id, and never follows a crafted job id", () => {
    expect(logoutRedirect({ portal: "talent", loginType: "password" }, "job-42")).toBe("/login");
    expect(logoutRedirect({ portal: "talent", loginType: "password" })).toBe("/login");
    expect(logoutRedirect({ portal: "talent", loginType: "external" }, "../../evil")).toBe("/login/external");
    expect(logoutRedirect({ portal: "talent", loginType: "external" }, "//evil.example")).toBe("/login/external");
  });

  it("sends an admin-portal user to the admin login with their role's artwork", () => {
    for (const role of ["recruiter", "recruiterAdmin", "collaborator", "admin"]) {
      expect(logoutRedirect({ portal: "admin", loginType: "password", role })).toBe(`/admin/login?role=${role}`);
    }
    expect(logoutRedirect({ portal: "admin", loginType: "password", role: "x&from=//evil" })).toBe("/admin/login");
  });

  it("sends admins and cloud admins back to their own login section", () => {
    expect(logoutRedirect({ portal: "admin", loginType: "password" })).toBe("/admin/login");
    expect(logoutRedirect({ portal: "cloud", loginType: "password" })).toBe("/admin/login?section=cloud");
    expect(logoutRedirect(null)).toBe("/login");
  });
});

describe("sessionMatchesTenant", () => {
  it("matches only the tenant that issued the session", () => {
    const session = { user: { tenant: "demo" } };
    expect(sessionMatchesTenant(session, "demo")).toBe(true);
    expect(sessionMatchesTenant(session, "DEMO")).toBe(true);
    expect(sessionMatchesTenant(session, "acme")).toBe(false);
    expect(sessionMatchesTenant(session, null)).toBe(false);
    expect(sessionMatchesTenant(null, "demo")).toBe(false);
    expect(sessionMatchesTenant({ user: {} }, "demo")).toBe(false);
  });
});
