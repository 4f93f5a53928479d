import { render } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

let pathname = "/profile";
vi.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(),
}));

import { ScrollToTop } from "@/components/shell/scroll-to-top";

describe("scroll to top", () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it("scrolls the window to the top on each navigation", () => {
    const { rerender } = render(<ScrollToTop />);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    pathname = "/calendar";
    rerender(<ScrollToTop />);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    expect(window.scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
  });

  it("does not scroll again when re-rendered on the same address", () => {
    const { rerender } = render(<ScrollToTop />);
    rerender(<ScrollToTop />);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });
});
