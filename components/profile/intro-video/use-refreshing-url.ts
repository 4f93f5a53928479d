"use client";

import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { VIDEO_URL_REFRESH_MS } from "@/lib/intro-video/rules";

export type RefreshingOptions<T> = {
  /** Polls only while true (spec §4.4: "runs every 110 seconds while enabled"); may depend on the data. */
  enabled: boolean | ((data: T | undefined) => boolean);
  intervalMs?: number;
  /** Data the page already has; without it the hook loads once at mount. */
  initial?: T;
  /** Where a failed poll goes. Spec §4.4: a polling failure is only logged. */
  log?: (message: string, error: unknown) => void;
};

const defaultLog = (message: string, error: unknown) => console.warn(message, error);

/**
 * Keeps a signed URL (and whatever comes with it) fresh: `load` runs every `intervalMs` while
 * enabled. A failure keeps the last good data and is only logged; the user keeps watching.
 */
export function useRefreshingUrl<T>(load: (signal: AbortSignal) => Promise<T>, { enabled, intervalMs = VIDEO_URL_REFRESH_MS, initial, log = defaultLog }: RefreshingOptions<T>) {
  const [data, setData] = useState<T | undefined>(initial);
  const [loadedOnce] = useState(initial !== undefined);
  const on = typeof enabled === "function" ? enabled(data) : enabled;

  const run = useEffectEvent(async (signal: AbortSignal) => {
    try {
      const next = await load(signal);
      if (!signal.aborted) setData(next);
    } catch (e) {
      if (!signal.aborted) log("intro video URL refresh failed", e);
    }
  });

  useEffect(() => {
    if (loadedOnce) return;
    const controller = new AbortController();
    // A timer callback, like the polls below: the load settles after this effect has returned.
    const timer = setTimeout(() => void run(controller.signal), 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loadedOnce]);

  useEffect(() => {
    if (!on) return;
    const controller = new AbortController();
    const timer = setInterval(() => void run(controller.signal), intervalMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [on, intervalMs]);

  const refresh = useCallback(async () => {
    const controller = new AbortController();
    const next = await load(controller.signal);
    setData(next);
    return next;
  }, [load]);

  return { data, setData, refresh };
}
