import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/support/intl";
import { Loader, ProgressBar, Spinner } from "@/components/ui/loader";

describe("Loader", () => {
  it("the spinner has an sr-only loading label", () => {
    renderWithIntl(<Spinner />);
    const status = screen.getByRole("status");
    const label = status.querySelector(".sr-only");
    expect(label?.textContent).toBe("Loading…");
    expect(status.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("the spinner label can be replaced and is translated", () => {
    const { unmount } = renderWithIntl(<Spinner label="Loading jobs" />);
    expect(screen.getByRole("status").textContent).toBe("Loading jobs");
    unmount();
    renderWithIntl(<Spinner />, { locale: "fr" });
    expect(screen.getByRole("status").textContent).toBe("Chargement…");
  });

  it("the full-page loader covers the viewport and is busy", () => {
    renderWithIntl(<Loader fullPage message="Preparing your interview" />);
    const overlay = document.querySelector('[data-loader="full-page"]') as HTMLElement;
    expect(overlay.className).toContain("fixed");
    expect(overlay.className).toContain("inset-0");
    expect(overlay.getAttribute("aria-busy")).toBe("true");
    expect(overlay.textContent).toContain("Preparing your interview");
    expect(screen.getByRole("status")).toBeTruthy();
  });

  it("the inline loader is not an overlay", () => {
    renderWithIntl(<Loader />);
    expect(document.querySelector('[data-loader="full-page"]')).toBeNull();
    expect(screen.getByRole("status")).toBeTruthy();
  });

  it("the progress bar reports its value", () => {
    renderWithIntl(<ProgressBar label="Uploading cv.pdf" value={40} showValue />);
    const bar = screen.getByRole("progressbar", { name: "Uploading cv.pdf" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("40%");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("40%");
  });

  it("the progress bar clamps out-of-range values", () => {
    renderWithIntl(<ProgressBar label="Upload" value={150} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });

  it("an indeterminate progress bar has no current value", () => {
    renderWithIntl(<ProgressBar label="Processing" />);
    const bar = screen.getByRole("progressbar", { name: "Processing" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
  });
});
