import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/access/role-actions", () => ({ setRolePermissionAction: vi.fn() }));
// The real tooltip module, its evaluation counted: the matrix must not load it before use.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/components/ui/tooltip", async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

import { RolesMatrix } from "@/components/roles/roles-matrix";
import { DEFAULT_ROLE_PERMISSIONS } from "@/lib/access/permissions";
import type { AdminRole, RoleMatrix } from "@/lib/access/role-matrix";
import { renderWithIntl } from "@/tests/support/intl";

const ROLES: AdminRole[] = ["recruiterAdmin", "admin", "recruiter", "collaborator"];
const MATRIX = Object.fromEntries(ROLES.map((r) => [r, [...DEFAULT_ROLE_PERMISSIONS[r]]])) as RoleMatrix;

// D80: a refused switch loads the tooltip's code on its first pointer or focus, not with the page.
describe("roles matrix, refused switches on demand", () => {
  it("shows refused switches in their focusable wrapper without loading the tooltip, then keeps the keyboard focus when it joins", async () => {
    renderWithIntl(<RolesMatrix roles={ROLES} matrix={MATRIX} canManage viewerRole="recruiterAdmin" />);
    const locked = screen.getByRole("switch", { name: "Manage roles and permissions for Recruiter admin" });
    const wrapper = locked.parentElement as HTMLElement;
    expect(wrapper.hasAttribute("data-no-permission")).toBe(true);
    expect(wrapper.tabIndex).toBe(0);
    expect(loads.count).toBe(0);
    expect(screen.queryByRole("tooltip")).toBeNull();

    wrapper.focus();
    await waitFor(() => expect(loads.count).toBe(1));
    // The tooltip takes over the wrapper, which keeps the focus and explains itself.
    expect((await screen.findByRole("tooltip")).textContent).toContain("The recruiter admin always keeps this permission");
    await waitFor(() => expect((document.activeElement as HTMLElement).hasAttribute("data-no-permission")).toBe(true));
    expect(document.activeElement?.contains(screen.getByRole("switch", { name: "Manage roles and permissions for Recruiter admin" }))).toBe(true);
  });
});
