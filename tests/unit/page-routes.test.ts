import { describe, expect, it } from "vitest";
import { decide, type GateDecision, type GateUser } from "@/lib/access/gate";
import { DEFAULT_ROLE_PERMISSIONS } from "@/lib/access/permissions";
import { DASHBOARD_PRIVILEGE, PAGE_ROUTES, matchPageRoute } from "@/lib/access/routes";
import { CHANGE_PASSWORD_PATH } from "@/lib/auth/redirect";
import type { UserRole } from "@/lib/auth/identity";
import { fillPattern, pageFiles } from "../support/app-routes";

/**
 * Pages on disk against the route table the proxy reads, and the gate's decision for every
 * route × actor. A page file without a PAGE_ROUTES entry, or an entry without a row in EXPECTED
 * below, fails here. PAGE_ROUTES may list pages not built yet (the spec names them all).
 */
type Actor =
  | "anonymous"
  | "talent"
  | "talentWithoutDashboard"
  | "candidate"
  | "insecurePassword"
  | "recruiterAdmin"
  | "recruiter"
  | "collaborator"
  | "admin"
  | "cloudAdmin"
  | "modulesOff";
/** "next" | "forbidden" | "notFound" | "maintenance" | "login:<portal>" | "redirect:<path>" */
type Expect = string;
type Row = Record<Actor, Expect>;

const ACTORS: readonly Actor[] = [
  "anonymous",
  "talent",
  "talentWithoutDashboard",
  "candidate",
  "insecurePassword",
  "recruiterAdmin",
  "recruiter",
  "collaborator",
  "admin",
  "cloudAdmin",
  "modulesOff",
];

const ON = { dashboard: true, profile: true, interview: true };
const OFF = { dashboard: false, profile: false, interview: false };

const talent = { privileges: [DASHBOARD_PRIVILEGE], isSecurePassword: true, candidateUniqueId: "DEMO-C-1", role: "talent", portal: "talent" } as const;
const adminOf = (role: UserRole) => ({ privileges: [], isSecurePassword: true, candidateUniqueId: null, role, portal: "admin" as const });

const ACTOR_INPUT: Record<Actor, { user: GateUser; modules?: typeof ON; permissions?: ReadonlySet<string> }> = {
  anonymous: { user: null },
  talent: { user: { ...talent, privileges: [...talent.privileges] } },
  talentWithoutDashboard: { user: { ...talent, privileges: [] } },
  // External, public and job logins carry no dashboard privilege (spec §2.3: no dashboard item).
  candidate: { user: { ...talent, privileges: [], candidateUniqueId: "DEMO-C-2" } },
  insecurePassword: { user: { ...talent, privileges: [...talent.privileges], isSecurePassword: false } },
  recruiterAdmin: { user: adminOf("recruiterAdmin"), permissions: new Set(DEFAULT_ROLE_PERMISSIONS.recruiterAdmin) },
  recruiter: { user: adminOf("recruiter"), permissions: new Set(DEFAULT_ROLE_PERMISSIONS.recruiter) },
  collaborator: { user: adminOf("collaborator"), permissions: new Set(DEFAULT_ROLE_PERMISSIONS.collaborator) },
  admin: { user: adminOf("admin"), permissions: new Set(DEFAULT_ROLE_PERMISSIONS.admin) },
  cloudAdmin: { user: { privileges: [], isSecurePassword: true, candidateUniqueId: null, role: "cloudAdmin", portal: "cloud" } },
  // The full talent with every module of the tenant switched off.
  modulesOff: { user: { ...talent, privileges: [...talent.privileges] }, modules: OFF },
};

function every(e: Expect): Row {
  return Object.fromEntries(ACTORS.map((a) => [a, e])) as Row;
}

// Written out, not derived from the table under test.
const OPEN: Row = every("next");
const CHANGE_PW = `redirect:${CHANGE_PASSWORD_PATH}`;

/** A talent page: the talent portal only; a session from another portal counts as none. */
const TALENT_PAGE: Row = {
  anonymous: "login:talent",
  talent: "next",
  talentWithoutDashboard: "next",
  candidate: "next",
  insecurePassword: CHANGE_PW,
  recruiterAdmin: "login:talent",
  recruiter: "login:talent",
  collaborator: "login:talent",
  admin: "login:talent",
  cloudAdmin: "login:talent",
  modulesOff: "forbidden",
};

/** A company admin page every admin role may open; the cloud admin, who has no company, may not. */
const ADMIN_PAGE: Row = {
  anonymous: "login:admin",
  talent: "login:admin",
  talentWithoutDashboard: "login:admin",
  candidate: "login:admin",
  insecurePassword: "login:admin",
  recruiterAdmin: "next",
  recruiter: "next",
  collaborator: "next",
  admin: "next",
  cloudAdmin: "forbidden",
  modulesOff: "login:admin",
};

/**
 * An admin page naming a permission that only `allowed` roles hold by default. The cloud admin
 * gets 403 on every company page.
 */
