import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
const setRolePermissionAction = vi.fn();
vi.mock("@/lib/access/role-actions", () => ({ setRolePermissionAction: (input: unknown) => setRolePermissionAction(input) }));

import { RolesMatrix } from "@/components/roles/roles-matrix";
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from "@/lib/access/permissions";
import type { AdminRole, RoleMatrix } from "@/lib/access/role-matrix";
import { renderWithIntl } from "@/tests/support/intl";
import { loadNoPermissionTooltip } from "@/components/ui/no-permission-tooltip";

const ROLES: AdminRole[] = ["recruiterAdmin", "admin", "recruiter", "collaborator"];
const MATRIX = Object.fromEntries(ROLES.map((r) => [r, [...DEFAULT_ROLE_PERMISSIONS[r]]])) as RoleMatrix;

// The no-permission tooltip's code loads after the page (D78); loaded ahead, a refused control
// explains itself on its first focus.
beforeAll(async () => {
  await loadNoPermissionTooltip();
});

describe("roles and permissions matrix", () => {
  beforeEach(() => setRolePermissionAction.mockReset());

  it("shows one switch per role and permission, checked as stored", () => {
    renderWithIntl(<RolesMatrix roles={ROLES} matrix={MATRIX} canManage viewerRole="recruiterAdmin" />);
    expect(screen.getAllByRole("switch")).toHaveLength(ROLES.length * PERMISSIONS.length);
    expect(screen.getByRole("switch", { name: "Search talent for Collaborator" }).getAttribute("aria-checked")).toBe("false");
    expect(screen.getByRole("switch", { name: "View jobs for Recruiter" }).getAttribute("aria-checked")).toBe("true");
  });

  it("disables every switch for a viewer without roles.manage and explains why on focus", async () => {
    renderWithIntl(<RolesMatrix roles={ROLES} matrix={MATRIX} canManage={false} viewerRole="recruiter" />);
    for (const s of screen.getAllByRole("switch")) expect((s as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().tab();
    expect((await screen.findByRole("tooltip")).textContent).toContain("You don't have permission to perform this action");
  });

  it("toggles a permission through the action and announces the change", async () => {
    setRolePermissionAction.mockResolvedValue({ data: { changed: true, granted: true } });
    renderWithIntl(<RolesMatrix roles={ROLES} matrix={MATRIX} canManage viewerRole="recruiterAdmin" />);
    const target = screen.getByRole("switch", { name: "Search talent for Collaborator" });
    await userEvent.setup().click(target);
    await waitFor(() => expect(target.getAttribute("aria-checked")).toBe("true"));
    expect(setRolePermissionAction).toHaveBeenCalledWith({ role: "collaborator", permission: "talent.search", granted: true });
    expect(screen.getByTestId("roles-saved").textContent).toContain("Search talent for Collaborator is now allowed");
  });

  it("keeps the switch and shows the code text when the server refuses", async () => {
    setRolePermissionAction.mockResolvedValue({ serverError: { code: 10403, message: "You do not have permission to do this." } });
    renderWithIntl(<RolesMatrix roles={ROLES} matrix={MATRIX} canManage viewerRole="admin" />, { locale: "fr" });
    const target = screen.getByRole("switch", { name: "Rechercher des talents pour Collaborateur" });
    await userEvent.setup().click(target);
    expect((await screen.findByTestId("roles-error")).textContent).toContain("Vous n'avez pas l'autorisation");
    expect(target.getAttribute("aria-checked")).toBe("false");
  });

  it("locks the recruiter admin's roles.manage even for managers", () => {
    renderWithIntl(<RolesMatrix roles={ROLES} matrix={MATRIX} canManage viewerRole="recruiterAdmin" />);
    const locked = screen.getByRole("switch", { name: "Manage roles and permissions for Recruiter admin" }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(locked.getAttribute("aria-checked")).toBe("true");
    expect((screen.getByRole("switch", { name: "Manage roles and permissions for Admin" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
