import type { RealtimeMessage } from "./events";

/**
 * The browser's side of the realtime connection (issue 14, D50), free of React so it runs the
 * same in a page and in a Node test against a real sidecar. components/realtime wraps it.
 *
 * - Every connect asks the app for a fresh token (`fetchToken`): the token lives 60 s at most.
 * - Every 3000 ms (spec §4.4) a check runs: an open socket is sent a ping and must have answered
 *   something since the previous check, else it is dropped; a closed one is reconnected unless a
 *   retry is already waiting.
 * - A lost connection is retried with exponential backoff and full jitter (random in
 *   [0, min(cap, base·2^attempt)]), capped low enough that a restarted sidecar is found within
 *   about 3 s.
 * - `onConnected` runs after every (re)connect, once the server said the channel is ready: the
 *   notifications UI fetches what it missed from its last seen id there.
 * - `stop()` closes the socket (pagehide, unmount) and stops retrying.
 */
export const REALTIME_CHECK_INTERVAL_MS = 3000;
export const REALTIME_BACKOFF_BASE_MS = 250;
export const REALTIME_BACKOFF_CAP_MS = 2000;

export type RealtimeState = "idle" | "connecting" | "open" | "reconnecting" | "signedOut" | "stopped";

export type TokenAnswer = { token: string; url: string };
/** Returns null when there is no session any more (the client then stops). Throws on a transient failure. */
export type FetchToken = () => Promise<TokenAnswer | null>;

type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
};
export type SocketFactory = (url: string) => SocketLike;

export type RealtimeClientOptions = {
  fetchToken: FetchToken;
  /** Defaults to the global WebSocket. */
  createSocket?: SocketFactory;
  onState?: (state: RealtimeState) => void;
  onConnected?: () => void;
  /** Every message received (besides the per-type subscribers). */
  onMessage?: (message: RealtimeMessage) => void;
  checkIntervalMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  random?: () => number;
};

type Handler = (message: RealtimeMessage) => void;
const OPEN = 1;

/** Full jitter: a random delay in [0, min(cap, base·2^attempt)]. */
export function backoffDelay(attempt: number, base = REALTIME_BACKOFF_BASE_MS, cap = REALTIME_BACKOFF_CAP_MS, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(cap, base * 2 ** Math.min(attempt, 20)));
}

export function fetchTokenOverHttp(endpoint = "/api/realtime/token"): FetchToken {
  return async () => {
    const res = await fetch(endpoint, { method: "POST", credentials: "same-origin", headers: { accept: "application/json" } });
    // 440: no session (signed out, revoked), 401/403: not allowed. Retrying would not help.
    if (res.status === 440 || res.status === 401 || res.status === 403) return null;
    if (!res.ok) throw new Error(`realtime token: HTTP ${res.status}`);
    const body = (await res.json()) as { results?: TokenAnswer };
    if (!body.results?.token || !body.results.url) throw new Error("realtime token: bad answer");
    return body.results;
  };
}

export class RealtimeClient {
  private socket: SocketLike | null = null;
  private state: RealtimeState = "idle";
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private connecting = false;
  private heardSinceCheck = true;
  private handlers = new Map<string, Set<Handler>>();
  private readonly opts: Required<Omit<RealtimeClientOptions, "onState" | "onConnected" | "onMessage" | "createSocket">> &
    Pick<RealtimeClientOptions, "onState" | "onConnected" | "onMessage" | "createSocket">;

  constructor(opts: RealtimeClientOptions) {
    this.opts = {
      checkIntervalMs: REALTIME_CHECK_INTERVAL_MS,
      backoffBaseMs: REALTIME_BACKOFF_BASE_MS,
      backoffCapMs: REALTIME_BACKOFF_CAP_MS,
      random: Math.random,
      ...opts,
    };
  }

  get connectionState(): RealtimeState {
    return this.state;
  }

  start(): void {
    if (this.checkTimer) return;
    this.checkTimer = setInterval(() => this.check(), this.opts.checkIntervalMs);
    void this.connect();
  }

  stop(): void {
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = s.onmessage = s.onerror = s.onopen = null;
      s.close(1000, "client closed");
    }
    this.setState("stopped");
  }

  /** Calls `handler` for every message of that type; returns the unsubscribe. */
  subscribe(type: string, handler: Handler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /** Sends a message when connected; returns whether it was sent. */
  send(message: RealtimeMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private setState(state: RealtimeState): void {
    if (this.state === state) return;
    this.state = state;
    this.opts.onState?.(state);
  }

  private get active(): boolean {
    return this.checkTimer !== null;
  }

  private check(): void {
    if (!this.active) return;
    const s = this.socket;
    if (s && s.readyState === OPEN) {
      if (!this.heardSinceCheck) {
        // Nothing since the last check, not even the pong: the connection is dead.
        this.drop(s);
        return;
      }
      this.heardSinceCheck = false;
      s.send(JSON.stringify({ type: "ping" }));
      return;
    }
    if (!s && !this.connecting && !this.retryTimer) void this.connect();
  }

  private drop(s: SocketLike): void {
    s.onclose = s.onmessage = s.onerror = s.onopen = null;
    try {
      s.close(4000, "no answer");
    } catch {
      /* already closed */
    }
    if (this.socket === s) this.socket = null;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (!this.active || this.retryTimer || this.state === "signedOut") return;
    this.setState("reconnecting");
    const delay = backoffDelay(this.attempt++, this.opts.backoffBaseMs, this.opts.backoffCapMs, this.opts.random);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }

  private async connect(): Promise<void> {
    if (!this.active || this.connecting || this.socket) return;
    this.connecting = true;
    if (this.state !== "reconnecting") this.setState("connecting");
    let answer: TokenAnswer | null;
    try {
      answer = await this.opts.fetchToken();
    } catch {
      this.connecting = false;
      this.scheduleRetry();
      return;
    }
    if (!this.active) {
      this.connecting = false;
      return;
    }
    if (!answer) {
      this.connecting = false;
      this.setState("signedOut");
      return;
    }
    const url = `${answer.url}${answer.url.includes("?") ? "&" : "?"}token=${encodeURIComponent(answer.token)}`;
    let s: SocketLike;
    try {
      s = (this.opts.createSocket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike))(url);
    } catch {
      this.connecting = false;
      this.scheduleRetry();
      return;
    }
    this.socket = s;
    this.connecting = false;
    this.heardSinceCheck = true;
    s.onmessage = (ev) => {
      this.heardSinceCheck = true;
      let m: RealtimeMessage;
      try {
        m = JSON.parse(String(ev.data)) as RealtimeMessage;
      } catch {
        return;
      }
      if (!m || typeof m.type !== "string") return;
      if (m.type === "ready") {
        this.attempt = 0;
        this.setState("open");
        this.opts.onConnected?.();
      }
      this.opts.onMessage?.(m);
      const set = this.handlers.get(m.type);
      if (set) for (const h of [...set]) h(m);
    };
    s.onclose = () => {
      if (this.socket !== s) return;
      this.socket = null;
      this.scheduleRetry();
    };
    s.onerror = () => {
      /* onclose follows */
    };
  }
}
