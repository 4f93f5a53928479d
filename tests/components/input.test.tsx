import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { Input } from "@/components/ui/input";
import { CONTROL_HEIGHTS, CONTROL_SIZES } from "@/components/ui/sizes";

describe("Input", () => {
  it("is labelled and accepts typing", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Input label="Full name" />);
    const input = screen.getByLabelText("Full name") as HTMLInputElement;
    await user.type(input, "Ada Lovelace");
    expect(input.value).toBe("Ada Lovelace");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("an error marks the field invalid and describes it", () => {
    renderWithIntl(<Input label="Email" error="Please enter valid email id" />);
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Please enter valid email id");
  });

  it("shows the hint until an error replaces it", () => {
    const { rerender } = renderWithIntl(<Input label="Email" hint="Work address preferred" />);
    expect(screen.getByText("Work address preferred")).toBeTruthy();
    rerender(<Input label="Email" hint="Work address preferred" error="Required" />);
    expect(screen.queryByText("Work address preferred")).toBeNull();
    expect(screen.getByText("Required")).toBeTruthy();
  });

  it("input heights follow the size scale", () => {
    for (const size of CONTROL_SIZES) {
      const { unmount } = renderWithIntl(<Input label={`Field ${size}`} size={size} />);
      const frame = screen.getByLabelText(`Field ${size}`).parentElement as HTMLElement;
      expect(frame.className.split(" ")).toContain(`h-[${CONTROL_HEIGHTS[size]}px]`);
      unmount();
    }
  });

  it("required fields show a decorative asterisk and stay required for assistive tech", () => {
    renderWithIntl(<Input label="Company" required />);
    const input = screen.getByLabelText(/Company/) as HTMLInputElement;
    expect(input.required).toBe(true);
    const star = document.querySelector('label [aria-hidden="true"]');
    expect(star?.textContent).toBe("*");
  });

  it("a hidden label still names the field", () => {
    renderWithIntl(<Input label="Search" hideLabel />);
    const label = document.querySelector("label") as HTMLLabelElement;
    expect(label.className).toContain("sr-only");
    expect(screen.getByLabelText("Search")).toBeTruthy();
  });

  it("keeps a caller's aria-describedby alongside its own message", () => {
    renderWithIntl(
      <>
        <p id="extra">Extra</p>
        <Input label="Title" error="Too long" aria-describedby="extra" />
      </>,
    );
    const ids = (screen.getByLabelText("Title").getAttribute("aria-describedby") ?? "").split(" ");
    expect(ids[0]).toBe("extra");
    expect(ids).toHaveLength(2);
  });
});
