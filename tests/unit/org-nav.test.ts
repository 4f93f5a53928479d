import { describe, expect, it } from "vitest";
import { ADMIN_NAV, permittedNavItems } from "@/components/shell/nav";

describe("admin sidebar and permissions", () => {
  it("leaves out Departments and Users for a role without their permissions", () => {
    const keys = permittedNavItems(ADMIN_NAV, { "dashboard.view": true }).map((i) => i.key);
    expect(keys).not.toContain("departments");
    expect(keys).not.toContain("users");
    expect(keys).toContain("adminDashboard");
  });
  it("shows them to a role that holds them", () => {
    const keys = permittedNavItems(ADMIN_NAV, { "departments.manage": true, "users.manage": true }).map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining(["departments", "users"]));
  });
});
