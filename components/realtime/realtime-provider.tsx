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
  const onConnectedRef = useRef(onConnected);
  useEffect(() => {
    onConnectedRef.current = onConnected;
  });
  const [client] = useState(
    () =>
      new RealtimeClient({
        fetchToken: fetchToken ?? fetchTokenOverHttp(tokenEndpoint),
        onState: setState,
        onConnected: () => onConnectedRef.current?.(),
      }),
  );

  useEffect(() => {
    client.start();
    const hide = () => client.stop();
    const show = (e: PageTransitionEvent) => {
      if (e.persisted) client.start();
    };
    window.addEventListener("pagehide", hide);
    window.addEventListener("pageshow", show);
    return () => {
      window.removeEventListener("pagehide", hide);
      window.removeEventListener("pageshow", show);
      client.stop();
    };
  }, [client]);

  // subscribe and send keep their identity for the client's life, so subscribers do not churn.
  const actions = useMemo(() => ({ subscribe: client.subscribe.bind(client), send: client.send.bind(client) }), [client]);
  const value = useMemo<RealtimeContextValue>(() => ({ state, ...actions }), [state, actions]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
