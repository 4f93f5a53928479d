import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { NoPermissionTooltip, Tooltip } from "@/components/ui/tooltip";
import { Button } from "@/components/ui/button";

describe("Tooltip", () => {
  it("shows its content on keyboard focus and describes the trigger", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Tooltip content="Edit this job">
        <button type="button">Edit</button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("Edit this job");
    expect(screen.getByRole("button", { name: "Edit" }).getAttribute("aria-describedby")).toBe(tooltip.id);
  });

  it("closes on Escape", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Tooltip content="Help">
        <button type="button">?</button>
      </Tooltip>,
    );
    await user.tab();
    await screen.findByRole("tooltip");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});

describe("NoPermissionTooltip", () => {
  it("explains a disabled action to keyboard users", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <NoPermissionTooltip>
        <Button disabled>Delete job</Button>
      </NoPermissionTooltip>,
    );
    await user.tab();
    const wrapper = document.querySelector("[data-no-permission]") as HTMLElement;
    expect(document.activeElement).toBe(wrapper);
    expect(wrapper.contains(screen.getByRole("button", { name: "Delete job" }))).toBe(true);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("You don't have permission to perform this action");
  });

  it("shows on hover over the disabled child", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <NoPermissionTooltip>
        <Button disabled>Publish</Button>
      </NoPermissionTooltip>,
    );
    await user.hover(document.querySelector("[data-no-permission]") as HTMLElement);
    expect((await screen.findByRole("tooltip")).textContent).toContain("permission");
  });

  it("with permission the child renders untouched", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <NoPermissionTooltip hasPermission>
        <Button>Delete job</Button>
      </NoPermissionTooltip>,
    );
    expect(document.querySelector("[data-no-permission]")).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete job" }));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("speaks French and accepts a custom message", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(
      <NoPermissionTooltip>
        <Button disabled>Supprimer</Button>
      </NoPermissionTooltip>,
      { locale: "fr" },
    );
    await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toBe("Vous n’avez pas l’autorisation d’effectuer cette action");
    unmount();
    renderWithIntl(
      <NoPermissionTooltip message="Only admins can archive users">
        <Button disabled>Archive</Button>
      </NoPermissionTooltip>,
    );
    await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toBe("Only admins can archive users");
  });
});
