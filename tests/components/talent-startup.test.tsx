import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";

let pathname = "/profile";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));
const logout = vi.fn(async () => {});
vi.mock("@/components/shell/use-logout", () => ({ useLogout: () => logout }));
// Decision D79: the talent shell loads without React Query. Importing it here fails the file.
vi.mock("@tanstack/react-query", () => {
  throw new Error("the talent shell must not import @tanstack/react-query");
});

import { STARTUP_PATHS, TalentStartup, useTalentStartup, type TalentStartupData } from "@/components/shell/talent-startup";
import { TalentProviders } from "@/components/shell/talent-providers";
import { createApiClient } from "@/lib/http/client";
import { renderWithIntl } from "@/tests/support/intl";

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
  const s: TalentStartupData = useTalentStartup();
  return (
    <dl>
      <dd data-testid="name">{s.details?.fullName ?? "none"}</dd>
      <dd data-testid="restrictions">{s.interviewRestrictions.join(",")}</dd>
      <dd data-testid="storage">{String(s.storagePermission)}</dd>
      <dd data-testid="loading">{String(s.loading)}</dd>
      <dd>
        <button onClick={s.refreshDetails}>refresh details</button>
      </dd>
    </dl>
  );
}

function mount() {
  // No QueryProvider around it: the start-up fetches need none (D79).
  return render(
    <TalentStartup>
      <Probe />
    </TalentStartup>,
  );
}

const rerenderStartup = (r: ReturnType<typeof mount>) =>
  r.rerender(
    <TalentStartup>
      <Probe />
    </TalentStartup>,
  );

/** A fetch whose answers wait until the test releases them, one path at a time. */
function deferredFetch() {
  const pending = new Map<string, { resolve: (r: Response) => void; signal?: AbortSignal | null }[]>();
  const fetchMock = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        const url = String(input);
        pending.set(url, [...(pending.get(url) ?? []), { resolve, signal: init?.signal }]);
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  const release = async (path: string, answer: Answer) => {
    const waiting = pending.get(path) ?? [];
    pending.delete(path);
    await act(async () => {
      for (const w of waiting) w.resolve(json(answer));
    });
  };
  return { fetchMock, pending, release };
}

