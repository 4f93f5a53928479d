"use client";

import { useEffect } from "react";

/**
 * The ONE seam between the notifications UI and the live connection (issue 14, decision D51).
 * `catchUp` reads `/api/notifications?after=<last seen id>`; this hook decides WHEN it runs.
 *
 * Without the realtime client this polls (every POLL_MS while the tab is visible, and at once when
 * the tab comes back). At merge time only this file changes: subscribe to messages of type
 * "notification" and to the client's `onConnected` (after every (re)connect), calling `catchUp`
 * from both, and keep the slow poll as the fallback while disconnected.
 */
export const POLL_MS = 5000;

export function useNotificationFeed(catchUp: () => void): void {
  useEffect(() => {
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
  }, [catchUp]);
}
