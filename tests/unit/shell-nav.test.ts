import { describe, expect, it } from "vitest";
import { TALENT_NAV, isActive, visibleNavItems } from "@/components/shell/nav";
import { DASHBOARD_PRIVILEGE } from "@/lib/access/routes";

const all = { dashboard: true, profile: true, interview: true };

describe("talent sidebar items", () => {
  it("hides an item whose module is disabled", () => {
    expect(visibleNavItems(TALENT_NAV, { ...all, interview: false }, null).map((i) => i.key)).toEqual(["dashboard", "profile", "notifications"]);
  });
  it("hides the dashboard without its privilege and for candidate login types", () => {
    expect(visibleNavItems(TALENT_NAV, all, { privileges: [], isCandidateLogin: false }).map((i) => i.key)).toEqual(["profile", "calendar", "practice", "notifications"]);
    expect(visibleNavItems(TALENT_NAV, all, { privileges: [DASHBOARD_PRIVILEGE], isCandidateLogin: true }).map((i) => i.key)).toEqual(["profile", "calendar", "practice", "notifications"]);
    expect(visibleNavItems(TALENT_NAV, all, { privileges: [DASHBOARD_PRIVILEGE], isCandidateLogin: false })).toHaveLength(5);
  });
  it("highlights an item when the address contains its link", () => {
    expect(isActive("/profile", "/profile")).toBe(true);
    expect(isActive("/builder/profile-x", "/profile")).toBe(true);
    expect(isActive("/calendar", "/profile")).toBe(false);
  });
});
