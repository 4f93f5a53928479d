import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, CLIENT_ERROR_TEXT_EN, DEFAULT_TIMEOUT_MS, createApiClient, sessionExpiredLocation, type ApiClientOptions } from "@/lib/http/client";

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function setup(respond: (call: Call) => Promise<Response> | Response, overrides: Partial<ApiClientOptions> = {}) {
  const calls: Call[] = [];
  const storage = { clear: vi.fn() };
  const navigate = vi.fn();
  const client = createApiClient({
    baseUrl: "https://app.test",
    tenant: "acme",
    fetchImpl: async (url, init) => {
      const call = { url, init };
      calls.push(call);
      return respond(call);
    },
    storage,
    navigate,
    isOnline: () => true,
    currentPath: () => "/jobs",
    ...overrides,
  });
  return { client, calls, storage, navigate };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error("expected the request to fail");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("api client: requests", () => {
  it("sends credentials 'include' and the x-tenant header", async () => {
    const { client, calls } = setup(() => json(200, { results: [] }));
    await client.get("/api/jobs");
    expect(calls[0].url).toBe("https://app.test/api/jobs");
    expect(calls[0].init.method).toBe("GET");
    expect(calls[0].init.credentials).toBe("include");
    expect((calls[0].init.headers as Record<string, string>)["x-tenant"]).toBe("acme");
    expect(calls[0].init.body).toBeUndefined();
  });

  it("sends a JSON body with a JSON content type on post and put", async () => {
    const { client, calls } = setup(() => json(200, { results: { id: 1 } }));
    await client.post("/api/jobs", { title: "Engineer" });
    await client.put("/api/jobs/1", { title: "Lead" });
    expect(calls.map((c) => c.init.method)).toEqual(["POST", "PUT"]);
    expect(calls[0].init.body).toBe(JSON.stringify({ title: "Engineer" }));
    expect((calls[1].init.headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("sends DELETE and accepts an empty 204 answer", async () => {
    const { client, calls } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete("/api/jobs/1")).resolves.toBeUndefined();
    expect(calls[0].init.method).toBe("DELETE");
  });

  it("returns the parsed results of a { results } body", async () => {
    const { client } = setup(() => json(200, { results: [{ id: 1 }, { id: 2 }] }));
    await expect(client.get("/api/jobs")).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("returns the whole body when it has no results key", async () => {
    const { client } = setup(() => json(200, { ok: true }));
    await expect(client.get("/api/health")).resolves.toEqual({ ok: true });
  });

  it("omits the tenant header when no tenant is configured", async () => {
    const { client, calls } = setup(() => json(200, { results: null }), { tenant: undefined });
    await client.get("/api/x");
    expect((calls[0].init.headers as Record<string, string>)["x-tenant"]).toBeUndefined();
  });
});

describe("api client: session expiry", () => {
  it("clears storage and redirects to login on 401", async () => {
    const { client, storage, navigate } = setup(() => json(401, { code: 10231, message: "expired" }));
    const e = await failure(client.get("/api/me"));
    expect(e.kind).toBe("sessionExpired");
    expect(e.status).toBe(401);
    expect(e.message).toBe(CLIENT_ERROR_TEXT_EN.sessionExpired);
    expect(e.messageKey).toBe("client.sessionExpired");
    expect(e.redirected).toBe(true);
    expect(storage.clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith("/login?expired=1&from=%2Fjobs");
  });

  it("clears storage and redirects to login on 440", async () => {
    const { client, storage, navigate } = setup(() => json(440, { code: 10231, message: "expired" }));
    const e = await failure(client.get("/api/me"));
    expect(e.kind).toBe("sessionExpired");
    expect(e.status).toBe(440);
    expect(storage.clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith("/login?expired=1&from=%2Fjobs");
    expect(storage.clear.mock.invocationCallOrder[0]).toBeLessThan(navigate.mock.invocationCallOrder[0]);
  });

  it("clears storage but does not navigate on 440 while already on /login", async () => {
    const { client, storage, navigate } = setup(() => json(440, {}), { currentPath: () => "/login" });
    const e = await failure(client.get("/api/me"));
    expect(e.kind).toBe("sessionExpired");
    expect(e.redirected).toBe(false);
    expect(storage.clear).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keeps the code of a 401 on the login page so a wrong password can be shown", async () => {
    const { client, navigate } = setup(() => json(401, { code: 10216, message: "Wrong email or password." }), { currentPath: () => "/login/otp" });
    const e = await failure(client.post("/api/auth/login", {}));
    expect(e.kind).toBe("sessionExpired");
    expect(e.code).toBe(10216);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends an admin-portal page to the admin login, remembering the page and its query", async () => {
    const { client, storage, navigate } = setup(() => json(440, { code: 10231, message: "expired" }), { currentPath: () => "/admin/jobs?page=2" });
    const e = await failure(client.get("/api/admin/jobs"));
    expect(e.kind).toBe("sessionExpired");
    expect(e.redirected).toBe(true);
    expect(storage.clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith("/admin/login?expired=1&from=%2Fadmin%2Fjobs%3Fpage%3D2");
  });

  it("does not navigate on the admin login page either (a 401 there is a wrong password)", async () => {
    const { client, navigate } = setup(() => json(401, { code: 10216, message: "Wrong email or password." }), { currentPath: () => "/admin/login?section=cloud" });
    const e = await failure(client.post("/api/auth/login", {}));
    expect(e.redirected).toBe(false);
    expect(e.code).toBe(10216);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("picks the login by portal: talent and public pages go to /login, /admin and its pages to /admin/login", () => {
    expect(sessionExpiredLocation("/profile")).toBe("/login?expired=1&from=%2Fprofile");
    expect(sessionExpiredLocation("/builder?section=resume")).toBe("/login?expired=1&from=%2Fbuilder%3Fsection%3Dresume");
    expect(sessionExpiredLocation("/admin")).toBe("/admin/login?expired=1&from=%2Fadmin");
    expect(sessionExpiredLocation("/admin/dashboard")).toBe("/admin/login?expired=1&from=%2Fadmin%2Fdashboard");
    // "/administration" is not the admin portal.
    expect(sessionExpiredLocation("/administration")).toBe("/login?expired=1&from=%2Fadministration");
    // No page to return to: just the flag.
    expect(sessionExpiredLocation("")).toBe("/login?expired=1");
    expect(sessionExpiredLocation("//evil.example/x")).toBe("/login?expired=1");
  });

  it("still redirects when storage refuses to clear", async () => {
    const { client, navigate } = setup(() => json(401, {}), {
      storage: {
        clear: () => {
          throw new Error("SecurityError");
        },
      },
    });
    expect((await failure(client.get("/api/me"))).kind).toBe("sessionExpired");
    expect(navigate).toHaveBeenCalledWith("/login?expired=1&from=%2Fjobs");
  });
});

describe("api client: status outcomes", () => {
  it("reports the server as unavailable on 502", async () => {
    const { client, navigate } = setup(() => new Response("Bad Gateway", { status: 502 }));
    const e = await failure(client.get("/api/jobs"));
    expect(e).toMatchObject({ kind: "serverUnavailable", status: 502, message: CLIENT_ERROR_TEXT_EN.serverUnavailable, messageKey: "client.serverUnavailable" });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("reports data not found on 404, keeping any code", async () => {
    const { client } = setup(() => json(404, { code: 10078, message: "This job no longer exists." }));
    const e = await failure(client.get("/api/jobs/9"));
    expect(e).toMatchObject({ kind: "notFound", status: 404, code: 10078, message: CLIENT_ERROR_TEXT_EN.notFound, messageKey: "client.notFound" });
  });

  it("reports an unexpected error on a non-JSON 500", async () => {
    const { client } = setup(() => new Response("<html>Internal Server Error</html>", { status: 500 }));
    const e = await failure(client.get("/api/jobs"));
    expect(e).toMatchObject({ kind: "unexpected", status: 500, message: CLIENT_ERROR_TEXT_EN.unexpected, messageKey: "client.unexpected" });
  });

  it("reports an unexpected error on a JSON 500 with a code", async () => {
    const { client } = setup(() => json(500, { code: 10000, message: "An unexpected error occurred. Please try again." }));
    expect(await failure(client.get("/api/jobs"))).toMatchObject({ kind: "unexpected", status: 500 });
  });

  it("reports an unexpected error on a 4xx without a coded body", async () => {
    const { client } = setup(() => new Response("nope", { status: 400 }));
    expect(await failure(client.get("/api/jobs"))).toMatchObject({ kind: "unexpected", status: 400, code: undefined });
  });

  it("reports an unexpected error when a success body is not JSON", async () => {
    const { client } = setup(() => new Response("<html></html>", { status: 200 }));
    expect(await failure(client.get("/api/jobs"))).toMatchObject({ kind: "unexpected", status: 200 });
  });

  it("carries code and message of a 4xx { code, message } body as an api error", async () => {
    const { client, storage, navigate } = setup(() => json(409, { code: 10336, message: "This talent has already been shortlisted." }));
    const e = await failure(client.post("/api/shortlist", { talentId: 1 }));
    expect(e).toMatchObject({ kind: "api", status: 409, code: 10336, message: "This talent has already been shortlisted.", messageKey: "client.unexpected" });
    expect(storage.clear).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("points a coded 429 at the too-many-attempts text", async () => {
    const { client } = setup(() => json(429, { code: 10429, message: "Too many attempts." }));
    expect(await failure(client.post("/api/auth/login", {}))).toMatchObject({ kind: "api", status: 429, code: 10429, messageKey: "client.tooManyAttempts" });
  });
});

describe("api client: network outcomes", () => {
  it("reports a timeout when the request outlasts timeoutMs", async () => {
    vi.useFakeTimers();
    const { client, calls } = setup(() => new Promise<Response>(() => {}), { timeoutMs: 5_000 });
    const pending = failure(client.get("/api/slow"));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls[0].init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await pending;
    expect(e).toMatchObject({ kind: "timeout", message: CLIENT_ERROR_TEXT_EN.timeout, messageKey: "client.timeout" });
    expect(calls[0].init.signal?.aborted).toBe(true);
  });

  it("times out after 30 seconds by default", async () => {
    vi.useFakeTimers();
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    const { client } = setup(() => new Promise<Response>(() => {}));
    const pending = failure(client.get("/api/slow"));
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await pending).kind).toBe("timeout");
  });

  it("reports a timeout when a fetch honouring the signal rejects with AbortError", async () => {
    vi.useFakeTimers();
    const { client } = setup(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
      { timeoutMs: 100 },
    );
    const pending = failure(client.get("/api/slow"));
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).kind).toBe("timeout");
  });

  it("reports an aborted request when the caller cancels", async () => {
    const controller = new AbortController();
    const { client } = setup(() => new Promise<Response>(() => {}));
    const pending = failure(client.get("/api/slow", { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe("timeout");
  });

  it("reports offline without calling fetch when the browser is offline", async () => {
    const { client, calls } = setup(() => json(200, {}), { isOnline: () => false });
    const e = await failure(client.get("/api/jobs"));
    expect(e).toMatchObject({ kind: "offline", message: CLIENT_ERROR_TEXT_EN.offline, messageKey: "client.offline" });
    expect(calls).toHaveLength(0);
  });

  it("reports offline when the connection drops during the request", async () => {
    let online = true;
    const { client } = setup(
      () => {
        online = false;
        throw new TypeError("Failed to fetch");
      },
      { isOnline: () => online },
    );
    expect((await failure(client.get("/api/jobs"))).kind).toBe("offline");
  });

  it("reports a failed fetch when fetch throws a TypeError while online", async () => {
    const { client } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    const e = await failure(client.get("/api/jobs"));
    expect(e).toMatchObject({ kind: "failedFetch", message: CLIENT_ERROR_TEXT_EN.failedFetch, messageKey: "client.failedFetch" });
    expect(e.cause).toBeInstanceOf(TypeError);
  });

  it("reports an unexpected error when fetch throws anything else", async () => {
    const { client } = setup(() => {
      throw new Error("boom");
    });
    expect((await failure(client.get("/api/jobs"))).kind).toBe("unexpected");
  });
});
