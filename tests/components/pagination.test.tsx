import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pagination, pageItems } from "@/components/ui/pagination";
import { renderWithIntl } from "@/tests/support/intl";

const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

describe("Pagination", () => {
  it("pagination is hidden when there is a single page", () => {
    const { container } = renderWithIntl(<Pagination page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("pagination is hidden when there are no pages", () => {
    renderWithIntl(<Pagination page={1} totalPages={0} onPageChange={vi.fn()} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("pagination shows a labelled nav once there are two pages", () => {
    renderWithIntl(<Pagination page={1} totalPages={2} onPageChange={vi.fn()} />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
    expect(button("Page 1")).toBeTruthy();
    expect(button("Page 2")).toBeTruthy();
  });

  it("pagination marks only the current page with aria-current", () => {
    renderWithIntl(<Pagination page={3} totalPages={5} onPageChange={vi.fn()} />);
    expect(button("Page 3").getAttribute("aria-current")).toBe("page");
    const current = screen.getAllByRole("button").filter((b) => b.hasAttribute("aria-current"));
    expect(current).toHaveLength(1);
  });

  it("pagination disables previous on the first page and next on the last", () => {
    const { rerender } = renderWithIntl(<Pagination page={1} totalPages={3} onPageChange={vi.fn()} />);
    expect(button("Previous page").disabled).toBe(true);
    expect(button("Next page").disabled).toBe(false);
    rerender(<Pagination page={3} totalPages={3} onPageChange={vi.fn()} />);
    expect(button("Previous page").disabled).toBe(false);
    expect(button("Next page").disabled).toBe(true);
  });

  it("pagination previous, next and numbered buttons request the right page", async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<Pagination page={2} totalPages={4} onPageChange={onPageChange} />);
    await user.click(button("Next page"));
    await user.click(button("Previous page"));
    await user.click(button("Page 4"));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [4]]);
  });

  it("pagination does not request the page already shown", async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<Pagination page={2} totalPages={4} onPageChange={onPageChange} />);
    await user.click(button("Page 2"));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("pagination collapses long ranges around the current page with ellipses", () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(pageItems(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
    expect(pageItems(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
    // A gap of one page shows the page rather than an ellipsis.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
  });

  it("pagination hides ellipses from assistive technology", () => {
    renderWithIntl(<Pagination page={10} totalPages={20} onPageChange={vi.fn()} />);
    const ellipses = screen.getByRole("navigation").querySelectorAll("li[aria-hidden='true']");
    expect(ellipses).toHaveLength(2);
  });
});
