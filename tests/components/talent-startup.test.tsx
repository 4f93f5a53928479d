import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";

let pathname = "/profile";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));
const logout = vi.fn(async () => {});
vi.mock("@/components/shell/use-logout", () => ({ useLogout: () => logout }));

import { QueryProvider } from "@/components/providers/query-provider";
import { STARTUP_PATHS, TalentStartup, useTalentStartup } from "@/components/shell/talent-startup";

type Answer = { status: number; body: unknown };
const DETAILS = { id: "u1", fullName: "Taylor Morgan", candidateUniqueId: "DEMO-C-100001" };

function json({ status, body }: Answer): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fetch that answers by path and records what was asked. */
function stubFetch(answers: Partial<Record<keyof typeof STARTUP_PATHS, Answer>>) {
  const defaults: Record<keyof typeof STARTUP_PATHS, Answer> = {
    details: { status: 200, body: { results: DETAILS } },
    interviewRestrictions: { status: 200, body: { results: ["RECORDING_DOWNLOAD", "RECORDING_DOWNLOAD", "LIVE"] } },
    cloudPermission: { status: 200, body: { results: { storagePermission: true } } },
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const key = (Object.keys(STARTUP_PATHS) as (keyof typeof STARTUP_PATHS)[]).find((k) => url === STARTUP_PATHS[k]);
    if (!key) return json({ status: 404, body: { code: 10404, message: "unknown" } });
    return json(answers[key] ?? defaults[key]);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function Probe() {
  const s = useTalentStartup();
  return (
    <dl>
      <dd data-testid="name">{s.details?.fullName ?? "none"}</dd>
      <dd data-testid="restrictions">{s.interviewRestrictions.join(",")}</dd>
      <dd data-testid="storage">{String(s.storagePermission)}</dd>
      <dd data-testid="loading">{String(s.loading)}</dd>
    </dl>
  );
}

function mount() {
  return render(
    <QueryProvider>
      <TalentStartup>
        <Probe />
      </TalentStartup>
    </QueryProvider>,
  );
}

const askedPaths = (f: ReturnType<typeof stubFetch>) => f.mock.calls.map((c) => String(c[0])).sort();

describe("talent start-up", () => {
  beforeEach(() => {
    pathname = "/profile";
    logout.mockClear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("loads user details, interview restrictions (without duplicates) and the storage flag", async () => {
    const f = stubFetch({});
    mount();
    await waitFor(() => expect(screen.getByTestId("loading").textContent).toBe("false"));
    expect(screen.getByTestId("name").textContent).toBe("Taylor Morgan");
    expect(screen.getByTestId("restrictions").textContent).toBe("RECORDING_DOWNLOAD,LIVE");
    expect(screen.getByTestId("storage").textContent).toBe("true");
    expect(askedPaths(f)).toEqual([STARTUP_PATHS.details, STARTUP_PATHS.interviewRestrictions, STARTUP_PATHS.cloudPermission].sort());
    // Same-origin calls that carry the session cookie.
    expect(f.mock.calls[0][1]).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("reports no storage permission when the server says so", async () => {
    stubFetch({ cloudPermission: { status: 200, body: { results: { storagePermission: false } } } });
    mount();
    await waitFor(() => expect(screen.getByTestId("loading").textContent).toBe("false"));
    expect(screen.getByTestId("storage").textContent).toBe("false");
  });

  it.each(["/public/login/abc123", "/osi/xyz/intro"])("does not ask for user details on %s", async (path) => {
    pathname = path;
    const f = stubFetch({});
    mount();
    await waitFor(() => expect(screen.getByTestId("loading").textContent).toBe("false"));
    expect(askedPaths(f)).not.toContain(STARTUP_PATHS.details);
    expect(askedPaths(f)).toContain(STARTUP_PATHS.cloudPermission);
    expect(screen.getByTestId("name").textContent).toBe("none");
  });

  it("logs the user out and clears local storage when the details answer 404", async () => {
    localStorage.setItem("jobId", "42");
    localStorage.setItem("timezone", "Europe/Paris");
    stubFetch({ details: { status: 404, body: { code: 10404, message: "not found" } } });
    mount();
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(localStorage.length).toBe(0);
  });

  it("clears local storage but stays signed in when the details fail otherwise", async () => {
    localStorage.setItem("timezone", "Europe/Paris");
    stubFetch({ details: { status: 500, body: { code: 10000, message: "boom" } } });
    mount();
    await waitFor(() => expect(localStorage.length).toBe(0));
    await waitFor(() => expect(screen.getByTestId("loading").textContent).toBe("false"));
    expect(logout).not.toHaveBeenCalled();
    expect(screen.getByTestId("name").textContent).toBe("none");
  });

  it("keeps local storage when the details load", async () => {
    localStorage.setItem("timezone", "Europe/Paris");
    stubFetch({});
    mount();
    await waitFor(() => expect(screen.getByTestId("name").textContent).toBe("Taylor Morgan"));
    expect(localStorage.getItem("timezone")).toBe("Europe/Paris");
  });
});