function adminPageFor(allowed: Actor[]): Row {
  const denied: Actor[] = (["recruiterAdmin", "recruiter", "collaborator", "admin"] as Actor[]).filter((a) => !allowed.includes(a));
  return { ...ADMIN_PAGE, ...Object.fromEntries(denied.map((a) => [a, "forbidden"])) };
}

const EXPECTED: Record<string, Row> = {
  "/": every("redirect:/profile"),
  "/login": OPEN,
  "/login/reset-password": OPEN,
  "/forgot-password": OPEN,
  "/forgot-password/reset-password/[verificationId]": OPEN,
  "/login/external": OPEN,
  "/login/external/[jobId]": OPEN,
  "/email-login": OPEN,
  "/public/candidate/[encryptedCandidateId]": OPEN,
  "/public/login/[encryptedCandidateId]": OPEN,
  "/jobs": OPEN,
  "/osi/[encryptedOsiId]": OPEN,
  "/osi/[encryptedOsiId]/intro": OPEN,
  "/osi/[encryptedOsiId]/questions/[questionId]": OPEN,
  "/osi/[encryptedOsiId]/thank-you": OPEN,
  "/maintenance": OPEN,
  "/forbidden": OPEN,
  "/admin/forbidden": OPEN,
  "/admin/login": OPEN,
  // The front door's page itself sends each visitor on (see the e2e access matrix).
  "/admin": OPEN,
  // Spec §2.2: the dashboard needs VIEW_TALENT_DASHBOARD_SECTION.E; without it, 403 in the layout.
  "/dashboard": { ...TALENT_PAGE, talentWithoutDashboard: "forbidden", candidate: "forbidden" },
  "/profile": TALENT_PAGE,
  "/builder": TALENT_PAGE,
  "/builder/thankyou": TALENT_PAGE,
  "/calendar": TALENT_PAGE,
  // Issue 14: no module gates a user's own notifications.
  "/notifications": { ...TALENT_PAGE, modulesOff: "next" },
  "/interview/[jobId]/schedule": TALENT_PAGE,
  "/interview/[jobId]/video-interview": TALENT_PAGE,
  "/[jobId]/whiteboard/[interviewId]": TALENT_PAGE,
  "/practice-interview": TALENT_PAGE,
  // Every default admin role holds dashboard.view; the permission-less case is below.
  "/admin/dashboard": ADMIN_PAGE,
  "/admin/departments": adminPageFor(["recruiterAdmin", "admin"]),
  "/admin/departments/[id]": adminPageFor(["recruiterAdmin", "admin"]),
  "/admin/users": adminPageFor(["recruiterAdmin", "admin"]),
  "/admin/users/bulk-upload": adminPageFor(["recruiterAdmin", "admin"]),
  // The activity log (issue 14): "users.manage".
  "/admin/activity": adminPageFor(["recruiterAdmin", "admin"]),
  // The question bank (issue 16): every admin role may look (jobs.view); its actions need jobs.edit.
  "/admin/questions": ADMIN_PAGE,
  "/admin/questions/osi": ADMIN_PAGE,
  "/admin/questions/code": ADMIN_PAGE,
  // Jobs: every admin role may look (jobs.view); collaborators may not create or edit.
  "/admin/jobs": ADMIN_PAGE,
  "/admin/jobs/templates": ADMIN_PAGE,
  "/admin/jobs/templates/[templateId]": ADMIN_PAGE,
  "/admin/jobs/[jobId]": ADMIN_PAGE,
  "/admin/jobs/new": adminPageFor(["recruiterAdmin", "recruiter", "admin"]),
  "/admin/jobs/[jobId]/edit": adminPageFor(["recruiterAdmin", "recruiter", "admin"]),
  // Talent search, the talent pool and a job's search overview: the roles with talent.search.
  "/admin/jobs/[jobId]/search": adminPageFor(["recruiterAdmin", "recruiter", "admin"]),
  "/admin/talent": adminPageFor(["recruiterAdmin", "recruiter", "admin"]),
  "/admin/talent/search": adminPageFor(["recruiterAdmin", "recruiter", "admin"]),
  // The invitation link is opened before the invitee has an account.
  "/admin/invitation/[token]": OPEN,
  "/admin/settings/mock-talents": adminPageFor(["recruiterAdmin", "admin"]),
  // Read-only for roles without roles.manage; the page itself hides the switches.
  "/admin/settings/roles": { ...ADMIN_PAGE, cloudAdmin: "next" },
  // The cloud admin's home: theirs alone.
  "/admin/cloud": { ...ADMIN_PAGE, recruiterAdmin: "forbidden", recruiter: "forbidden", collaborator: "forbidden", admin: "forbidden", cloudAdmin: "next" },
  // Every default admin role may compare; sharing lives with search (not collaborators).
  "/admin/talent/compare": ADMIN_PAGE,
  "/admin/talent/shared/[shareId]": adminPageFor(["recruiterAdmin", "recruiter", "admin"]),
  // A candidate's profile: the roles that may search talent.
  "/admin/talent/[candidateId]": adminPageFor(["recruiterAdmin", "recruiter", "admin"]),
  // Interviews: every default admin role views them (collaborators interview); reviewing is
  // every role with interviews.review; the company's business hours are settings.
  "/admin/interviews": ADMIN_PAGE,
  "/admin/interviews/[entryId]": ADMIN_PAGE,
  "/admin/interviews/[entryId]/review": ADMIN_PAGE,
  "/admin/video-interview/[interviewId]": ADMIN_PAGE,
  "/admin/interviews/[entryId]/code/[interviewId]": ADMIN_PAGE,
  "/admin/interviews/[entryId]/whiteboard/[interviewId]": ADMIN_PAGE,
  "/admin/jobs/[jobId]/interviews": ADMIN_PAGE,
  "/admin/jobs/[jobId]/board": ADMIN_PAGE,
  "/admin/jobs/[jobId]/osi": ADMIN_PAGE,
  "/admin/jobs/[jobId]/osi/[invitationId]": ADMIN_PAGE,
  "/admin/calendar": ADMIN_PAGE,
  "/admin/settings/availability": ADMIN_PAGE,
  "/admin/settings/business-hours": adminPageFor(["recruiterAdmin", "admin"]),
  // Issue 14: no permission, like the roles page: the gate lets the cloud admin through and the page answers 403 (no company).
  "/admin/notifications": { ...ADMIN_PAGE, cloudAdmin: "next" },
};

