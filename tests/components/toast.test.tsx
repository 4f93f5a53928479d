import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { TOAST_DURATION_MS, ToastProvider, loadToastViewport, useToast, type ToastOptions } from "@/components/ui/toast";
import { renderWithIntl } from "@/tests/support/intl";

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      show
    </button>
  );
}

function setup(options: ToastOptions, locale: "en" | "fr" = "en") {
  renderWithIntl(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
    { locale },
  );
  const show = () => fireEvent.click(screen.getByRole("button", { name: "show" }));
  // The viewport is an <ol>; each toast is one of its items.
  const toasts = () => within(screen.getByRole("region")).queryAllByRole("listitem");
  return { show, toasts };
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("Toast", () => {
  // The toasts' UI is its own chunk, loaded with the first toast (toast-lazy.test.tsx covers
  // that); loaded ahead here, every toast renders in the same frame.
  beforeAll(async () => {
    await loadToastViewport();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("toast duration is 4000 ms", () => {
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it("toast closes after 4000 ms", async () => {
    vi.useFakeTimers();
    const { show, toasts } = setup({ description: "Profile saved", variant: "success" });
    show();
    expect(toasts()).toHaveLength(1);
    await wait(TOAST_DURATION_MS - 1);
    expect(toasts()).toHaveLength(1);
    await wait(1);
    expect(toasts()).toHaveLength(0);
  });

  it("toast shows its title and description", () => {
    const { show, toasts } = setup({ title: "Saved", description: "Your changes were saved.", variant: "success" });
    show();
    const [item] = toasts();
    expect(within(item).getByText("Saved")).toBeTruthy();
    expect(within(item).getByText("Your changes were saved.")).toBeTruthy();
  });

  it("toast without a title still names its variant for screen readers", () => {
    const { show, toasts } = setup({ description: "Upload failed", variant: "danger" });
    show();
    const title = within(toasts()[0]).getByText("Error");
    expect(title.className).toContain("sr-only");
  });

  it("toast close button removes it at once", () => {
    const { show, toasts } = setup({ description: "Heads up", variant: "info" });
    show();
    fireEvent.click(within(toasts()[0]).getByRole("button", { name: "Close notification" }));
    expect(toasts()).toHaveLength(0);
  });

  it("toast stacks several toasts and each closes on its own", () => {
    const { show, toasts } = setup({ description: "Again", variant: "warning" });
    show();
    show();
    expect(toasts()).toHaveLength(2);
    fireEvent.click(within(toasts()[0]).getByRole("button", { name: "Close notification" }));
    expect(toasts()).toHaveLength(1);
  });

  it("toast announces errors assertively through aria-live", async () => {
    vi.useFakeTimers();
    const { show } = setup({ description: "Could not save", variant: "danger" });
    show();
    // Radix copies the text into its live region a frame later.
    await wait(50);
    const live = [...document.querySelectorAll("[aria-live]")].filter((el) => el.textContent?.includes("Could not save"));
    expect(live.map((el) => el.getAttribute("aria-live"))).toEqual(["assertive"]);
  });

  it("toast announces successes politely through aria-live", async () => {
    vi.useFakeTimers();
    const { show } = setup({ description: "Saved fine", variant: "success" });
    show();
    await wait(50);
    const live = [...document.querySelectorAll("[aria-live]")].filter((el) => el.textContent?.includes("Saved fine"));
    expect(live.map((el) => el.getAttribute("aria-live"))).toEqual(["polite"]);
  });

  it("toast viewport is a labelled notifications region", () => {
    const { show } = setup({ description: "x" });
    show();
    expect(screen.getByRole("region", { name: /^Notifications \(F8\)$/ })).toBeTruthy();
  });

  it("toast close button is translated in French", () => {
    const { show, toasts } = setup({ description: "Enregistré", variant: "success" }, "fr");
    show();
    expect(within(toasts()[0]).getByRole("button", { name: "Fermer la notification" })).toBeTruthy();
  });

  it("useToast outside a ToastProvider fails loudly", () => {
    function Orphan() {
      useToast();
      return null;
    }
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow("useToast must be used inside <ToastProvider>.");
    spy.mockRestore();
  });
});
