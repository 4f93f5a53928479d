import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DASHBOARD_PRIVILEGE } from "@/lib/access/routes";
import { CHANGE_PASSWORD_PATH, landingPath, loginRedirect, logoutRedirect, safeRelativePath } from "@/lib/auth/redirect";
import { sessionMatchesTenant } from "@/lib/auth/identity";
import { searchBackHref } from "@/lib/selection/rules";

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

describe("safeRelativePath never hands out another origin (issue 11 §4)", () => {
  it("refuses what the URL parser would normalise into a scheme-relative path", () => {
    // Each of these used to pass the raw check and come back as "//evil.example/x".
    for (const from of ["/.//evil.example/x", "/..//evil.example/x", "/%2e//evil.example/x", "/%2E%2E//evil.example/x", "/a/..//evil.example", "/./\\evil.example", "/.%2e//evil.example"]) {
      expect(safeRelativePath(from), from).toBeNull();
    }
    expect(loginRedirect(talent, "/.//evil.example/x")).toBe("/dashboard");
    expect(searchBackHref("/.//evil.example/admin/talent/search")).toBe("/admin/talent/search");
  });

  // Pieces that trip URL parsers: slashes both ways, dot segments (plain and encoded), encoded
  // slashes, whitespace the parser strips, schemes, userinfo, full-width dots and NULs.
  const piece = fc.constantFrom(
    "/", "//", "\\", ".", "..", "%2e", "%2E", "%2e%2e", ".%2e", "%2f", "%2F", "%5c", "%5C", "\t", "\n", "\r", " ", "\u0000", "%00", "%09", "%0a",
    "evil.example", "evil.example:80", "@", ":", "?", "#", "&", "=", "http:", "https:", "javascript:", "data:", "\u3002", "\uff0e", "\u2215", "\u00a0", "x", "profile", "admin", "login", "api",
  );
  const hostile = fc.oneof(
    fc.array(piece, { maxLength: 14 }).map((parts) => parts.join("")),
    fc.array(piece, { maxLength: 14 }).map((parts) => `/${parts.join("")}`),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.string({ unit: "binary", maxLength: 40 }).map((s) => `/${s}`),
    // Dense in the shapes that matter: a slash, then a short run of dots and slashes, then anything.
    fc
      .tuple(fc.array(fc.constantFrom("/", "\\", ".", "..", "%2e", "%2E", "%2f"), { maxLength: 6 }), fc.array(piece, { maxLength: 6 }))
      .map(([head, tail]) => `/${head.join("")}${tail.join("")}`),
  );
  const origins = ["https://demo.talent.example", "http://localhost:3000", "http://acme.localhost:3102"];

  it("answers null or one same-origin path, for arbitrary strings", () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom(...origins), fc.constantFrom("/", "/login?from=x", "/deep/er/page?q=1#h"), (from, origin, current) => {
        const out = safeRelativePath(from);
        if (out === null) return;
        // A single leading slash, nothing a parser strips or rewrites, fully encoded.
        expect(out.startsWith("/")).toBe(true);
        expect(out.startsWith("//")).toBe(false);
        expect(out).not.toMatch(/[\\\s\u0000-\u001f\u007f-\uffff]/);
        // Resolved the way a browser resolves a Location header, from any page of any origin.
        const resolved = new URL(out, new URL(current, origin));
        expect(resolved.origin).toBe(origin);
        expect(resolved.pathname + resolved.search + resolved.hash).toBe(out);
        // What was checked is what is used: checking it again changes nothing.
        expect(safeRelativePath(out)).toBe(out);
      }),
      { numRuns: 5000 },
    );
  });

  it("every redirect built from it keeps the origin too (login and compare back link)", () => {
    fc.assert(
      fc.property(hostile, (from) => {
        for (const to of [loginRedirect(talent, from), loginRedirect(admin, from), searchBackHref(from), searchBackHref(`/admin/talent/search?q=${from}`)]) {
          expect(new URL(to, "https://demo.talent.example/x").origin).toBe("https://demo.talent.example");
          expect(to.startsWith("//")).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
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
