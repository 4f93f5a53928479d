import { describe, expect, it } from "vitest";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { DeferredSelect } from "@/components/ui/deferred-select";

// A file of its own: the select's code must not have been loaded by an earlier test (the module
// cache is per file).

configure({ asyncUtilTimeout: 5000 });

describe("a deferred select reached with the keyboard (D81)", () => {
  it("focused before its code loaded, it hands the focus to the real trigger, and stays closed", async () => {
    const user = userEvent.setup();
    renderWithIntl(<DeferredSelect label="Region" options={[{ value: "qc", label: "Québec" }]} placeholder="Any" onValueChange={() => {}} />);
    expect(screen.getByRole("combobox", { name: "Region" }).hasAttribute("data-deferred")).toBe(true);
    await user.tab();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Region" }).hasAttribute("data-deferred")).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Region" }));
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});
