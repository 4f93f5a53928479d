import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

// The real tooltip module, its evaluation counted. A file of its own: nothing may have loaded it.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/components/ui/tooltip", async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

import { NoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { Button } from "@/components/ui/button";
import { renderWithIntl } from "@/tests/support/intl";

describe("NoPermissionTooltip on pointer", () => {
  it("no-permission tooltip loads its code when the pointer first reaches a refused control, and opens while it stays", async () => {
    renderWithIntl(
      <NoPermissionTooltip>
        <Button disabled>Delete</Button>
      </NoPermissionTooltip>,
    );
    expect(loads.count).toBe(0);
    const wrapper = screen.getByRole("button", { name: "Delete" }).closest("[data-no-permission]") as HTMLElement;
    await userEvent.setup().hover(wrapper);
    await waitFor(() => expect(loads.count).toBe(1));
    expect((await screen.findByRole("tooltip")).textContent).toBe("You don't have permission to perform this action");
  });
});
