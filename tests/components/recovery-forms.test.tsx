import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

// The server actions run against a real database in tests/integration/password-reset.test.ts;
// here they are replaced at the module boundary so the forms' own behaviour can be observed.
const actions = vi.hoisted(() => ({
  requestPasswordResetAction: vi.fn(),
  resetPasswordWithLinkAction: vi.fn(),
  setSecurePasswordAction: vi.fn(),
  logoutAction: vi.fn(),
  replace: vi.fn(),
}));

vi.mock("@/lib/auth/recovery-actions", () => ({
  requestPasswordResetAction: actions.requestPasswordResetAction,
  resetPasswordWithLinkAction: actions.resetPasswordWithLinkAction,
  setSecurePasswordAction: actions.setSecurePasswordAction,
}));
vi.mock("@/lib/auth/actions", () => ({ logoutAction: actions.logoutAction }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: actions.replace, refresh: vi.fn() }) }));

const LINK_ID = "0b6e1f0a-1111-4444-8888-123456789abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

beforeEach(() => {
  for (const fn of Object.values(actions)) fn.mockReset();
});

describe("forgot password form", () => {
  it("turns native validation off and shows the spec's e-mail message without calling the server", async () => {
    const user = userEvent.setup();
    const { container } = renderWithIntl(<ForgotPasswordForm portal="talent" />);
    expect(container.querySelector("form")).toHaveProperty("noValidate", true);
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter valid Email Id")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid")).toBe("true");
    expect(actions.requestPasswordResetAction).not.toHaveBeenCalled();
  });

  it("sends the address with its door and shows the same neutral answer for any address", async () => {
    actions.requestPasswordResetAction.mockResolvedValue({ data: { minutes: 60 } });
    const user = userEvent.setup();
    renderWithIntl(<ForgotPasswordForm portal="admin" />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "Someone@Demo.test");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(actions.requestPasswordResetAction).toHaveBeenCalledWith({ email: "someone@demo.test", portal: "admin" });
    const sent = await screen.findByTestId("forgot-password-sent");
    expect(sent.textContent).toContain("If an account exists for someone@demo.test");
    expect(sent.textContent).toContain("60 minutes");
    await user.click(screen.getByRole("button", { name: "Use another email address" }));
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe("");
  });

  it("shows the 10429 text when the server says too many attempts", async () => {
    actions.requestPasswordResetAction.mockResolvedValue({ serverError: { code: 10429, message: "Too many attempts." } });
    const user = userEvent.setup();
    renderWithIntl(<ForgotPasswordForm portal="talent" />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "talent@demo.test");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Too many attempts. Please wait a moment and try again.");
  });

  it("speaks French with the French locale", async () => {
    const user = userEvent.setup();
    renderWithIntl(<ForgotPasswordForm portal="talent" />, { locale: "fr" });
    await user.click(screen.getByRole("button", { name: "Envoyer le lien" }));
    expect(await screen.findByText("Veuillez saisir une adresse e-mail valide")).toBeTruthy();
  });
});

