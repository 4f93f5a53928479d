import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { renderWithIntl } from "@/tests/support/intl";

// A file of its own: the toasts' UI module must not have been loaded by an earlier test.

function Trigger() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ description: "Saved before the UI came", variant: "danger" })}>
      show
    </button>
  );
}

describe("Toast UI on demand", () => {
  it("toast region is absent until the first toast, then that toast appears once its UI has loaded", async () => {
    renderWithIntl(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    // No toast yet: no Radix region, so the page needed none of its code.
    expect(screen.queryByRole("region")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    const region = await screen.findByRole("region", { name: /^Notifications \(F8\)$/ });
    const [item] = await within(region).findAllByRole("listitem");
    expect(item.textContent).toContain("Saved before the UI came");
    expect(within(item).getByText("Error").className).toContain("sr-only");
  });
});