const loading = () => screen.getByTestId("loading").textContent;

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

  it("clears local storage once per failure, not on every re-render", async () => {
    stubFetch({ details: { status: 500, body: { code: 10000, message: "boom" } } });
    const r = mount();
    await waitFor(() => expect(loading()).toBe("false"));
    localStorage.setItem("timezone", "Europe/Paris");
    rerenderStartup(r);
    pathname = "/dashboard";
    rerenderStartup(r);
    await act(async () => {});
    expect(localStorage.getItem("timezone")).toBe("Europe/Paris");
  });

  it("logs out only for a 404, not for a failure of the other two start-up calls", async () => {
    localStorage.setItem("timezone", "Europe/Paris");
    stubFetch({
      interviewRestrictions: { status: 404, body: { code: 10404, message: "not found" } },
      cloudPermission: { status: 500, body: { code: 10000, message: "boom" } },
    });
    mount();
    await waitFor(() => expect(loading()).toBe("false"));
    expect(logout).not.toHaveBeenCalled();
    expect(localStorage.getItem("timezone")).toBe("Europe/Paris");
    expect(screen.getByTestId("name").textContent).toBe("Taylor Morgan");
    expect(screen.getByTestId("restrictions").textContent).toBe("");
    expect(screen.getByTestId("storage").textContent).toBe("false");
  });

  it("counts only a storage permission of exactly true", async () => {
    stubFetch({ cloudPermission: { status: 200, body: { results: { storagePermission: "true" } } } });
    mount();
    await waitFor(() => expect(loading()).toBe("false"));
    expect(screen.getByTestId("storage").textContent).toBe("false");
  });

  it("is loading while any of the three calls is in flight", async () => {
    const { fetchMock, release } = deferredFetch();
    mount();
    expect(loading()).toBe("true");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await release(STARTUP_PATHS.interviewRestrictions, { status: 200, body: { results: ["LIVE"] } });
    await release(STARTUP_PATHS.cloudPermission, { status: 200, body: { results: { storagePermission: true } } });
    expect(loading()).toBe("true");
    expect(screen.getByTestId("restrictions").textContent).toBe("LIVE");
    await release(STARTUP_PATHS.details, { status: 200, body: { results: DETAILS } });
    expect(loading()).toBe("false");
    expect(screen.getByTestId("name").textContent).toBe("Taylor Morgan");
  });

  it("is not loading on a skipped path once the other two have answered", async () => {
    pathname = "/osi/xyz/intro";
    const { fetchMock, release } = deferredFetch();
    mount();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await release(STARTUP_PATHS.interviewRestrictions, { status: 200, body: { results: [] } });
    expect(loading()).toBe("true");
    await release(STARTUP_PATHS.cloudPermission, { status: 200, body: { results: { storagePermission: false } } });
    expect(loading()).toBe("false");
  });

  it("asks for the details when the user moves from a skipped path to a talent page, and not again between talent pages", async () => {
    pathname = "/osi/xyz/intro";
    const f = stubFetch({});
    const r = mount();
    await waitFor(() => expect(loading()).toBe("false"));
    expect(askedPaths(f)).not.toContain(STARTUP_PATHS.details);
    pathname = "/dashboard";
    rerenderStartup(r);
    await waitFor(() => expect(screen.getByTestId("name").textContent).toBe("Taylor Morgan"));
    await waitFor(() => expect(loading()).toBe("false"));
    pathname = "/notifications";
    rerenderStartup(r);
    await act(async () => {});
    expect(askedPaths(f).filter((p) => p === STARTUP_PATHS.details)).toHaveLength(1);
    // The other two are start-up calls: once per shell, whatever the page.
    expect(askedPaths(f).filter((p) => p === STARTUP_PATHS.cloudPermission)).toHaveLength(1);
  });

  it("reads the details again on refreshDetails()", async () => {
    const f = stubFetch({});
    mount();
    await waitFor(() => expect(loading()).toBe("false"));
    stubFetch({ details: { status: 200, body: { results: { ...DETAILS, fullName: "Taylor Renamed" } } } });
    act(() => screen.getByRole("button", { name: "refresh details" }).click());
    await waitFor(() => expect(screen.getByTestId("name").textContent).toBe("Taylor Renamed"));
    expect(askedPaths(f).filter((p) => p === STARTUP_PATHS.details)).toHaveLength(1);
  });

  it("cancels its calls on unmount, and a cancelled details call neither clears storage nor logs out", async () => {
    const { fetchMock } = deferredFetch();
    const r = mount();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const signals = fetchMock.mock.calls.map((c) => c[1]?.signal);
    expect(signals.every((s) => s && !s.aborted)).toBe(true);
    localStorage.setItem("timezone", "Europe/Paris");
    r.unmount();
    expect(signals.every((s) => s?.aborted)).toBe(true);
    await act(async () => {});
    expect(localStorage.getItem("timezone")).toBe("Europe/Paris");
    expect(logout).not.toHaveBeenCalled();
  });

  it("uses the API client it is given", async () => {
    const fetchImpl = vi.fn(async (input: string) => {
      const key = (Object.keys(STARTUP_PATHS) as (keyof typeof STARTUP_PATHS)[]).find((k) => input === `https://acme.example.com${STARTUP_PATHS[k]}`);
      return json(key === "details" ? { status: 200, body: { results: DETAILS } } : { status: 200, body: { results: [] } });
    });
    const api = createApiClient({ baseUrl: "https://acme.example.com", fetchImpl });
    render(
      <TalentStartup api={api}>
        <Probe />
      </TalentStartup>,
    );
    await waitFor(() => expect(loading()).toBe("false"));
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId("name").textContent).toBe("Taylor Morgan");
  });

  it("keeps local storage when the details load", async () => {
    localStorage.setItem("timezone", "Europe/Paris");
    stubFetch({});
    mount();
    await waitFor(() => expect(screen.getByTestId("name").textContent).toBe("Taylor Morgan"));
    expect(localStorage.getItem("timezone")).toBe("Europe/Paris");
  });
});

describe("talent providers", () => {
  beforeEach(() => {
    pathname = "/dashboard";
    logout.mockClear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("run the start-up calls for a signed-in talent, with no query client", async () => {
    const f = stubFetch({});
    renderWithIntl(
      <TalentProviders signedIn>
        <Probe />
      </TalentProviders>,
    );
    await waitFor(() => expect(loading()).toBe("false"));
    expect(screen.getByTestId("name").textContent).toBe("Taylor Morgan");
    expect(askedPaths(f)).toEqual([STARTUP_PATHS.details, STARTUP_PATHS.interviewRestrictions, STARTUP_PATHS.cloudPermission].sort());
  });

  it("make no start-up call for a visitor", async () => {
    const f = stubFetch({});
    renderWithIntl(
      <TalentProviders signedIn={false}>
        <Probe />
      </TalentProviders>,
    );
    await act(async () => {});
    expect(f).not.toHaveBeenCalled();
    expect(loading()).toBe("false");
  });
});
