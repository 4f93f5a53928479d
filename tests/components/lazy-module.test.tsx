import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { lazyModule, useLazyModule, type LazyModule } from "@/components/ui/lazy-module";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { renderWithIntl } from "@/tests/support/intl";

// A file of its own: the confirmation dialog's code must not have been loaded by an earlier test.

function Probe({ module, wanted }: { module: LazyModule<() => string>; wanted: boolean }) {
  const value = useLazyModule(module, wanted);
  return <p>{value ? value() : "not loaded"}</p>;
}

describe("lazyModule / useLazyModule", () => {
  it("lazy module loads once for concurrent callers and remembers the value", async () => {
    const loader = vi.fn(async () => "value");
    const m = lazyModule(loader);
    expect(m.current()).toBeNull();
    const [a, b] = await Promise.all([m.load(), m.load()]);
    expect([a, b]).toEqual(["value", "value"]);
    await m.load();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(m.current()).toBe("value");
  });

  it("lazy module retries a failed load on the next call", async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValueOnce("second");
    const m = lazyModule<string>(loader);
    await expect(m.load()).rejects.toThrow("chunk failed");
    expect(m.current()).toBeNull();
    await expect(m.load()).resolves.toBe("second");
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("lazy module is not loaded until wanted, and a function value is stored, not called", async () => {
    const fn = () => "loaded component";
    const loader = vi.fn(async () => fn);
    const m = lazyModule(loader);
    const { rerender } = render(<Probe module={m} wanted={false} />);
    expect(screen.getByText("not loaded")).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
    rerender(<Probe module={m} wanted />);
    expect(await screen.findByText("loaded component")).toBeTruthy();
    // Another component after the load gets it in its first render.
    render(<Probe module={m} wanted={false} />);
    expect(screen.getAllByText("loaded component")).toHaveLength(2);
  });

  it("onLoaded runs once when the chunk arrives, while the stand-in is still on the page, and never after unmount", async () => {
    let resolve!: (v: () => string) => void;
    const m = lazyModule(() => new Promise<() => string>((r) => (resolve = r)));
    const seen: string[] = [];
    function Swap() {
      const value = useLazyModule(m, true, () => seen.push(document.querySelector("p")?.textContent ?? "none"));
      return <p>{value ? value() : "stand-in"}</p>;
    }
    render(<Swap />);
    resolve(() => "real");
    expect(await screen.findByText("real")).toBeTruthy();
    expect(seen).toEqual(["stand-in"]);

    let resolveLate!: (v: () => string) => void;
    const late = lazyModule(() => new Promise<() => string>((r) => (resolveLate = r)));
    const calls = vi.fn();
    function Gone() {
      const value = useLazyModule(late, true, calls);
      return <p>{value ? "loaded late" : "waiting"}</p>;
    }
    const { unmount } = render(<Gone />);
    unmount();
    resolveLate(() => "x");
    await late.load();
    expect(calls).not.toHaveBeenCalled();
  });

  it("confirm dialog renders nothing while closed and opens once its code has loaded", async () => {
    const props = { title: "Remove this job?", onConfirm: () => {}, onCancel: () => {} };
    const { rerender } = renderWithIntl(<ConfirmDialog open={false} {...props} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    rerender(<ConfirmDialog open {...props} />);
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this job?" });
    expect(dialog).toBeTruthy();
  });
});
