import { atom } from "@tldraw/state";
import { Store } from "@tldraw/store";
import * as syncCore from "@tldraw/sync-core";
import { TLSyncClient, type TLPersistentClientSocket } from "@tldraw/sync-core";
import { createTLSchema, type TLRecord } from "@tldraw/tlschema";
import { WebSocket } from "ws";

/**
 * tldraw's own sync client (TLSyncClient + ClientWebSocketAdapter from @tldraw/sync-core 5.1.1)
 * in Node, against the real sidecar: the adapter wants a browser's WebSocket, window, document and
 * navigator (reconnect hints), and the client's scheduler requestAnimationFrame. Minimal stand-ins
 * are installed once per test file.
 */
/** The adapter useSync uses; exported by sync-core 5.1.1 at run time, left out of its public types. */
type ClientSocket = TLPersistentClientSocket & { close(): void };
const ClientWebSocketAdapter = (syncCore as unknown as { ClientWebSocketAdapter: new (getUri: () => string | Promise<string>) => ClientSocket }).ClientWebSocketAdapter;

export function installBrowserShims(): void {
  const g = globalThis as Record<string, unknown>;
  g.WebSocket ??= WebSocket;
  g.window ??= Object.assign(new EventTarget(), { devicePixelRatio: 1, location: { protocol: "http:", hostname: "localhost", href: "http://localhost/" } });
  g.document ??= Object.assign(new EventTarget(), { hidden: false });
  if (!("navigator" in globalThis)) g.navigator = {};
  g.requestAnimationFrame ??= (cb: (t: number) => void) => setTimeout(() => cb(Date.now()), 16) as unknown as number;
  g.cancelAnimationFrame ??= (id: number) => clearTimeout(id);
}

export type SyncTestClient = {
  client: TLSyncClient<TLRecord>;
  store: Store<TLRecord>;
  socket: ClientSocket;
  loaded: Promise<void>;
  readonly: () => boolean | null;
  errors: string[];
  close(): void;
};

/** A tldraw sync client on `uri()` (called for every connection attempt, like the page does). */
export function syncClient(uri: () => string): SyncTestClient {
  const store = new Store<TLRecord>({ schema: createTLSchema() as never, props: {} });
  // useSync adds the tab's sessionId and the store id to every address; so does this client.
  const sessionId = `t${Math.random().toString(36).slice(2, 12)}`;
  const socket = new ClientWebSocketAdapter(() => {
    const u = new URL(uri());
    u.searchParams.set("sessionId", sessionId);
    u.searchParams.set("storeId", sessionId);
    return u.toString();
  });
  const errors: string[] = [];
  let isReadonly: boolean | null = null;
  let resolveLoaded!: () => void;
  const loaded = new Promise<void>((r) => (resolveLoaded = r));
  const client = new TLSyncClient<TLRecord>({
    store,
    socket,
    presence: atom("presence", null),
    onLoad: () => resolveLoaded(),
    onSyncError: (reason) => errors.push(reason),
    onAfterConnect: (_c, d) => {
      isReadonly = d.isReadonly;
    },
  });
  return {
    client,
    store,
    socket,
    loaded,
    errors,
    readonly: () => isReadonly,
    close() {
      client.close();
      socket.close();
    },
  };
}

/** Polls `check` until it holds (or fails after `ms`). */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5000, what = "condition"): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} did not hold within ${ms} ms`);
}
