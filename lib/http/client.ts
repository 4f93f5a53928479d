import { TENANT_HEADER } from "@/lib/tenancy/resolve";

/**
 * The browser's way to call our route handlers, with the failure handling of spec §8 "Client
 * behaviour". Every browser dependency is injectable so the behaviour is testable in node.
 */

export type ApiErrorKind = "sessionExpired" | "serverUnavailable" | "notFound" | "timeout" | "offline" | "failedFetch" | "unexpected" | "api";

/** Exact English texts of spec §8; `messages/{en,fr}/errors.json` → `client.*` holds the translations. */
export const CLIENT_ERROR_TEXT_EN = {
  sessionExpired: "Oops! Your session has expired. Please log back in to continue.",
  serverUnavailable: "Server is currently unavailable. Please try again later.",
  notFound: "The requested data was not found. Please try another request.",
  timeout: "The request took too long. Please try again.",
  offline: "You're offline! Please check your internet connection.",
  failedFetch: "We're having trouble reaching the server. Please try again in a few moments.",
  unexpected: "An unexpected error occurred. Please try again.",
  tooManyAttempts: "Too many attempts. Please wait a moment and try again.",
} as const;

export type ClientMessageName = keyof typeof CLIENT_ERROR_TEXT_EN;
export type ClientMessageKey = `client.${ClientMessageName}`;

export const LOGIN_PATH = "/login";
export const ADMIN_LOGIN_PATH = "/admin/login";
/** The login page shows the session-expired text when its query carries this flag. */
export const SESSION_EXPIRED_PARAM = "expired";
export const SESSION_EXPIRED_REDIRECT = `${LOGIN_PATH}?${SESSION_EXPIRED_PARAM}=1`;

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin?");

