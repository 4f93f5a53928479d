import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

const changePasswordAction = vi.fn();
vi.mock("@/lib/auth/account-actions", () => ({ changePasswordAction: (input: unknown) => changePasswordAction(input) }));

import { ChangePasswordDialog, type PasswordRule } from "@/components/account/change-password-dialog";
import { renderWithIntl } from "@/tests/support/intl";

function mount(rule: PasswordRule, locale: "en" | "fr" = "en") {
  const onOpenChange = vi.fn();
  renderWithIntl(<ChangePasswordDialog open onOpenChange={onOpenChange} rule={rule} />, { locale });
  return { onOpenChange };
}

async function fill(current: string, next: string, confirm = next, locale: "en" | "fr" = "en") {
  const user = userEvent.setup();
  const names = locale === "en" ? ["Current password", "New password", "Confirm new password"] : ["Mot de passe actuel", "Nouveau mot de passe", "Confirmer le nouveau mot de passe"];
  // The visible label ends with a decorative "*" for required fields.
  const labels = names.map((n) => new RegExp(`^${n}\\*?$`));
  if (current) await user.type(screen.getByLabelText(labels[0]), current);
  if (next) await user.type(screen.getByLabelText(labels[1]), next);
  if (confirm) await user.type(screen.getByLabelText(labels[2]), confirm);
  await user.click(screen.getByRole("button", { name: locale === "en" ? "Change password" : "Changer le mot de passe" }));
}

describe("change password dialog", () => {
  beforeEach(() => changePasswordAction.mockReset());

  it("shows 'Current password is required' without calling the server", async () => {
    mount("admin");
    await fill("", "abcdef");
    expect(await screen.findByText("Current password is required")).toBeTruthy();
    expect(changePasswordAction).not.toHaveBeenCalled();
  });

  it("shows 'New password and confirm password mismatch' without calling the server", async () => {
    mount("admin");
    await fill("Old#Pass1", "abcdef", "abcdeg");
    expect(await screen.findByText("New password and confirm password mismatch")).toBeTruthy();
    expect(changePasswordAction).not.toHaveBeenCalled();
  });

  it("holds a talent to the talent rule ('Enter a valid password') but lets an admin use 6 plain characters", async () => {
    mount("talent");
    await fill("Old#Pass1", "abcdef");
    expect(await screen.findByText("Enter a valid password")).toBeTruthy();
    expect(changePasswordAction).not.toHaveBeenCalled();
  });

  it("says old and new cannot be the same before submitting", async () => {
    mount("admin");
    await fill("Same#Pass1", "Same#Pass1");
    expect(await screen.findByText("Old password and new password cannot be same")).toBeTruthy();
    expect(changePasswordAction).not.toHaveBeenCalled();
  });

  it("shows the 10003 text when the server refuses the current password", async () => {
    changePasswordAction.mockResolvedValue({ serverError: { code: 10003, message: "Your current password is incorrect." } });
    mount("admin");
    await fill("wrong-one", "abcdef");
    const alert = await screen.findByTestId("change-password-error");
    expect(alert.textContent).toContain("Your current password is incorrect.");
    expect(alert.getAttribute("data-code")).toBe("10003");
    expect(changePasswordAction).toHaveBeenCalledWith({ currentPassword: "wrong-one", newPassword: "abcdef", confirmPassword: "abcdef" });
  });

  it("translates the server's talent-rule refusal and code texts into French", async () => {
    changePasswordAction.mockResolvedValue({ serverError: { code: 10001, message: "Enter a valid password" } });
    mount("admin", "fr");
    await fill("Ancien#1", "abcdef", "abcdef", "fr");
    expect((await screen.findByTestId("change-password-error")).textContent).toContain("Saisissez un mot de passe valide");
  });

  it("shows success and closes on request", async () => {
    changePasswordAction.mockResolvedValue({ data: { ok: true } });
    const { onOpenChange } = mount("talent");
    await fill("Old#Pass1", "New#Pass2");
    expect((await screen.findByTestId("change-password-success")).textContent).toContain("Your password has been changed.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
