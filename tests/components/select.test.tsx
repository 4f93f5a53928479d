import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { Select, SELECT_MENU_MAX_HEIGHT } from "@/components/ui/select";
import { CONTROL_HEIGHTS } from "@/components/ui/sizes";

const OPTIONS = Array.from({ length: 30 }, (_, i) => ({ value: `opt-${i}`, label: `Option ${i}` }));
const COUNTRIES = [
  { value: "ca", label: "Canada" },
  { value: "fr", label: "France" },
  { value: "us", label: "United States", disabled: true },
];

describe("Select", () => {
  it("is labelled and shows the placeholder", () => {
    renderWithIntl(<Select label="Country" options={COUNTRIES} />);
    const trigger = screen.getByRole("combobox", { name: "Country" });
    expect(trigger.textContent).toContain("Select an option");
  });

  it("uses the French placeholder", () => {
    renderWithIntl(<Select label="Pays" options={COUNTRIES} />, { locale: "fr" });
    expect(screen.getByRole("combobox", { name: "Pays" }).textContent).toContain("Sélectionnez une option");
  });

  it("select menu is capped at 328 px", async () => {
    const user = userEvent.setup();
    expect(SELECT_MENU_MAX_HEIGHT).toBe(328);
    renderWithIntl(<Select label="Long list" options={OPTIONS} />);
    await user.click(screen.getByRole("combobox", { name: "Long list" }));
    const listbox = await screen.findByRole("listbox");
    expect(listbox.style.maxHeight).toBe("328px");
    expect(screen.getAllByRole("option")).toHaveLength(30);
  });

  it("can be opened and chosen from the keyboard", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithIntl(<Select label="Country" options={COUNTRIES} onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Country" }));
    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenCalledWith("fr");
  });

  it("shows the chosen option and skips disabled ones", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithIntl(<Select label="Country" options={COUNTRIES} defaultValue="fr" onValueChange={onValueChange} />);
    const trigger = screen.getByRole("combobox", { name: "Country" });
    expect(trigger.textContent).toContain("France");
    await user.click(trigger);
    const disabled = await screen.findByRole("option", { name: "United States" });
    expect(disabled.getAttribute("aria-disabled")).toBe("true");
    await user.click(screen.getByRole("option", { name: "Canada" }));
    expect(onValueChange).toHaveBeenCalledWith("ca");
    expect(trigger.textContent).toContain("Canada");
  });

  it("an error marks the trigger invalid and describes it", () => {
    renderWithIntl(<Select label="Role" options={COUNTRIES} error="Please select role" />);
    const trigger = screen.getByRole("combobox", { name: "Role" });
    expect(trigger.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(trigger.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Please select role");
  });

  it("select heights follow the size scale", () => {
    renderWithIntl(
      <>
        <Select label="Small" options={COUNTRIES} />
        <Select label="Large" options={COUNTRIES} size="lg" />
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Small" }).className).toContain(`h-[${CONTROL_HEIGHTS.xs}px]`);
    expect(screen.getByRole("combobox", { name: "Large" }).className).toContain(`h-[${CONTROL_HEIGHTS.lg}px]`);
  });
});
