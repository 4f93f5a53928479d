import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }), usePathname: () => "/builder" }));

import { QueryProvider } from "@/components/providers/query-provider";
import { ResumeParseStatus, RESUME_PARSE_STATUS_PATH } from "@/components/profile/builder/resume-parse-status";
import en from "@/messages/en/builder.json";
import frErrors from "@/messages/fr/errors.json";
import { renderWithIntl } from "@/tests/support/intl";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Answers the parse-status route with each state in turn, then the last one again. */
function answering(...states: { status: string | null; errorCode: number | null }[]) {
  let i = 0;
  const fetchMock = vi.fn(async (url: string) => {
    expect(String(url)).toContain(RESUME_PARSE_STATUS_PATH);
    const s = states[Math.min(i, states.length - 1)];
    i += 1;
    return json(200, { results: s });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function mount(locale: "en" | "fr" = "en") {
  return renderWithIntl(
    <QueryProvider>
      <ResumeParseStatus fileId="f1" />
    </QueryProvider>,
    { locale },
  );
}

beforeEach(() => refresh.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe("resume parse status line", () => {
  it("says the resume is being read while the parse runs, polls, and re-reads the page once it is parsed", async () => {
    const fetchMock = answering({ status: "queued", errorCode: null }, { status: "parsed", errorCode: null });
    mount();
    const live = await screen.findByText(en.resume.parse.pending);
    expect(live.getAttribute("role")).toBe("status");
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(refresh).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(en.resume.parse.parsed), { timeout: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a failed parse as an alert with the catalogued text of its code, in French, and stops polling", async () => {
    const fetchMock = answering({ status: "failed", errorCode: 10458 });
    mount("fr");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(frErrors.text_response_10458);
    await new Promise((r) => setTimeout(r, 2500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("does not re-read the page for a parse that had already ended when the step opened", async () => {
    answering({ status: "parsed", errorCode: null });
    mount();
    expect(await screen.findByText(en.resume.parse.parsed)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(refresh).not.toHaveBeenCalled();
  });
});
