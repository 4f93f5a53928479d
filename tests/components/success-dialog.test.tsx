import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SuccessDialog } from "@/components/ui/success-dialog";
import { renderWithIntl } from "@/tests/support/intl";

describe("SuccessDialog", () => {
  it("success dialog shows its message under the default Success title with an OK button", () => {
    renderWithIntl(<SuccessDialog open message="Your profile was saved." onClose={vi.fn()} />);
    expect(screen.getByRole("dialog", { name: "Success", description: "Your profile was saved." })).toBeTruthy();
    expect(screen.getByRole("button", { name: "OK" })).toBeTruthy();
  });

  it("success dialog OK calls onClose", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<SuccessDialog open message="Saved" onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("success dialog Escape also acknowledges it", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<SuccessDialog open message="Saved" onClose={onClose} />);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("success dialog accepts a custom title and OK label", () => {
    renderWithIntl(<SuccessDialog open title="Invitation sent" message="Saved" okLabel="Done" onClose={vi.fn()} />);
    expect(screen.getByRole("dialog", { name: "Invitation sent" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Done" })).toBeTruthy();
  });

  it("success dialog is translated in French", () => {
    renderWithIntl(<SuccessDialog open message="Enregistré" onClose={vi.fn()} />, { locale: "fr" });
    expect(screen.getByRole("dialog", { name: "Succès" })).toBeTruthy();
  });

  it("success dialog renders nothing while closed", () => {
    renderWithIntl(<SuccessDialog open={false} message="Saved" onClose={vi.fn()} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
