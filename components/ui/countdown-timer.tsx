"use client";

import { useEffect, useEffectEvent, useState } from "react";
import { useTranslations } from "next-intl";

/** Spec §9: timers tick every second. */
export const TICK_MS = 1000;

export type CountdownFormat = "auto" | "mm:ss" | "hh:mm:ss";

export type CountdownTimerProps = {
  /** Fires once, when the remaining time first reaches zero (at once if it already has). */
  onComplete?: () => void;
  /** "auto" picks hh:mm:ss when the countdown starts at an hour or more, so the width never jumps. */
  format?: CountdownFormat;
  /** Accessible name; defaults to the translated "Time remaining". */
  label?: string;
  className?: string;
} & (
  | { /** Deadline. */ until: Date | string | number; seconds?: never }
  /** Duration from mount; give the timer a new `key` to restart it. */
  | { seconds: number; until?: never }
);

const pad = (n: number) => String(n).padStart(2, "0");

export function formatCountdown(totalSeconds: number, format: Exclude<CountdownFormat, "auto">): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  if (format === "mm:ss") return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export function CountdownTimer(props: CountdownTimerProps) {
  const { onComplete, format = "auto", label, className } = props;
  const t = useTranslations("ui");
  // The deadline is fixed at mount and each tick re-reads the clock, so a late or throttled
  // interval (background tab) never makes the countdown drift.
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  const deadline = props.until !== undefined ? new Date(props.until).getTime() : start + props.seconds * 1000;
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const [initial] = useState(remaining);
  const done = remaining === 0;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [done]);

  const complete = useEffectEvent(() => onComplete?.());
  // Keyed on `done`, not `remaining`, so reaching zero calls back once; only a new, later
  // deadline (which makes `done` false again) can call it again.
  useEffect(() => {
    if (done) complete();
  }, [done]);

  const shown = format === "auto" ? (initial >= 3600 ? "hh:mm:ss" : "mm:ss") : format;

  return (
    <span
      role="timer"
      aria-label={label ?? t("countdown.label")}
      aria-atomic="true"
      className={`font-mono tabular-nums ${className ?? ""}`}
      // Server and client clocks differ by the render gap.
      suppressHydrationWarning
    >
      {formatCountdown(remaining, shown)}
    </span>
  );
}
