import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { InvitationForm } from "@/components/org/invitation-form";

// The action runs against a real database in tests/integration/org-invitation.test.ts; here it is
// replaced at the module boundary so the form's own behaviour can be observed (its schema and zod
// load on first use, D48/D89).
const actions = vi.hoisted(() => ({ acceptInvitationAction: vi.fn() }));
vi.mock("@/lib/org/actions", () => ({ acceptInvitationAction: actions.acceptInvitationAction }));

const TOKEN = "inv_0123456789abcdef";

beforeEach(() => actions.acceptInvitationAction.mockReset());

describe("invitation form", () => {
  it("checks the admin password rule and the confirmation in the browser, without calling the server", async () => {
    const user = userEvent.setup();
    renderWithIntl(<InvitationForm token={TOKEN} />);
    await user.type(screen.getByLabelText(/^Password/), "abc");
    await user.type(screen.getByLabelText(/^Confirm password/), "abc");
    await user.click(screen.getByRole("button", { name: "Activate my account" }));
    expect(await screen.findByText("Enter a valid password")).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute("aria-invalid")).toBe("true");

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), "secret-123");
    await user.click(screen.getByRole("button", { name: "Activate my account" }));
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(actions.acceptInvitationAction).not.toHaveBeenCalled();
  });

  it("sends the token with the password and then offers the admin sign in as a link styled as a button", async () => {
    actions.acceptInvitationAction.mockResolvedValue({ data: { ok: true } });
    const user = userEvent.setup();
    renderWithIntl(<InvitationForm token={TOKEN} />);
    await user.type(screen.getByLabelText(/^Password/), "secret-123");
    await user.type(screen.getByLabelText(/^Confirm password/), "secret-123");
    await user.click(screen.getByRole("button", { name: "Activate my account" }));
    expect(actions.acceptInvitationAction).toHaveBeenCalledWith({ token: TOKEN, password: "secret-123", confirmPassword: "secret-123" });
    expect(await screen.findByTestId("invitation-done")).toBeTruthy();
    const signIn = screen.getByRole("link", { name: "Go to sign in" });
    expect(signIn.getAttribute("href")).toBe("/admin/login");
    expect(signIn.className).toContain("inline-flex");
  });

  it("shows the server's refusal by its code (a used or expired invitation)", async () => {
    actions.acceptInvitationAction.mockResolvedValue({ serverError: { code: 10222, message: "This link has expired. Please request a new one." } });
    const user = userEvent.setup();
    renderWithIntl(<InvitationForm token={TOKEN} />);
    await user.type(screen.getByLabelText(/^Password/), "secret-123");
    await user.type(screen.getByLabelText(/^Confirm password/), "secret-123");
    await user.click(screen.getByRole("button", { name: "Activate my account" }));
    const alert = await screen.findByTestId("invitation-error");
    expect(alert.getAttribute("data-code")).toBe("10222");
    expect(alert.textContent).toContain("expired");
  });
});