describe("reset password form (e-mailed link)", () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
    if (password) await user.type(screen.getByLabelText(/^New password/), password);
    if (confirm) await user.type(screen.getByLabelText(/^Confirm password/), confirm);
    await user.click(screen.getByRole("button", { name: "Reset password" }));
  }

  it("turns native validation off, states the talent rule and shows the spec messages", async () => {
    const user = userEvent.setup();
    const { container } = renderWithIntl(<ResetPasswordForm mode="link" verificationId={LINK_ID} portal="talent" email="t@demo.test" />);
    expect(container.querySelector("form")).toHaveProperty("noValidate", true);
    expect(screen.getByText(/a number, a lowercase letter, an uppercase letter and a special symbol/)).toBeTruthy();
    await fill(user, "", "");
    expect(await screen.findByText("Please enter password")).toBeTruthy();
    await fill(user, "abcdef", "abcdef");
    expect(await screen.findByText("Enter a valid password")).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await fill(user, "Fresh#Start9", "Fresh#Start8");
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(actions.resetPasswordWithLinkAction).not.toHaveBeenCalled();
  });

  it("submits with the link and then points to the sign-in page the server names", async () => {
    actions.resetPasswordWithLinkAction.mockResolvedValue({ data: { portal: "talent", loginPath: "/login" } });
    const user = userEvent.setup();
    renderWithIntl(<ResetPasswordForm mode="link" verificationId={LINK_ID} portal="talent" email="t@demo.test" />);
    expect(screen.getByText("Account: t@demo.test")).toBeTruthy();
    await fill(user, "Fresh#Start9", "Fresh#Start9");
    expect(actions.resetPasswordWithLinkAction).toHaveBeenCalledWith({ verificationId: LINK_ID, password: "Fresh#Start9", confirmPassword: "Fresh#Start9" });
    expect((await screen.findByTestId("reset-password-done")).textContent).toContain("Your password has been reset");
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/login");
  });

  it("replaces the form with the 10223 text and a way to a new link when the link was used meanwhile", async () => {
    actions.resetPasswordWithLinkAction.mockResolvedValue({ serverError: { code: 10223, message: "used" } });
    const user = userEvent.setup();
    renderWithIntl(<ResetPasswordForm mode="link" verificationId={LINK_ID} portal="admin" email="r@demo.test" />);
    await fill(user, "simple", "simple");
    const problem = await screen.findByTestId("reset-link-problem");
    expect(problem.textContent).toContain("This link has already been used. Please request a new one.");
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/admin/login?section=forgotPassword");
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it("accepts a 6-character password under the admin rule", async () => {
    actions.resetPasswordWithLinkAction.mockResolvedValue({ data: { portal: "admin", loginPath: "/admin/login" } });
    const user = userEvent.setup();
    renderWithIntl(<ResetPasswordForm mode="link" verificationId={LINK_ID} portal="admin" email="r@demo.test" />);
    expect(screen.getByText("At least 6 characters.")).toBeTruthy();
    await fill(user, "short", "short");
    expect(await screen.findByText("Enter a valid password")).toBeTruthy();
    await user.type(screen.getByLabelText(/^New password/), "1");
    await user.type(screen.getByLabelText(/^Confirm password/), "1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    await waitFor(() => expect(actions.resetPasswordWithLinkAction).toHaveBeenCalledWith({ verificationId: LINK_ID, password: "short1", confirmPassword: "short1" }));
  });
});

describe("reset password form (temporary password)", () => {
  it("saves the new password and goes where the server says", async () => {
    actions.setSecurePasswordAction.mockResolvedValue({ data: { redirectTo: "/dashboard" } });
    const user = userEvent.setup();
    renderWithIntl(<ResetPasswordForm mode="temporary" rule="talent" />);
    expect(screen.getByText("Your current password is temporary. Choose a new password to continue.")).toBeTruthy();
    await user.type(screen.getByLabelText(/^New password/), "Fresh#Start9");
    await user.type(screen.getByLabelText(/^Confirm password/), "Fresh#Start9");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    await waitFor(() => expect(actions.replace).toHaveBeenCalledWith("/dashboard"));
  });

  it("shows the 10004 text when the new password is the temporary one", async () => {
    actions.setSecurePasswordAction.mockResolvedValue({ serverError: { code: 10004, message: "same" } });
    const user = userEvent.setup();
    renderWithIntl(<ResetPasswordForm mode="temporary" rule="talent" />);
    await user.type(screen.getByLabelText(/^New password/), "Temp#2026");
    await user.type(screen.getByLabelText(/^Confirm password/), "Temp#2026");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Your new password must be different from your current password.");
    expect(actions.replace).not.toHaveBeenCalled();
  });

  it("offers a way out: signing out", async () => {
    actions.logoutAction.mockResolvedValue({ ok: true, redirectTo: "/login" });
    const user = userEvent.setup();
    renderWithIntl(<ResetPasswordForm mode="temporary" rule="admin" />);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(actions.replace).toHaveBeenCalledWith("/login"));
  });
});
