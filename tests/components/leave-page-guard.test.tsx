/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors are what these tests click (the rule reads /jobs/ as the whiteboard route's [jobId]) */
import { loadConfirmDialog } from "@/components/ui/confirm-dialog";

// The confirmation dialog's code loads on its first opening (D78); loaded ahead, it opens in the same frame.
beforeAll(async () => {
  await loadConfirmDialog();
});
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LeavePageDialog, LeavePageGuard, useLeavePageGuard } from "@/components/ui/leave-page-guard";
import { renderWithIntl } from "@/tests/support/intl";

const push = vi.fn();
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

// jsdom cannot navigate; swallow whatever reaches the bubble phase so an unguarded link is inert.
function stopJsdomNavigation(e: MouseEvent) {
  e.preventDefault();
}

function Page({ when = true, skip = false }: { when?: boolean; skip?: boolean }) {
  return (
    <main>
      <LeavePageGuard when={when} skip={skip} />
      <a href="/jobs?page=2#top">Jobs</a>
      <a href="/jobs" target="_blank">Jobs in a new tab</a>
      <a href="/jobs" download>
        Download
      </a>
      <a href="#details">Details</a>
      <a href="https://example.org/help">Help</a>
    </main>
  );
}

const dialog = () => screen.queryByRole("alertdialog", { name: "Leave this page?" });

describe("LeavePageGuard", () => {
  beforeEach(() => {
    push.mockClear();
    window.history.replaceState(null, "", "/profile");
    document.addEventListener("click", stopJsdomNavigation);
  });
  afterEach(() => {
    document.removeEventListener("click", stopJsdomNavigation);
    vi.restoreAllMocks();
  });

  it("leave guard asks before following a link and then navigates", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    await user.click(screen.getByRole("link", { name: "Jobs" }));
    expect(push).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
    expect(screen.getByRole("alertdialog", { description: "You have unsaved changes. If you leave now, they will be lost." })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Leave page" }));
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith("/jobs?page=2#top");
    expect(dialog()).toBeNull();
  });

  it("leave guard stays on the page when the user chooses to", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    await user.click(screen.getByRole("link", { name: "Jobs" }));
    await user.click(screen.getByRole("button", { name: "Stay on page" }));
    expect(push).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it("leave guard keeps the click from reaching the link's own handlers (next/link)", async () => {
    const user = userEvent.setup();
    const linkHandler = vi.fn();
    renderWithIntl(
      <>
        <LeavePageGuard when />
        <a href="/calendar" onClick={linkHandler}>
          Calendar
        </a>
      </>,
    );
    await user.click(screen.getByRole("link", { name: "Calendar" }));
    expect(linkHandler).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it("leave guard catches clicks on elements inside a link", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <LeavePageGuard when />
        <a href="/calendar">
          <span>Calendar icon</span>
        </a>
      </>,
    );
    await user.click(screen.getByText("Calendar icon"));
    expect(dialog()).not.toBeNull();
  });

  it("leave guard does not ask when nothing is at stake", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page when={false} />);
    await user.click(screen.getByRole("link", { name: "Jobs" }));
    expect(dialog()).toBeNull();
  });

  it("leave guard is skipped for an expired interview", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page skip />);
    await user.click(screen.getByRole("link", { name: "Jobs" }));
    expect(dialog()).toBeNull();
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it("leave guard lets new-tab, download, same-page hash, modified and other-site clicks through", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    await user.click(screen.getByRole("link", { name: "Jobs in a new tab" }));
    await user.click(screen.getByRole("link", { name: "Download" }));
    await user.click(screen.getByRole("link", { name: "Details" }));
    await user.click(screen.getByRole("link", { name: "Help" }));
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Jobs" }));
    await user.keyboard("{/Control}");
    expect(dialog()).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it("leave guard blocks reload and tab close through beforeunload while active", () => {
    const { rerender } = renderWithIntl(<Page />);
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    rerender(<Page when={false} />);
    const later = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it("leave guard asks on browser Back and keeps other popstate listeners out of it", async () => {
    const user = userEvent.setup();
    const routerListener = vi.fn();
    window.addEventListener("popstate", routerListener);
    renderWithIntl(<Page />);
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(dialog()).not.toBeNull();
    expect(routerListener).not.toHaveBeenCalled();

    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Leave page" }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();

    // The popstate our own Back causes must go through to the router.
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(routerListener).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    window.removeEventListener("popstate", routerListener);
  });

  it("leave guard restores its history entry when the user stays after Back", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    const pushState = vi.spyOn(window.history, "pushState");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    await user.click(screen.getByRole("button", { name: "Stay on page" }));
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe("/profile");
    expect(dialog()).toBeNull();
  });

  it("leave guard adds a single history entry however often it mounts", () => {
    const before = window.history.length;
    const first = renderWithIntl(<Page />);
    first.unmount();
    renderWithIntl(<Page />);
    expect(window.history.length).toBe(before + 1);
  });

  it("leave guard hook's navigate asks first for navigation started from code", async () => {
    const user = userEvent.setup();
    function Form() {
      const guard = useLeavePageGuard(true);
      return (
        <>
          <button type="button" onClick={() => guard.navigate("/dashboard")}>
            Back to dashboard
          </button>
          <LeavePageDialog guard={guard} title="Discard changes?" leaveLabel="Discard" />
        </>
      );
    }
    renderWithIntl(<Form />);
    await user.click(screen.getByRole("button", { name: "Back to dashboard" }));
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Discard" }));
    expect(push).toHaveBeenCalledWith("/dashboard");
  });

  it("leave guard hook's navigate goes straight through when skipped", () => {
    function Form() {
      const guard = useLeavePageGuard(true, { skip: true });
      return (
        <button type="button" onClick={() => guard.navigate("/dashboard")}>
          Go
        </button>
      );
    }
    renderWithIntl(<Form />);
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(push).toHaveBeenCalledWith("/dashboard");
  });

  it("leave guard dialog is translated in French", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />, { locale: "fr" });
    await user.click(screen.getByRole("link", { name: "Jobs" }));
    expect(screen.getByRole("alertdialog", { name: "Quitter cette page ?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Rester sur la page" })).toBeTruthy();
  });
});
