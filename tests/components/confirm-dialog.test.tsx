import { beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ConfirmDialog, type ConfirmDialogProps, loadConfirmDialog } from "@/components/ui/confirm-dialog";
import { renderWithIntl } from "@/tests/support/intl";

// The confirmation dialog's code loads on its first opening (D78); loaded ahead, it opens in the same frame.
beforeAll(async () => {
  await loadConfirmDialog();
});

const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

function setup(props: Partial<ConfirmDialogProps> = {}, locale: "en" | "fr" = "en") {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  const utils = renderWithIntl(
    <ConfirmDialog open title="Delete job?" message="This cannot be undone." onConfirm={onConfirm} onCancel={onCancel} {...props} />,
    { locale },
  );
  return { user, onConfirm, onCancel, ...utils };
}

describe("ConfirmDialog", () => {
  it("confirm dialog shows the title, message and default Cancel and Confirm labels", () => {
    setup();
    expect(screen.getByRole("alertdialog", { name: "Delete job?", description: "This cannot be undone." })).toBeTruthy();
    expect(button("Cancel")).toBeTruthy();
    expect(button("Confirm")).toBeTruthy();
  });

  it("confirm dialog uses French default labels in the fr locale", () => {
    setup({}, "fr");
    expect(button("Annuler")).toBeTruthy();
    expect(button("Confirmer")).toBeTruthy();
  });

  it("confirm dialog lets the caller override both labels", () => {
    setup({ confirmLabel: "Delete", cancelLabel: "Keep" });
    expect(button("Delete")).toBeTruthy();
    expect(button("Keep")).toBeTruthy();
  });

  it("confirm dialog calls onConfirm and onCancel from its buttons", async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(button("Confirm"));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(button("Cancel"));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("confirm dialog focuses Cancel first so Enter does not confirm by accident", () => {
    setup();
    expect(document.activeElement).toBe(button("Cancel"));
  });

  it("confirm dialog ignores Escape and outside clicks", async () => {
    // A stateful parent would close the dialog if any dismissal reached it.
    const onCancel = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          title="Leave?"
          onConfirm={() => setOpen(false)}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        />
      );
    }
    // Radix makes the page behind a modal pointer-events: none; the click must still be attempted.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithIntl(<Harness />);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    const overlay = document.querySelector("[data-state='open'].fixed.inset-0");
    expect(overlay).not.toBeNull();
    await user.pointer({ keys: "[MouseLeft]", target: overlay as Element });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("confirm dialog keeps confirm disabled until the acknowledgement is ticked", async () => {
    const { user, onConfirm } = setup({ requireAcknowledgement: "I understand the candidate will be removed" });
    expect(button("Confirm").disabled).toBe(true);
    await user.click(button("Confirm"));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole("checkbox", { name: "I understand the candidate will be removed" }));
    expect(button("Confirm").disabled).toBe(false);
    await user.click(button("Confirm"));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("confirm dialog forgets the acknowledgement when it is reopened", async () => {
    const user = userEvent.setup();
    const props = { title: "Remove?", requireAcknowledgement: "I understand", onConfirm: vi.fn(), onCancel: vi.fn() };
    const { rerender } = renderWithIntl(<ConfirmDialog open {...props} />);
    await user.click(screen.getByRole("checkbox", { name: "I understand" }));
    expect(button("Confirm").disabled).toBe(false);
    rerender(<ConfirmDialog open={false} {...props} />);
    rerender(<ConfirmDialog open {...props} />);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "I understand" }).checked).toBe(false);
    expect(button("Confirm").disabled).toBe(true);
  });

  it("confirm dialog disables both buttons while busy", () => {
    setup({ busy: true });
    expect(button("Cancel").disabled).toBe(true);
    expect(button("Please wait…").disabled).toBe(true);
    expect(screen.getByRole("alertdialog").getAttribute("aria-busy")).toBe("true");
  });

  it("confirm dialog stays busy while a returned promise is pending", async () => {
    let resolve!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { user } = setup({ onConfirm });
    await user.click(button("Confirm"));
    expect(button("Please wait…").disabled).toBe(true);
    expect(button("Cancel").disabled).toBe(true);
    resolve();
    await waitFor(() => expect(button("Confirm").disabled).toBe(false));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("confirm dialog renders extra children", () => {
    setup({ children: <p>3 candidates selected</p> });
    expect(screen.getByText("3 candidates selected")).toBeTruthy();
  });

  it("confirm dialog renders nothing while closed", () => {
    setup({ open: false });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
