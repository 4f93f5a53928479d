import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { loadConfirmDialog } from "@/components/ui/confirm-dialog";

// The confirmation dialog's code loads on its first opening (D78); loaded ahead, it opens in the same frame.
beforeAll(async () => {
  await loadConfirmDialog();
});

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }), usePathname: () => "/profile" }));
// The shell's start-up context, whose details a change to the video reads again (D79).
const refreshDetails = vi.fn();
vi.mock("@/components/shell/talent-startup-context", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/components/shell/talent-startup-context")>();
  return { ...actual, useTalentStartup: () => ({ details: undefined, interviewRestrictions: [], storagePermission: false, loading: false, refreshDetails }) };
});

import { ToastProvider } from "@/components/ui/toast";
import { IntroVideoPlayer } from "@/components/profile/intro-video/intro-video-player";
import { IntroVideoSection } from "@/components/profile/intro-video/intro-video-section";
import en from "@/messages/en/introVideo.json";
import fr from "@/messages/fr/introVideo.json";
import { renderWithIntl } from "@/tests/support/intl";

const OVERLAY = [
  { question: "Tell us about yourself.", questionNumber: 1, startTime: 0, endTime: 4 },
  { question: "Your skills?", questionNumber: 2, startTime: 4, endTime: 9.5 },
  { question: "A project?", questionNumber: 3, startTime: 9.5, endTime: 12 },
  { question: "What next?", questionNumber: 4, startTime: 12, endTime: 20 },
];
const VIDEO = { signedUrl: "/api/files/f1?exp=1&sig=a", overlay: OVERLAY };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function mountSection(locale: "en" | "fr" = "en") {
  // No QueryProvider: the profile page has none since the talent shell dropped it (D79).
  return renderWithIntl(
    <ToastProvider>
      <IntroVideoSection initial={VIDEO} />
    </ToastProvider>,
    { locale },
  );
}

beforeEach(() => {
  refresh.mockClear();
  refreshDetails.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("intro video player overlay", () => {
  it("shows the question whose time range holds the current time, and none between answers", () => {
    renderWithIntl(<IntroVideoPlayer src="/v.webm" overlay={OVERLAY.map((o, i) => (i === 2 ? { ...o, startTime: 10 } : o))} />);
    const video = screen.getByLabelText(en.player.label, { selector: "video" }) as HTMLVideoElement;
    const overlay = screen.getByTestId("intro-video-overlay");
    const at = (t: number) => {
      Object.defineProperty(video, "currentTime", { value: t, configurable: true, writable: true });
      fireEvent.timeUpdate(video);
    };
    at(1);
    expect(overlay.textContent).toContain("Question 1 of 4");
    expect(overlay.textContent).toContain("Tell us about yourself.");
    at(5);
    expect(overlay.textContent).toContain("Your skills?");
    at(9.7);
    expect(overlay.textContent).toBe("");
    at(19.9);
    expect(overlay.textContent).toContain("What next?");
  });
});

describe("intro video section", () => {
  it("deletes only after confirmation, then shows the message of the response code and refreshes the page data", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === "DELETE" ? json(200, { results: { code: "deleted" } }) : json(200, { results: VIDEO })));
    vi.stubGlobal("fetch", fetchMock);
    mountSection();
    fireEvent.click(screen.getByRole("button", { name: en.delete }));
    expect(screen.getByRole("alertdialog").textContent).toContain(en.deleteConfirmTitle);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(en.player.label, { selector: "video" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: en.delete }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: en.deleteConfirm }));
    });
    await waitFor(() => expect(screen.getByText(en.deleteResult.deleted)).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init?.method]).toEqual(["/api/candidate/introvideo", "DELETE"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refreshDetails).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText(en.player.label, { selector: "video" })).toBeNull();
    expect(screen.getByRole("button", { name: en.record })).toBeTruthy();
    expect(screen.getByText(en.empty)).toBeTruthy();
  });

  it("picks the message from the code: a video already gone says so, in French too", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { results: { code: "alreadyDeleted" } })),
    );
    mountSection("fr");
    fireEvent.click(screen.getByRole("button", { name: fr.delete }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: fr.deleteConfirm }));
    });
    await waitFor(() => expect(screen.getByText(fr.deleteResult.alreadyDeleted)).toBeTruthy());
  });

  it("keeps the video and shows the error text when the delete is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(403, { code: 10028, message: "This module is not enabled for your company." })),
    );
    mountSection();
    fireEvent.click(screen.getByRole("button", { name: en.delete }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: en.deleteConfirm }));
    });
    await waitFor(() => expect(screen.getByText("This module is not enabled for your company.")).toBeTruthy());
    expect(screen.getByLabelText(en.player.label, { selector: "video" })).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
    expect(refreshDetails).not.toHaveBeenCalled();
  });
});