/** Either portal's login screen (and its sections), where a 401 means a wrong password, not an expiry. */
export function isLoginPath(path: string): boolean {
  return /^\/(?:admin\/)?login(?:[/?#]|$)/.test(path);
}

/**
 * Where a 401/440 sends the browser (spec §8): the login of the portal the page belongs to (admin
 * pages to the admin login), flagged so it shows the session-expired text, remembering the page
 * (`from`, checked again by the login page before it is followed).
 */
export function sessionExpiredLocation(currentPath: string): string {
  const login = isAdminPath(currentPath) ? ADMIN_LOGIN_PATH : LOGIN_PATH;
  const query = new URLSearchParams({ [SESSION_EXPIRED_PARAM]: "1" });
  if (currentPath.startsWith("/") && !currentPath.startsWith("//") && !isLoginPath(currentPath)) query.set("from", currentPath);
  return `${login}?${query.toString()}`;
}
export const DEFAULT_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  /** Catalogue code from a `{ code, message }` body, whatever the status. */
  readonly code?: number;
  /** Key under the `errors` namespace; for `api` errors, the fallback when the code has no text. */
  readonly messageKey: ClientMessageKey;
  /** True when a 401/440 sent the user to the login page. */
  readonly redirected: boolean;

  constructor(init: { kind: ApiErrorKind; message: string; messageKey: ClientMessageKey; status?: number; code?: number; redirected?: boolean; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.redirected = init.redirected ?? false;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

type StorageLike = Pick<Storage, "clear">;
type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type ApiClientOptions = {
  /** Prefix for every path, e.g. "" (same origin) or "https://acme.example.com". */
  baseUrl: string;
  /** Company slug, sent as the tenant header for hosts that do not name a tenant themselves. */
  tenant?: string;
  fetchImpl?: FetchLike;
  storage?: StorageLike | null;
  navigate?: (location: string) => void;
  isOnline?: () => boolean;
  timeoutMs?: number;
  currentPath?: () => string;
};

export type RequestOptions = {
  headers?: Record<string, string>;
  /** Caller cancellation (e.g. React Query); reported like the timeout, as an aborted request. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

export type ApiClient = {
  get<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
};

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Reading localStorage throws when the browser blocks site data.
    return null;
  }
}

function clientError(kind: Exclude<ApiErrorKind, "api">, extra: { status?: number; code?: number; redirected?: boolean; cause?: unknown } = {}): ApiError {
  return new ApiError({ kind, message: CLIENT_ERROR_TEXT_EN[kind], messageKey: `client.${kind}`, ...extra });
}

type ErrorBody = { code: number; message: string };

function asErrorBody(body: unknown): ErrorBody | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (typeof code !== "number" || !Number.isInteger(code)) return undefined;
  return { code, message: typeof message === "string" ? message : "" };
}

const NO_BODY = Symbol("no body");
const BAD_JSON = Symbol("bad json");

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text.trim() === "") return NO_BODY;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return BAD_JSON;
  }
}

/** Rejects once `signal` aborts, so a fetch that ignores its signal still cannot hang the caller. */
function abortRace(signal: AbortSignal): { promise: Promise<never>; dispose: () => void } {
  let onAbort = () => {};
  const promise = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
  // The race loser must not surface as an unhandled rejection.
  promise.catch(() => {});
  return { promise, dispose: () => signal.removeEventListener("abort", onAbort) };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: FetchLike = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const isOnline = options.isOnline ?? (() => (typeof navigator === "undefined" ? true : navigator.onLine !== false));
  const navigate = options.navigate ?? ((to: string) => window.location.assign(to));
  const currentPath = options.currentPath ?? (() => (typeof window === "undefined" ? "" : window.location.pathname + window.location.search));
  const storage = () => (options.storage === undefined ? browserStorage() : options.storage);

  function sessionExpired(status: number, body: ErrorBody | undefined): ApiError {
    try {
      storage()?.clear();
    } catch {
      // A storage that refuses to clear must not hide the session expiry from the user.
    }
    const here = currentPath();
    const onLogin = isLoginPath(here);
    if (!onLogin) navigate(sessionExpiredLocation(here));
    return clientError("sessionExpired", { status, code: body?.code, redirected: !onLogin });
  }

  function failureFor(res: Response, body: unknown): ApiError {
    const status = res.status;
    const coded = asErrorBody(body);
    if (status === 401 || status === 440) return sessionExpired(status, coded);
    if (status === 502) return clientError("serverUnavailable", { status, code: coded?.code });
    if (status === 404) return clientError("notFound", { status, code: coded?.code });
    if (status >= 400 && status < 500 && coded) {
      return new ApiError({
        kind: "api",
        status,
        code: coded.code,
        message: coded.message || CLIENT_ERROR_TEXT_EN.unexpected,
        messageKey: status === 429 ? "client.tooManyAttempts" : "client.unexpected",
      });
    }
    return clientError("unexpected", { status, code: coded?.code });
  }

  async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
    if (!isOnline()) throw clientError("offline");

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException("Request timed out", "TimeoutError")), opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const forwardAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) forwardAbort();
    else opts.signal?.addEventListener("abort", forwardAbort, { once: true });
    const race = abortRace(controller.signal);

    const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
    if (options.tenant) headers[TENANT_HEADER] = options.tenant;
    const hasBody = body !== undefined;
    if (hasBody) headers["content-type"] = "application/json";

    try {
      let res: Response;
      try {
        res = await Promise.race([
          fetchImpl(`${options.baseUrl}${path}`, {
            method,
            credentials: "include",
            headers,
            body: hasBody ? JSON.stringify(body) : undefined,
            signal: controller.signal,
          }),
          race.promise,
        ]);
      } catch (e) {
        if (controller.signal.aborted) throw clientError("timeout", { cause: e });
        if (!isOnline()) throw clientError("offline", { cause: e });
        // fetch rejects with a TypeError for network failures (DNS, refused, CORS).
        if (e instanceof TypeError) throw clientError("failedFetch", { cause: e });
        throw clientError("unexpected", { cause: e });
      }

      let parsed: unknown;
      try {
        parsed = await Promise.race([readJson(res), race.promise]);
      } catch (e) {
        if (controller.signal.aborted) throw clientError("timeout", { status: res.status, cause: e });
        throw clientError("unexpected", { status: res.status, cause: e });
      }

      if (!res.ok) throw failureFor(res, parsed);
      if (parsed === NO_BODY) return undefined as T;
      if (parsed === BAD_JSON) throw clientError("unexpected", { status: res.status });
      if (typeof parsed === "object" && parsed !== null && "results" in parsed) return (parsed as { results: T }).results;
      return parsed as T;
    } finally {
      clearTimeout(timer);
      race.dispose();
      opts.signal?.removeEventListener("abort", forwardAbort);
    }
  }

  return {
    get: (path, opts) => request("GET", path, undefined, opts),
    post: (path, body, opts) => request("POST", path, body, opts),
    put: (path, body, opts) => request("PUT", path, body, opts),
    delete: (path, opts) => request("DELETE", path, undefined, opts),
  };
}

/**
 * Spec §8 for the few calls made without the client (uploads with progress, multipart forms):
 * clears local storage and loads the portal's login with the session-expired text. A full load,
 * not a client navigation: with the session gone, every cached page is stale.
 */
export function leaveForExpiredSession(): void {
  const here = window.location.pathname + window.location.search;
  try {
    localStorage.clear();
  } catch {
    // Storage may be blocked; the redirect still happens.
  }
  if (!isLoginPath(here)) window.location.assign(new URL(sessionExpiredLocation(here), window.location.origin).href);
}
