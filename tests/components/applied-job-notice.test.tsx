import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";

let pathname = "/profile";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

import { APPLIED_JOB_KEY, AppliedJobNotice } from "@/components/shell/applied-job-notice";
import { ToastProvider } from "@/components/ui/toast";
import { renderWithIntl } from "@/tests/support/intl";

function mount(locale: "en" | "fr" = "en") {
  return renderWithIntl(
    <ToastProvider>
      <AppliedJobNotice />
    </ToastProvider>,
    { locale },
  );
}

const toasts = () => within(screen.getByRole("region")).queryAllByRole("listitem");

describe("hasAppliedJob notice", () => {
  beforeEach(() => {
    pathname = "/profile";
    localStorage.clear();
  });

  it("shows the success notice once and removes the stored flag", () => {
    localStorage.setItem(APPLIED_JOB_KEY, "true");
    const { rerender } = mount();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0].textContent).toContain("Your application has been submitted");
    expect(localStorage.getItem(APPLIED_JOB_KEY)).toBeNull();
    pathname = "/dashboard";
    rerender(
      <ToastProvider>
        <AppliedJobNotice />
      </ToastProvider>,
    );
    expect(toasts()).toHaveLength(1);
  });

  it("speaks French for a French user", () => {
    localStorage.setItem(APPLIED_JOB_KEY, "1");
    mount("fr");
    expect(toasts()[0].textContent).toContain("Votre candidature a bien été envoyée");
  });

  it("shows nothing without the flag, or with a flag that says false (and still clears it)", () => {
    const first = mount();
    expect(toasts()).toHaveLength(0);
    first.unmount();
    localStorage.setItem(APPLIED_JOB_KEY, "false");
    pathname = "/calendar";
    mount();
    expect(toasts()).toHaveLength(0);
    expect(localStorage.getItem(APPLIED_JOB_KEY)).toBeNull();
  });

  it("shows it when the flag is set later and the user moves to another page of the shell", () => {
    const { rerender } = mount();
    expect(toasts()).toHaveLength(0);
    localStorage.setItem(APPLIED_JOB_KEY, "true");
    pathname = "/dashboard";
    rerender(
      <ToastProvider>
        <AppliedJobNotice />
      </ToastProvider>,
    );
    expect(toasts()).toHaveLength(1);
  });
});
