"use client";

import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { RealtimeMessage } from "@/lib/realtime/events";
import { RealtimeClient, fetchTokenOverHttp, type FetchToken, type RealtimeState } from "@/lib/realtime/client";

/**
 * The realtime connection of the signed-in user (issue 14, D50), for both shells: mount
 * `<RealtimeProvider>` once inside a signed-in layout, then `useRealtime()` anywhere below it.
 * Renders nothing of its own and adds no dependency (lib/realtime/client.ts, a few KB).
 *
 * - `state`: idle | connecting | open | reconnecting | signedOut | stopped.
 * - `subscribe(type, handler)`: returns the unsubscribe (use it in an effect).
 * - `onConnected` (prop): runs after every (re)connect; fetch what was missed since the last seen
 *   notification id over HTTP there.
 * The socket is closed on pagehide (a closed or hidden-for-good tab) and on unmount, and opened
 * again when the page is shown from the back/forward cache.
 */
type Handler = (message: RealtimeMessage) => void;
type RealtimeContextValue = {
  state: RealtimeState;
  subscribe(type: string, handler: (message: RealtimeMessage) => void): () => void;
  send(message: RealtimeMessage): boolean;
};

const noop = () => {};
const RealtimeContext = createContext<RealtimeContextValue>({ state: "idle", subscribe: () => noop, send: () => false });

export function useRealtime(): RealtimeContextValue {
  return useContext(RealtimeContext);
}

/** Calls `handler` for every message of `type` while mounted (the latest handler, no resubscribe). */
export function useRealtimeMessage(type: string, handler: (message: RealtimeMessage) => void): void {
  const { subscribe } = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(type, (m) => latest.current(m)), [subscribe, type]);
}

export function RealtimeProvider({
  children,
  onConnected,
  tokenEndpoint = "/api/realtime/token",
  fetchToken,
}: {
  children?: ReactNode;
  onConnected?: () => void;
  tokenEndpoint?: string;
  /** Replaces the POST to tokenEndpoint (tests). */
  fetchToken?: FetchToken;
}) {
  const [state, setState] = useState<RealtimeState>("idle");
  // Subscribers register here, so children can subscribe before the connection exists (their
  // effects run before this provider's).
  const [registry] = useState(() => new Map<string, Set<Handler>>());
  const client = useRef<RealtimeClient | null>(null);
  const latest = useRef({ onConnected, fetchToken });
  useEffect(() => {
    latest.current = { onConnected, fetchToken };
  });

  useEffect(() => {
    const c = new RealtimeClient({
      fetchToken: () => (latest.current.fetchToken ?? fetchTokenOverHttp(tokenEndpoint))(),
      onState: setState,
      onConnected: () => latest.current.onConnected?.(),
      onMessage: (m) => registry.get(m.type)?.forEach((h) => h(m)),
    });
    client.current = c;
    c.start();
    const hide = () => c.stop();
    const show = (e: PageTransitionEvent) => {
      if (e.persisted) c.start();
    };
    window.addEventListener("pagehide", hide);
    window.addEventListener("pageshow", show);
    return () => {
      window.removeEventListener("pagehide", hide);
      window.removeEventListener("pageshow", show);
      c.stop();
      client.current = null;
    };
  }, [registry, tokenEndpoint]);

  // subscribe and send keep their identity for the provider's life, so subscribers do not churn.
  const actions = useMemo(
    () => ({
      subscribe(type: string, handler: Handler) {
        let set = registry.get(type);
        if (!set) registry.set(type, (set = new Set()));
        set.add(handler);
        return () => {
          set.delete(handler);
        };
      },
      send: (message: RealtimeMessage) => client.current?.send(message) ?? false,
    }),
    [registry],
  );
  const value = useMemo<RealtimeContextValue>(() => ({ state, ...actions }), [state, actions]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
