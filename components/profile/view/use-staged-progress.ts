"use client";

import { useEffect, useRef, useState } from "react";

/**
 * First document §4.4: while loading, a progress counter slows down in stages (one point every
 * 200 ms up to 25, 300 ms up to 50, 500 ms up to 75, 600 ms up to 95, then every 1200 ms, capped at
 * 99); when loading ends it completes to 100 and then resets.
 */
export const PROGRESS_STAGES = [
  { upTo: 25, everyMs: 200 },
  { upTo: 50, everyMs: 300 },
  { upTo: 75, everyMs: 500 },
  { upTo: 95, everyMs: 600 },
  { upTo: 99, everyMs: 1200 },
] as const;

export const PROGRESS_CAP = 99;
/** How long the completed 100 stays before the counter resets to 0. */
export const PROGRESS_RESET_MS = 400;

/** The wait before the counter moves from `value` to `value + 1`, or null once it sits at the cap. */
export function stageDelay(value: number): number | null {
  if (value >= PROGRESS_CAP) return null;
  return PROGRESS_STAGES.find((s) => value < s.upTo)!.everyMs;
}

/** The counter for a loading flag (0 while idle). */
export function useStagedProgress(loading: boolean): number {
  const [value, setValue] = useState(0);
  const started = useRef(false);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (loading) {
      started.current = true;
      let current = 0;
      // Every update happens in a timer callback, so a render never sets state synchronously.
      timers.push(setTimeout(() => setValue(0), 0));
      const schedule = () => {
        const delay = stageDelay(current);
        if (delay === null) return;
        timers.push(
          setTimeout(() => {
            current += 1;
            setValue(current);
            schedule();
          }, delay),
        );
      };
      schedule();
    } else if (started.current) {
      started.current = false;
      timers.push(setTimeout(() => setValue(100), 0));
      timers.push(setTimeout(() => setValue(0), PROGRESS_RESET_MS));
    }
    return () => timers.forEach(clearTimeout);
  }, [loading]);

  return value;
}
