"use client";

import { useEffect } from "react";
import { useRealtime, useRealtimeMessage } from "@/components/realtime/realtime-provider";

/**
 * The one seam between the notifications UI and the live connection (issue 14, decisions D50,
 * D51). `catchUp` reads `/api/notifications?after=<last seen id>`; this hook decides when:
 * - on every "notification" message the sidecar delivers (within a second of the commit);
 * - every time the connection opens, first or again after a drop or a sidecar restart, so what
 *   was published while it was away is read then (the table is the source of truth);
 * - while the connection is not open, every POLL_MS when the tab is visible (a sidecar down for
 *   long, a network that blocks websockets), and at once when the tab comes back.
 */
export const POLL_MS = 5000;

export function useNotificationFeed(catchUp: () => void): void {
  const { state } = useRealtime();
  useRealtimeMessage("notification", catchUp);

  useEffect(() => {
    if (state === "open") catchUp();
  }, [state, catchUp]);

  useEffect(() => {
    if (state === "open") return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null) timer = setInterval(catchUp, POLL_MS);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        catchUp();
        start();
      } else stop();
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [state, catchUp]);
}