function show(d: GateDecision): Expect {
  if (d.kind === "login") return `login:${d.portal}`;
  if (d.kind === "redirect") return `redirect:${d.to}`;
  return d.kind;
}

function decideFor(pathname: string, actor: Actor, over: { maintenance?: boolean } = {}): Expect {
  const a = ACTOR_INPUT[actor];
  return show(
    decide({
      pathname,
      search: "",
      route: matchPageRoute(pathname),
      tenant: { maintenanceMode: over.maintenance ?? false, modules: a.modules ?? ON },
      globalMaintenance: false,
      user: a.user,
      permissions: a.permissions,
      enforceSession: true,
    }),
  );
}

const PAGES = pageFiles();
const PATTERNS = new Set(PAGE_ROUTES.map((r) => r.pattern));

describe("page files and the route table", () => {
  it("finds the page files on disk", () => {
    expect(PAGES.length).toBeGreaterThan(3);
    expect(PAGES.map((p) => p.pattern)).toContain("/login");
  });

  it("lists every page file in PAGE_ROUTES (lib/access/routes.ts), so the proxy knows its policy", () => {
    const missing = PAGES.filter((p) => !PATTERNS.has(p.pattern)).map((p) => `${p.pattern} (${p.relative})`);
    expect(missing, "add these to PAGE_ROUTES").toEqual([]);
  });

  it("resolves every page file's sample URL to its own entry, not to a dynamic neighbour", () => {
    const wrong = PAGES.map((p) => ({ p, got: matchPageRoute(fillPattern(p.pattern).path)?.pattern }))
      .filter(({ p, got }) => got !== p.pattern)
      .map(({ p, got }) => `${p.pattern} → ${got ?? "nothing"}`);
    expect(wrong).toEqual([]);
  });

  it("has one entry per pattern", () => {
    expect(PAGE_ROUTES.length).toBe(PATTERNS.size);
  });

  it("has an EXPECTED row for every PAGE_ROUTES entry and none for an entry that is gone", () => {
    expect(PAGE_ROUTES.filter((r) => !EXPECTED[r.pattern]).map((r) => `add a row for ${r.pattern}`)).toEqual([]);
    expect(Object.keys(EXPECTED).filter((k) => !PATTERNS.has(k)).map((k) => `remove the row for ${k}`)).toEqual([]);
  });
});

describe("gate decision: page route × actor", () => {
  for (const r of PAGE_ROUTES) {
    it(`${r.pattern} is decided for each actor as the table says`, () => {
      const row = EXPECTED[r.pattern];
      expect(row, `add a row for ${r.pattern}`).toBeDefined();
      const path = fillPattern(r.pattern).path;
      const got = Object.fromEntries(ACTORS.map((a) => [a, decideFor(path, a)]));
      expect(got).toEqual(row);
    });
  }

  it("answers maintenance for every route but the 503 page itself, whoever asks", () => {
    for (const r of PAGE_ROUTES) {
      const path = fillPattern(r.pattern).path;
      for (const a of ACTORS) expect(decideFor(path, a, { maintenance: true }), `${r.pattern} as ${a}`).toBe(r.pattern === "/maintenance" ? "next" : "maintenance");
    }
  });

  it("forbids an admin page that names a permission to a role whose permissions lack it", () => {
    for (const r of PAGE_ROUTES.filter((x) => x.area === "admin" && x.permission)) {
      const path = fillPattern(r.pattern).path;
      const d = decide({ pathname: path, search: "", route: r, tenant: { maintenanceMode: false, modules: ON }, globalMaintenance: false, user: adminOf("recruiter"), permissions: new Set(), enforceSession: true });
      expect(show(d), r.pattern).toBe("forbidden");
    }
    expect(PAGE_ROUTES.some((x) => x.permission)).toBe(true);
  });

  it("answers not found for a path outside the table", () => {
    for (const a of ACTORS) expect(decideFor("/no/such/page/here", a)).toBe("notFound");
  });
});
