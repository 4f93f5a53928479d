import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { COPY_TIMEOUT_MS, ShareDialog } from "@/components/ui/share-dialog";
import { renderWithIntl } from "@/tests/support/intl";

const LINK = "https://jobs.example.com/osi/abc123";

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

function setup(props: Partial<Parameters<typeof ShareDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  renderWithIntl(<ShareDialog open onOpenChange={onOpenChange} link={LINK} {...props} />);
  return { onOpenChange };
}

// Lets the clipboard promise settle and React apply the state it sets.
const settle = () => act(async () => {});
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("ShareDialog", () => {
  beforeEach(() => {
    writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("copy timeout is 500 ms", () => {
    expect(COPY_TIMEOUT_MS).toBe(500);
  });

  it("share dialog shows the link in a labelled read-only field", () => {
    setup();
    expect(screen.getByRole("dialog", { name: "Share" })).toBeTruthy();
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Link" });
    expect(input.value).toBe(LINK);
    expect(input.readOnly).toBe(true);
  });

  it("share dialog copy writes the link to the clipboard", async () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it("copy shows Copied for 500 ms then resets", async () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await settle();
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Link copied to clipboard");
    await wait(COPY_TIMEOUT_MS - 1);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    await wait(1);
    expect(screen.queryByRole("button", { name: "Copied" })).toBeNull();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("copy again while Copied is shown restarts the 500 ms", async () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await settle();
    await wait(400);
    fireEvent.click(screen.getByRole("button", { name: "Copied" }));
    await settle();
    await wait(400);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    await wait(100);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
  });

  it("share dialog explains a failed copy and selects the link for manual copying", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("Couldn't copy the link. Select it and copy it manually.");
    expect(screen.queryByRole("button", { name: "Copied" })).toBeNull();
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Link" });
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, LINK.length]);
  });

  it("share dialog close button and Escape ask the parent to close", () => {
    const { onOpenChange } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("share dialog takes a custom title and description", () => {
    setup({ title: "Share this job", description: "Anyone with the link can apply." });
    expect(screen.getByRole("dialog", { name: "Share this job", description: "Anyone with the link can apply." })).toBeTruthy();
  });

  it("share dialog is translated in French", () => {
    renderWithIntl(<ShareDialog open onOpenChange={vi.fn()} link={LINK} />, { locale: "fr" });
    expect(screen.getByRole("dialog", { name: "Partager" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copier le lien" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Lien" })).toBeTruthy();
  });
});
