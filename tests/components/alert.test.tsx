import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { Alert } from "@/components/ui/alert";

describe("Alert", () => {
  it("a danger alert interrupts with role=alert", () => {
    renderWithIntl(<Alert variant="danger">Could not save</Alert>);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Could not save");
    expect(alert.getAttribute("data-variant")).toBe("danger");
  });

  it("info, success and warning alerts are polite status messages", () => {
    renderWithIntl(
      <>
        <Alert variant="info">Heads up</Alert>
        <Alert variant="success">Saved</Alert>
        <Alert variant="warning">Expiring soon</Alert>
      </>,
    );
    expect(screen.getAllByRole("status")).toHaveLength(3);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names the kind of message for screen readers", () => {
    renderWithIntl(<Alert variant="warning" title="Job expiring">Extend the due date</Alert>);
    const status = screen.getByRole("status");
    expect(status.querySelector(".sr-only")?.textContent).toContain("Warning");
    expect(status.textContent).toContain("Job expiring");
    expect(status.textContent).toContain("Extend the due date");
  });

  it("the dismiss button calls onDismiss", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithIntl(<Alert onDismiss={onDismiss}>Note</Alert>);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("speaks French", () => {
    renderWithIntl(
      <Alert variant="danger" onDismiss={() => {}}>
        Échec
      </Alert>,
      { locale: "fr" },
    );
    expect(screen.getByRole("button", { name: "Fermer" })).toBeTruthy();
    expect(screen.getByRole("alert").querySelector(".sr-only")?.textContent).toContain("Erreur");
  });

  it("renders an action after the text", () => {
    renderWithIntl(<Alert action={<button type="button">Retry</button>}>Failed to fetch notifications</Alert>);
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
