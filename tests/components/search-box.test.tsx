import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { SEARCH_DELAY_MS, SearchBox } from "@/components/ui/search-box";
import { renderWithIntl } from "@/tests/support/intl";

// fireEvent rather than user-event: user-event's async wrapper waits on a real setTimeout, which
// never fires under fake timers, and fake timers are what make the 300 ms checks exact.
const user = {
  type(input: HTMLInputElement, text: string) {
    for (const part of text.match(/\{\w+\}|./g) ?? []) {
      if (part === "{Enter}" || part === "{Escape}") fireEvent.keyDown(input, { key: part.slice(1, -1) });
      else if (part === "{Backspace}") fireEvent.change(input, { target: { value: input.value.slice(0, -1) } });
      else fireEvent.change(input, { target: { value: input.value + part } });
    }
  },
  clear(input: HTMLInputElement) {
    fireEvent.change(input, { target: { value: "" } });
  },
  click(element: Element) {
    fireEvent.click(element);
  },
};

function setup(props: Partial<Parameters<typeof SearchBox>[0]> = {}) {
  const onSearch = vi.fn();
  renderWithIntl(<SearchBox onSearch={onSearch} {...props} />);
  const input = screen.getByRole<HTMLInputElement>("searchbox", { name: props.label ?? "Search" });
  return { onSearch, input };
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("SearchBox", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("search delay is 300 ms", () => {
    expect(SEARCH_DELAY_MS).toBe(300);
  });

  it("search box calls onSearch once after 300 ms of quiet", async () => {
    const { onSearch, input } = setup();
    user.type(input, "react");
    expect(onSearch).not.toHaveBeenCalled();
    await wait(299);
    expect(onSearch).not.toHaveBeenCalled();
    await wait(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("react");
    await wait(2000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("search box restarts the wait on every keystroke", async () => {
    const { onSearch, input } = setup();
    user.type(input, "ja");
    await wait(200);
    user.type(input, "va");
    await wait(200);
    expect(onSearch).not.toHaveBeenCalled();
    await wait(100);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("java");
  });

  it("search box does not search on mount or when the text returns to what was last searched", async () => {
    const { onSearch, input } = setup({ defaultValue: "go" });
    await wait(1000);
    expect(onSearch).not.toHaveBeenCalled();
    user.type(input, "x");
    user.type(input, "{Backspace}");
    await wait(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("search box trims the text it searches for", async () => {
    const { onSearch, input } = setup();
    user.type(input, "  node ");
    await wait(SEARCH_DELAY_MS);
    expect(onSearch).toHaveBeenCalledWith("node");
  });

  it("search box shows the clear button only when there is text", async () => {
    const { input } = setup();
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    user.type(input, "a");
    expect(screen.getByRole("button", { name: "Clear search" })).toBeTruthy();
  });

  it("search box clear fires onSearch at once, empties the box and keeps focus in it", async () => {
    const { onSearch, input } = setup();
    user.type(input, "python");
    await wait(SEARCH_DELAY_MS);
    onSearch.mockClear();
    user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("");
    expect(input.value).toBe("");
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    await wait(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("search box clear cancels a pending debounced search", async () => {
    const { onSearch, input } = setup({ defaultValue: "old" });
    user.clear(input);
    user.type(input, "new");
    user.click(screen.getByRole("button", { name: "Clear search" }));
    await wait(1000);
    expect(onSearch.mock.calls).toEqual([[""]]);
  });

  it("search box Enter searches at once without waiting", async () => {
    const { onSearch, input } = setup();
    user.type(input, "rust{Enter}");
    expect(onSearch).toHaveBeenCalledWith("rust");
    await wait(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("search box Escape clears the text", async () => {
    const { onSearch, input } = setup();
    user.type(input, "sql");
    await wait(SEARCH_DELAY_MS);
    user.type(input, "{Escape}");
    expect(input.value).toBe("");
    expect(onSearch).toHaveBeenLastCalledWith("");
  });

  it("search box uses a caller's accessible label", () => {
    setup({ label: "Search jobs" });
    expect(screen.getByRole("searchbox", { name: "Search jobs" })).toBeTruthy();
  });

  it("search box is labelled in French", () => {
    renderWithIntl(<SearchBox onSearch={vi.fn()} />, { locale: "fr" });
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Rechercher" }).placeholder).toBe("Rechercher");
  });

  it("search box works controlled by its parent", async () => {
    const onSearch = vi.fn();
    function Parent() {
      const [q, setQ] = useState("");
      return (
        <>
          <SearchBox value={q} onValueChange={setQ} onSearch={onSearch} />
          <output data-testid="mirror">{q}</output>
        </>
      );
    }
    renderWithIntl(<Parent />);
    user.type(screen.getByRole<HTMLInputElement>("searchbox"), "ts");
    expect(screen.getByTestId("mirror").textContent).toBe("ts");
    await wait(SEARCH_DELAY_MS);
    expect(onSearch).toHaveBeenCalledWith("ts");
  });
});
