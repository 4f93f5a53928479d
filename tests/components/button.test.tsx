import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { Button, buttonClasses } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { CONTROL_HEIGHTS, CONTROL_SIZES, DEFAULT_CONTROL_SIZE, controlHeightClass } from "@/components/ui/sizes";

describe("Button", () => {
  it("the size scale is xs 30, sm 36, md 42, lg 50, xl 60 with xs as default", () => {
    expect(CONTROL_HEIGHTS).toEqual({ xs: 30, sm: 36, md: 42, lg: 50, xl: 60 });
    expect(DEFAULT_CONTROL_SIZE).toBe("xs");
  });

  it("button heights follow the size scale", () => {
    for (const size of CONTROL_SIZES) {
      const { unmount } = renderWithIntl(<Button size={size}>Save</Button>);
      const button = screen.getByRole("button", { name: "Save" });
      expect(controlHeightClass(size)).toBe(`h-[${CONTROL_HEIGHTS[size]}px]`);
      expect(button.className.split(" ")).toContain(`h-[${CONTROL_HEIGHTS[size]}px]`);
      unmount();
    }
    renderWithIntl(<Button>Default</Button>);
    expect(screen.getByRole("button", { name: "Default" }).className.split(" ")).toContain("h-[30px]");
  });

  it("variants style the button, primary in the brand colour", () => {
    renderWithIntl(
      <>
        <Button variant="primary">P</Button>
        <Button variant="secondary">S</Button>
        <Button variant="ghost">G</Button>
        <Button variant="danger">D</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "P" }).className).toContain("bg-[var(--brand)]");
    expect(screen.getByRole("button", { name: "S" }).className).toContain("border-[var(--brand)]");
    expect(screen.getByRole("button", { name: "G" }).getAttribute("data-variant")).toBe("ghost");
    expect(screen.getByRole("button", { name: "D" }).className).toContain("bg-red-600");
  });

  it("every variant has a visible keyboard focus ring", () => {
    renderWithIntl(<Button variant="ghost">Focus me</Button>);
    expect(screen.getByRole("button").className).toContain("focus-visible:outline-2");
  });

  it("defaults to type button so it never submits a form by accident", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    renderWithIntl(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Plain" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("a loading button is disabled, busy and announces loading", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithIntl(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Save/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.querySelector(".sr-only")?.textContent).toBe("Loading…");
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("announces loading in French", () => {
    renderWithIntl(<Button loading>Enregistrer</Button>, { locale: "fr" });
    expect(screen.getByRole("button").querySelector(".sr-only")?.textContent).toBe("Chargement…");
  });

  it("LinkButton renders a link with the button's styling, and no button", () => {
    renderWithIntl(
      <LinkButton href="/jobs" size="md" variant="secondary">
        Jobs
      </LinkButton>,
    );
    const link = screen.getByRole("link", { name: "Jobs" });
    expect(link.getAttribute("href")).toBe("/jobs");
    expect(link.className).toContain("h-[42px]");
    expect(link.className).toContain("border-[var(--brand)]");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("LinkButton native renders a plain anchor with the same styling (a full page load)", () => {
    renderWithIntl(
      <LinkButton href="/login/external" native>
        Sign in
      </LinkButton>,
    );
    const link = screen.getByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe("/login/external");
    expect(link.className).toContain(buttonClasses({ size: "sm" }));
  });

  it("icon-only buttons are square at the control height", () => {
    renderWithIntl(
      <Button iconOnly size="sm" aria-label="Close">
        ×
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Close" });
    expect(button.className).toContain("h-[36px]");
    expect(button.className).toContain("min-w-[36px]");
  });
});
