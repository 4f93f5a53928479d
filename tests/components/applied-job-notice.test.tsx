import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";

let pathname = "/profile";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));
vi.mock("@/components/shell/use-logout", () => ({ useLogout: () => async () => {} }));

import { APPLIED_JOB_KEY, APPLY_ERROR_KEY, AppliedJobNotice } from "@/components/shell/applied-job-notice";
import { STARTUP_PATHS } from "@/components/shell/talent-startup";
import { TalentProviders } from "@/components/shell/talent-providers";
import { ToastProvider, loadToastViewport } from "@/components/ui/toast";
import { renderWithIntl } from "@/tests/support/intl";

function mount(locale: "en" | "fr" = "en") {
  return renderWithIntl(
    <ToastProvider>
      <AppliedJobNotice />
    </ToastProvider>,
    { locale },
  );
}

/** The toasts shown: none while the viewport (mounted with the first toast) is absent. */
const toasts = () => {
  const region = screen.queryByRole("region");
  return region ? within(region).queryAllByRole("listitem") : [];
};

// The toasts' UI loads with the first toast; loaded ahead, a toast renders in the same frame.
beforeAll(async () => {
  await loadToastViewport();
});

describe("hasAppliedJob notice", () => {
  beforeEach(() => {
    pathname = "/profile";
    localStorage.clear();
  });

  it("shows the success notice once and removes the stored flag", () => {
    localStorage.setItem(APPLIED_JOB_KEY, "true");
    const { rerender } = mount();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0].textContent).toContain("Your application has been submitted");
    expect(localStorage.getItem(APPLIED_JOB_KEY)).toBeNull();
    pathname = "/dashboard";
    rerender(
      <ToastProvider>
        <AppliedJobNotice />
      </ToastProvider>,
    );
    expect(toasts()).toHaveLength(1);
  });

  it("speaks French for a French user", () => {
    localStorage.setItem(APPLIED_JOB_KEY, "1");
    mount("fr");
    expect(toasts()[0].textContent).toContain("Votre candidature a bien été envoyée");
  });

  it("shows nothing without the flag, or with a flag that says false (and still clears it)", () => {
    const first = mount();
    expect(toasts()).toHaveLength(0);
    first.unmount();
    localStorage.setItem(APPLIED_JOB_KEY, "false");
    pathname = "/calendar";
    mount();
    expect(toasts()).toHaveLength(0);
    expect(localStorage.getItem(APPLIED_JOB_KEY)).toBeNull();
  });

  it("shows it when the flag is set later and the user moves to another page of the shell", () => {
    const { rerender } = mount();
    expect(toasts()).toHaveLength(0);
    localStorage.setItem(APPLIED_JOB_KEY, "true");
    pathname = "/dashboard";
    rerender(
      <ToastProvider>
        <AppliedJobNotice />
      </ToastProvider>,
    );
    expect(toasts()).toHaveLength(1);
  });
});

describe("hasAppliedJob notice in the talent shell", () => {
  beforeEach(() => {
    pathname = "/profile";
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("still shows the notice when the start-up details fetch fails and clears local storage", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === STARTUP_PATHS.details
        ? new Response(JSON.stringify({ code: 10000, message: "boom" }), { status: 500, headers: { "content-type": "application/json" } })
        : new Response(JSON.stringify({ results: [] }), { status: 200, headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem(APPLIED_JOB_KEY, "true");
    localStorage.setItem("jobId", "job-1");
    renderWithIntl(<TalentProviders signedIn>page</TalentProviders>);
    // The failure clears storage (spec §4.4)…
    await waitFor(() => expect(localStorage.getItem("jobId")).toBeNull());
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain(STARTUP_PATHS.details);
    // …but the flag was read on mount, before any answer: the notice is there, once.
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0].textContent).toContain("Your application has been submitted");
  });
});

describe("a refused application", () => {
  beforeEach(() => {
    pathname = "/profile";
    localStorage.clear();
  });

  it("tells a candidate refused for an unassigned job (10085) that the job is not accepting applications, not the recruiters' text", () => {
    localStorage.setItem(APPLY_ERROR_KEY, "10085");
    mount();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0].textContent).toContain("This job is not accepting applications right now.");
    expect(toasts()[0].textContent).not.toContain("unassigned job descriptions");
    expect(localStorage.getItem(APPLY_ERROR_KEY)).toBeNull();
  });

  it("says so in French", () => {
    localStorage.setItem(APPLY_ERROR_KEY, "10085");
    mount("fr");
    expect(toasts()[0].textContent).toContain("Cette offre n'accepte pas de candidatures pour le moment.");
  });

  it("keeps the catalogue text for refusals already written for candidates (10078 job gone)", () => {
    localStorage.setItem(APPLY_ERROR_KEY, "10078");
    mount();
    expect(toasts()[0].textContent).toContain("This job no longer exists.");
  });
});
