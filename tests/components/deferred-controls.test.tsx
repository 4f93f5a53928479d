import { describe, expect, it, vi } from "vitest";
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { renderWithIntl } from "@/tests/support/intl";
import { DeferredSelect, loadDeferredSelect } from "@/components/ui/deferred-select";
import { loadUserRowMenu, UserRowActions } from "@/components/org/user-row-actions";
import { Select } from "@/components/ui/select";
import type { UserRow } from "@/lib/org/queries";

configure({ asyncUtilTimeout: 5000 });

const COUNTRIES = [
  { value: "ca", label: "Canada" },
  { value: "fr", label: "France" },
];

const user0: UserRow = {
  id: "u1",
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  role: "recruiter",
  state: "active",
  invitedAt: null,
  invitationAcceptedAt: null,
  departments: [],
  activeJobCount: 2,
};

// The tests of this file run in order: the first ones see the code not loaded yet (the module
// cache is per file), the last ones compare with it loaded.
describe("controls whose code loads on first intent (D81)", { timeout: 30_000 }, () => {
  it("a deferred select renders its closed trigger on the server, without Radix, showing the chosen option", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={{ uiInputs: { selectPlaceholder: "Select an option" } }}>
        <DeferredSelect label="Country" options={COUNTRIES} value="fr" />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain("France");
    expect(html).toContain("data-deferred");
  });

  it("a deferred select opens on a mouse press made before its code loaded, and chooses", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithIntl(<DeferredSelect label="Country" options={COUNTRIES} placeholder="Any" onValueChange={onValueChange} />);
    const standIn = screen.getByRole("combobox", { name: "Country" });
    expect(standIn.hasAttribute("data-deferred")).toBe(true);
    expect(standIn.textContent).toContain("Any");
    // The press itself, before anything could load the code (no hover first).
    fireEvent.pointerDown(standIn, { button: 0, ctrlKey: false, pointerType: "mouse" });
    await screen.findByRole("listbox");
    // The real trigger took the stand-in's place (the open menu hides the rest from assistive tech).
    expect(screen.getByRole("combobox", { name: "Country", hidden: true }).hasAttribute("data-deferred")).toBe(false);
    await user.click(screen.getByRole("option", { name: "Canada" }));
    expect(onValueChange).toHaveBeenCalledWith("ca");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Country" }));
  });

  it("a row menu opens from the keyboard before its code loaded, first item highlighted", async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithIntl(<UserRowActions user={user0} isSelf={false} canManage onPick={onPick} />);
    const button = screen.getByRole("button", { name: "Actions for Ada Lovelace" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    button.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Edit"));
    // Archive is refused (active jobs), with the reason, and stays in the menu.
    const archive = screen.getByRole("menuitem", { name: /Archive/ });
    expect(archive.getAttribute("data-disabled")).not.toBeNull();
    expect(archive.textContent).toContain("Users tied to active jobs cannot be archived.");
    expect(menu.textContent).toContain("Inactivate");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenCalledWith("inactivate");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Actions for Ada Lovelace" }));
  });

  it("once loaded, a row menu is the Radix menu at once and opens with the mouse", async () => {
    await loadUserRowMenu();
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithIntl(<UserRowActions user={user0} isSelf canManage onPick={onPick} />);
    await user.click(screen.getByRole("button", { name: "Actions for Ada Lovelace" }));
    await screen.findByRole("menu");
    expect(screen.getByRole("menuitem", { name: /Inactivate/ }).textContent).toContain("You cannot change your own status.");
    await user.click(screen.getByRole("menuitem", { name: "Edit" }));
    expect(onPick).toHaveBeenCalledWith("edit");
  });

  it("the stand-in trigger is the Select's own trigger (same classes, label, text)", async () => {
    const standIn = renderWithIntl(<DeferredSelect id="a" label="Country" size="sm" options={COUNTRIES} value="ca" error="Pick one" />);
    const before = standIn.container.querySelector("button")!;
    const beforeHtml = { className: before.className, role: before.getAttribute("role"), text: before.textContent, labelledBy: before.getAttribute("aria-labelledby"), describedBy: before.getAttribute("aria-describedby") };
    const label = standIn.container.querySelector("label")!.outerHTML;
    standIn.unmount();
    await loadDeferredSelect();
    const real = renderWithIntl(<Select id="a" label="Country" size="sm" options={COUNTRIES} value="ca" error="Pick one" />);
    const trigger = real.container.querySelector("button")!;
    await waitFor(() => expect(trigger.textContent).toBe(beforeHtml.text));
    expect({ className: trigger.className, role: trigger.getAttribute("role"), text: trigger.textContent, labelledBy: trigger.getAttribute("aria-labelledby"), describedBy: trigger.getAttribute("aria-describedby") }).toEqual(beforeHtml);
    expect(real.container.querySelector("label")!.outerHTML).toBe(label);
  });
});
