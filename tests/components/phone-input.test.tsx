import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { PhoneInput, formatPhone, isPhoneLengthValid, phoneLengthIssue, type PhoneInputProps, type PhoneValue } from "@/components/ui/phone-input";
import { CONTROL_HEIGHTS } from "@/components/ui/sizes";

function Harness({ initial = null, onChange, ...props }: Partial<PhoneInputProps> & { initial?: PhoneValue | null }) {
  const [value, setValue] = useState<PhoneValue | null>(initial);
  return (
    <PhoneInput
      label="Phone"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

const numberInput = () => screen.getByRole("textbox", { name: "Phone" }) as HTMLInputElement;
const countrySelect = () => screen.getByRole("combobox", { name: "Country code" }) as HTMLSelectElement;

describe("PhoneInput", () => {
  it("phone input emits dial code with the number", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    await user.type(numberInput(), "5551234567");
    expect(onChange).toHaveBeenLastCalledWith({ value: "5551234567", country: "US", dialCode: "+1" });
    expect(numberInput().value).toBe("5551234567");
  });

  it("changing the country emits its dial code and keeps the number", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<Harness initial={{ value: "612345678", country: "US", dialCode: "+1" }} onChange={onChange} />);
    await user.selectOptions(countrySelect(), "FR");
    expect(onChange).toHaveBeenLastCalledWith({ value: "612345678", country: "FR", dialCode: "+33" });
    expect(screen.getByText("FR +33")).toBeTruthy();
  });

  it("keeps digits only", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.type(numberInput(), "55a5-12 3");
    expect(numberInput().value).toBe("555123");
  });

  it("pasting an international number drops the dial code the picker already holds", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    await user.click(numberInput());
    await user.paste("+1 (555) 123-4567");
    expect(onChange).toHaveBeenLastCalledWith({ value: "5551234567", country: "US", dialCode: "+1" });
  });

  it("a too-short number shows the length error after blur", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.type(numberInput(), "555");
    expect(numberInput().hasAttribute("aria-invalid")).toBe(false);
    await user.tab();
    expect(numberInput().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(numberInput().getAttribute("aria-describedby") ?? "")?.textContent).toBe("Phone number is too short");
  });

  it("a too-long number shows the length error in French", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness label="Téléphone" />, { locale: "fr" });
    const input = screen.getByRole("textbox", { name: "Téléphone" });
    await user.type(input, "555123456789");
    await user.tab();
    expect(screen.getByText("Le numéro de téléphone est trop long")).toBeTruthy();
  });

  it("strips the trunk 0 on blur, except where it is dialled internationally", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = renderWithIntl(<Harness defaultCountry="GB" onChange={onChange} />);
    await user.type(numberInput(), "07700900123");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ value: "7700900123", country: "GB", dialCode: "+44" });
    expect(numberInput().hasAttribute("aria-invalid")).toBe(false);
    unmount();

    onChange.mockClear();
    renderWithIntl(<Harness defaultCountry="IT" onChange={onChange} />);
    await user.type(numberInput(), "0612345678");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ value: "0612345678", country: "IT", dialCode: "+39" });
  });

  it("an error from the form replaces the built-in message", () => {
    renderWithIntl(<Harness error="Phone is required" required />);
    expect(numberInput().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Phone is required")).toBeTruthy();
  });

  it("country names follow the locale and the picker is keyboard reachable", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness label="Téléphone" />, { locale: "fr" });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Indicatif du pays" }));
    expect(screen.getByRole("option", { name: "Allemagne (+49)" })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Téléphone" }));
  });

  it("a restricted country list keeps the given order", () => {
    renderWithIntl(<Harness countries={["CA", "US"]} />);
    const options = screen.getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(["CA", "US"]);
  });

  it("the field follows the size scale and groups its parts under the label", () => {
    renderWithIntl(<Harness size="md" />);
    const group = screen.getByRole("group", { name: "Phone" });
    expect(group.className).toContain(`h-[${CONTROL_HEIGHTS.md}px]`);
    expect(group.contains(countrySelect())).toBe(true);
  });
});

describe("phone helpers", () => {
  it("checks length per country and falls back to E.164 limits", () => {
    expect(phoneLengthIssue({ value: "5551234567", country: "US" })).toBeNull();
    expect(phoneLengthIssue({ value: "555", country: "US" })).toBe("tooShort");
    expect(phoneLengthIssue({ value: "55512345678", country: "US" })).toBe("tooLong");
    expect(isPhoneLengthValid({ value: "612345678", country: "fr" })).toBe(true);
    expect(isPhoneLengthValid({ value: "1234", country: "ZZ" })).toBe(true);
    expect(isPhoneLengthValid({ value: "1234567890123456", country: "ZZ" })).toBe(false);
  });

  it("formats the stored shape for display", () => {
    expect(formatPhone({ value: "5551234567", country: "US", dialCode: "+1" })).toBe("+1 5551234567");
    expect(formatPhone(null)).toBe("");
  });
});
