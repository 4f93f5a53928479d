"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";

export interface StepperStep {
  id: string;
  label: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** 0-based index of the step on screen. */
  current: number;
  /** 0-based index of the furthest step the user has reached; later steps are locked. */
  furthest: number;
  /** Called only for reachable steps other than the current one. */
  onStepChange?: (index: number) => void;
  /** Accessible name of the nav landmark; defaults to the translated "Progress". */
  label?: string;
  className?: string;
}

/** Spec §2.5: a step is selectable only if its index is at most the furthest reached. */
export function isStepSelectable(index: number, furthest: number): boolean {
  return index >= 0 && index <= furthest;
}

export function Stepper({ steps, current, furthest, onStepChange, label, className }: StepperProps) {
  const t = useTranslations("ui");
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);
  // Roving tab stop: one Tab reaches the stepper, arrows move within it.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const tabStop = focusIndex ?? current;
  const total = steps.length;

  function select(index: number) {
    if (!isStepSelectable(index, furthest) || index === current) return;
    onStepChange?.(index);
  }

  function moveFocus(index: number) {
    const next = (index + total) % total;
    setFocusIndex(next);
    buttonsRef.current[next]?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveFocus(index + 1),
      ArrowDown: () => moveFocus(index + 1),
      ArrowLeft: () => moveFocus(index - 1),
      ArrowUp: () => moveFocus(index - 1),
      Home: () => moveFocus(0),
      End: () => moveFocus(total - 1),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  }

  const currentStep = steps[current];

  return (
    <nav aria-label={label ?? t("stepper.label")} className={className}>
      {/* Wide layout: every step. */}
      <ol className="hidden items-center gap-2 min-[600px]:flex">
        {steps.map((step, i) => {
          const selectable = isStepSelectable(i, furthest);
          const isCurrent = i === current;
          const done = i < furthest && !isCurrent;
          return (
            <li key={step.id} className="flex min-w-0 flex-1 items-center gap-2">
              <button
                ref={(el) => {
                  buttonsRef.current[i] = el;
                }}
                type="button"
                tabIndex={i === tabStop ? 0 : -1}
                aria-current={isCurrent ? "step" : undefined}
                // aria-disabled rather than disabled keeps locked steps focusable, so arrow keys
                // and screen readers can still discover them.
                aria-disabled={selectable ? undefined : true}
                onClick={() => select(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
                onFocus={() => setFocusIndex(i)}
                className={`group flex min-w-0 items-center gap-2 rounded-md p-1 text-start text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] ${
                  selectable ? "cursor-pointer" : "cursor-not-allowed"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                    isCurrent
                      ? "border-[var(--brand)] bg-[var(--brand)] text-white"
                      : selectable
                        ? "border-[var(--brand)] bg-white text-gray-900"
                        : "border-gray-300 bg-gray-100 text-gray-600"
                  }`}
                >
                  {done ? (
                    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
                      <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  ) : (
                    i + 1
                  )}
                </span>
                <span
                  className={`truncate ${isCurrent ? "font-semibold text-gray-900" : selectable ? "text-gray-800" : "text-gray-600"}`}
                >
                  {step.label}
                </span>
                {done ? <span className="sr-only">({t("stepper.completed")})</span> : null}
                {selectable ? null : <span className="sr-only">({t("stepper.locked")})</span>}
              </button>
              {i < total - 1 ? (
                <span aria-hidden="true" className={`h-0.5 min-w-4 flex-1 ${i < furthest ? "bg-[var(--brand)]" : "bg-gray-300"}`} />
              ) : null}
            </li>
          );
        })}
      </ol>

      {/* Narrow layout (under 600px): no room for every label. */}
      <div className="min-[600px]:hidden">
        <p className="text-sm text-gray-700">
          {t("stepper.stepOf", { current: Math.min(current + 1, total), total })}
          {currentStep ? " " : null}
          {currentStep ? <span className="font-semibold text-gray-900">{currentStep.label}</span> : null}
        </p>
        <div aria-hidden="true" className="mt-2 h-1 w-full overflow-hidden rounded bg-gray-200">
          <div
            className="h-full bg-[var(--brand)]"
            style={{ width: `${total > 0 ? ((current + 1) / total) * 100 : 0}%` }}
          />
        </div>
      </div>
    </nav>
  );
}
