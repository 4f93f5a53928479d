import { useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { openedOnce } from "@/components/ui/use-opened-once";

// The lazy dialogs (components/*/…-lazy.tsx) wrap their next/dynamic component with openedOnce (D48).
describe("openedOnce", () => {
  it("mounts the dialog at its first opening, not before, and keeps it mounted (its state with it) after it closes", () => {
    const mounts = vi.fn();
    function Dialog({ open, title }: { open: boolean; title: string }) {
      useEffect(() => mounts(), []);
      return <div data-testid="dialog" data-open={open}>{title}</div>;
    }
    const Lazy = openedOnce(Dialog);
    const { rerender } = render(<Lazy open={false} title="Settings" />);
    expect(screen.queryByTestId("dialog")).toBeNull();
    rerender(<Lazy open title="Settings" />);
    expect(screen.getByTestId("dialog").getAttribute("data-open")).toBe("true");
    rerender(<Lazy open={false} title="Settings" />);
    expect(screen.getByTestId("dialog").getAttribute("data-open")).toBe("false");
    rerender(<Lazy open title="Réglages" />);
    expect(screen.getByTestId("dialog").textContent).toBe("Réglages");
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it("reads the opening from another prop when told (the photo cropper opens when a file is chosen)", () => {
    function Cropper({ file }: { file: string | null }) {
      return <p>cropping {file ?? "nothing"}</p>;
    }
    const Lazy = openedOnce(Cropper, (props) => props.file !== null);
    const { rerender } = render(<Lazy file={null} />);
    expect(screen.queryByText(/cropping/)).toBeNull();
    rerender(<Lazy file="me.png" />);
    expect(screen.getByText("cropping me.png")).toBeTruthy();
  });
});
