import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { NoPermissionTooltip, loadNoPermissionTooltip } from "@/components/ui/no-permission-tooltip";
import { Button } from "@/components/ui/button";

describe("NoPermissionTooltip (loaded where a control is refused)", () => {
  it("no-permission tooltip leaves a permitted control untouched, with no wrapper to tab to", () => {
    renderWithIntl(
      <NoPermissionTooltip hasPermission>
        <Button>Delete</Button>
      </NoPermissionTooltip>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    expect(button.closest("[data-no-permission]")).toBeNull();
    expect(button.hasAttribute("aria-describedby")).toBe(false);
  });

  it("no-permission tooltip loads on the first focus of a refused control, keeps the focus there and explains", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <NoPermissionTooltip>
        <Button disabled>Delete</Button>
      </NoPermissionTooltip>,
    );
    // The refused control and its focusable wrapper are there in the first render, before any
    // of the tooltip's code.
    const wrapper = screen.getByRole("button", { name: "Delete" }).closest("[data-no-permission]");
    expect(wrapper?.getAttribute("tabindex")).toBe("0");
    expect(screen.queryByRole("tooltip")).toBeNull();
    await user.tab();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("You don't have permission to perform this action");
    // The loaded wrapper took the placeholder's place with the focus.
    const focused = document.activeElement as HTMLElement;
    expect(focused.hasAttribute("data-no-permission")).toBe(true);
    expect(focused.getAttribute("aria-describedby")).toBe(tooltip.id);
  });

  it("no-permission tooltip renders the tooltip directly once its code is loaded", async () => {
    await loadNoPermissionTooltip();
    const user = userEvent.setup();
    renderWithIntl(
      <NoPermissionTooltip message="Only admins may do this">
        <Button disabled>Archive</Button>
      </NoPermissionTooltip>,
    );
    await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toBe("Only admins may do this");
  });
});
