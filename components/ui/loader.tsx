"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cx } from "./sizes";

export type SpinnerSize = "sm" | "md" | "lg";

const SPINNER_SIZES: Record<SpinnerSize, string> = { sm: "size-4", md: "size-6", lg: "size-10" };

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Spoken to screen readers; defaults to the translated "Loading…". */
  label?: string;
  className?: string;
}

export function Spinner({ size = "md", label, className }: SpinnerProps) {
  const t = useTranslations("uiInputs");
  return (
    <span role="status" className={cx("inline-flex items-center text-[var(--brand)]", className)}>
      {/* Reduced motion slows the spin rather than stopping it, so the ring still reads as "working". */}
      <svg className={cx("animate-spin motion-reduce:[animation-duration:2.5s]", SPINNER_SIZES[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}

export interface LoaderProps extends SpinnerProps {
  /** Covers the whole viewport and blocks interaction, for page-level loads and blocking saves. */
  fullPage?: boolean;
  /** Visible text under the spinner (the sr-only label is still read). */
  message?: ReactNode;
}

export function Loader({ fullPage = false, size, label, message, className }: LoaderProps) {
  const content = (
    <>
      <Spinner size={size ?? (fullPage ? "lg" : "md")} label={label} />
      {message && <p className="text-sm text-gray-700">{message}</p>}
    </>
  );

  if (fullPage) {
    return (
      <div aria-busy="true" data-loader="full-page" className={cx("fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 bg-white/70 backdrop-blur-[1px]", className)}>
        {content}
      </div>
    );
  }

  return <div className={cx("flex flex-col items-center justify-center gap-2 p-4", className)}>{content}</div>;
}

export interface ProgressBarProps {
  /** Omit for an indeterminate bar (work whose length is unknown). */
  value?: number;
  max?: number;
  /** Accessible name, e.g. "Uploading resume.pdf". */
  label: string;
  /** Shows the percentage next to the bar. */
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ value, max = 100, label, showValue = false, className }: ProgressBarProps) {
  const t = useTranslations("uiInputs");
  const determinate = typeof value === "number" && Number.isFinite(value);
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;

  return (
    <div className={cx("flex items-center gap-2", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={determinate ? t("progress", { percent }) : undefined}
        className="relative h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        {determinate ? (
          <div className="h-full rounded-full bg-[var(--brand)] transition-[width] duration-300" style={{ width: `${percent}%` }} />
        ) : (
          <div className="absolute inset-y-0 left-0 w-1/3 animate-pulse rounded-full bg-[var(--brand)]" />
        )}
      </div>
      {showValue && determinate && (
        <span className="shrink-0 text-xs text-gray-600 tabular-nums" aria-hidden="true">
          {t("progress", { percent })}
        </span>
      )}
    </div>
  );
}
