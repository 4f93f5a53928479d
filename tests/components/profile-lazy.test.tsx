import { afterEach, describe, expect, it, vi } from "vitest";
import { configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import type { ReactElement } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";

vi.mock("@/lib/profiles/actions", () => ({ saveSectionAction: vi.fn(), removeProfileFileAction: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/profile" }));
vi.mock("@/components/shell/talent-startup-context", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/components/shell/talent-startup-context")>();
  return { ...actual, useTalentStartup: () => ({ details: undefined, interviewRestrictions: [], storagePermission: false, loading: false, refreshDetails: vi.fn() }) };
});

import { DownloadMenu } from "@/components/profile/view/download-menu";
import { IntroVideo } from "@/components/profile/view/intro-video";
import { IntroVideoSection } from "@/components/profile/intro-video/intro-video-section";
import { immigrationDefaults } from "@/components/profile/builder/defaults";
import { ImmigrationStep } from "@/components/profile/builder/sections/immigration-step";
import { QueryClientSlotProvider } from "@/components/providers/query-client-slot";
import { QueryProvider } from "@/components/providers/query-provider";
import { ToastProvider } from "@/components/ui/toast";
import introVideoEn from "@/messages/en/introVideo.json";
import type { TalentProfileView } from "@/lib/profiles/types";
import { IntlWrapper, renderWithIntl } from "@/tests/support/intl";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server's HTML and the first client render's, for the same element. */
function serverAndClient(ui: ReactElement): { server: string; client: string } {
  const server = renderToString(<IntlWrapper>{ui}</IntlWrapper>);
  const { container, unmount } = render(<IntlWrapper>{ui}</IntlWrapper>);
  const client = container.innerHTML;
  unmount();
  return { server, client };
}

const ALL_DOWNLOADS = { resume: true, pdf: true, docx: true };
const VIDEO_URL = "/api/files/video?sig=1";
const QUESTIONS = [{ question: "Tell us about you", questionNumber: 1, startTime: 0, endTime: 20 }];

// Nothing is loaded ahead in this file (the module cache is per file): every control below meets
// its code not loaded yet, as on a fresh page (D83).
describe("profile and builder controls whose code loads on first intent (D83)", { timeout: 30_000 }, () => {
  it("the download menu's button is server-rendered as the closed menu button, the same in the first client render", () => {
    const { server, client } = serverAndClient(<DownloadMenu downloads={ALL_DOWNLOADS} />);
    expect(server).toBe(client);
    expect(server).toContain('data-testid="download-menu"');
    expect(server).toContain('aria-haspopup="menu"');
    expect(server).toContain('aria-expanded="false"');
    expect(server).not.toContain('role="menu"');
  });

  it("the download menu opens from the keyboard before its code loaded, first item highlighted, and downloads", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 10404, message: "x" }), { status: 404, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithIntl(<DownloadMenu downloads={ALL_DOWNLOADS} />);
    screen.getByTestId("download-menu").focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(Array.from(menu.querySelectorAll('[role="menuitem"]')).map((i) => i.textContent?.trim())).toEqual(["Original resume", "Profile as PDF", "Profile as Word"]);
    await waitFor(() => expect(document.activeElement?.textContent?.trim()).toBe("Original resume"));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(fetchMock).toHaveBeenCalledWith("/api/candidate/profile/download?format=pdf", { credentials: "include" });
    expect((await screen.findByRole("alert")).textContent).toBe("The requested record could not be found.");
  });

  it("the intro video thumbnail is server-rendered the same, opens its modal when pressed before the code loaded, and gets the focus back", async () => {
    const { server, client } = serverAndClient(<IntroVideo url={VIDEO_URL} questions={QUESTIONS} />);
    // The same button (React writes the video's `muted` as a property on the client, not markup).
    const button = (html: string) => {
      const template = document.createElement("template");
      template.innerHTML = html;
      const b = template.content.querySelector("button")!;
      return { attributes: b.getAttributeNames().map((n) => `${n}=${b.getAttribute(n)}`), text: b.textContent, video: b.querySelector("video")?.getAttribute("src") };
    };
    expect(button(server)).toEqual(button(client));
    expect(server).toContain('aria-haspopup="dialog"');
    const user = userEvent.setup();
    renderWithIntl(<IntroVideo url={VIDEO_URL} questions={QUESTIONS} />);
    const thumb = screen.getByTestId("intro-video-thumbnail");
    await user.click(thumb);
    const dialog = await screen.findByRole("dialog", { name: "Intro video" });
    expect(dialog.querySelector("video[controls]")?.getAttribute("src")).toBe(VIDEO_URL);
    expect(thumb.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(thumb);
  });

  it("the intro video recorder opens when Record is pressed before its code loaded", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ results: { signedUrl: null, overlay: [] } }), { status: 200, headers: { "content-type": "application/json" } })));
    // A browser that records; the camera is still starting while the test looks.
    vi.stubGlobal("MediaRecorder", Object.assign(class {}, { isTypeSupported: () => true }));
    Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: () => new Promise(() => {}) }, configurable: true });
    renderWithIntl(
      <ToastProvider>
        <IntroVideoSection initial={{ signedUrl: null, overlay: [] }} />
      </ToastProvider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: introVideoEn.record }));
    expect(await screen.findByRole("dialog", { name: introVideoEn.recorder.title })).toBeTruthy();
  });

  it("a builder select pressed before its code loaded opens, and the choice reaches the form (married shows the spouse)", async () => {
    const user = userEvent.setup();
    const step = { onDirtyChange: vi.fn(), onSaved: vi.fn(), onBack: vi.fn(), isLast: true };
    const defaults = immigrationDefaults({ immigration: null } as unknown as TalentProfileView);
    const html = renderToString(
      <IntlWrapper>
        <ImmigrationStep defaults={defaults} {...step} />
      </IntlWrapper>,
    );
    // The selects are server-rendered as their closed triggers, without Radix.
    expect(html).toMatch(/id="immigration-marital-status"[^>]*data-deferred=""/);
    renderWithIntl(<ImmigrationStep defaults={defaults} {...step} />);
    expect(screen.queryByTestId("spouse-section")).toBeNull();
    const standIn = screen.getByRole("combobox", { name: "Marital status" });
    expect(standIn.hasAttribute("data-deferred")).toBe(true);
    fireEvent.pointerDown(standIn, { button: 0, ctrlKey: false, pointerType: "mouse" });
    await screen.findByRole("listbox");
    await user.click(screen.getByRole("option", { name: "Married/Partner" }));
    expect(await screen.findByTestId("spouse-section")).toBeTruthy();
    expect(step.onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  it("query providers under one slot share one client, so the builder's cache outlives a step", () => {
    const seen: QueryClient[] = [];
    function Probe() {
      seen.push(useQueryClient());
      return null;
    }
    const { rerender } = render(
      <QueryClientSlotProvider>
        <QueryProvider key="resume">
          <Probe />
        </QueryProvider>
      </QueryClientSlotProvider>,
    );
    // The next step: a new provider (its own subtree), the same client.
    rerender(
      <QueryClientSlotProvider>
        <QueryProvider key="personal">
          <Probe />
        </QueryProvider>
      </QueryClientSlotProvider>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    // Without a slot, each provider has its own client (as before).
    render(
      <QueryProvider>
        <Probe />
      </QueryProvider>,
    );
    expect(new Set(seen).size).toBe(2);
  });
});
