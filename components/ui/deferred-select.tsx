"use client";

import { useId, useLayoutEffect, useState, type ComponentType } from "react";
import { useTranslations } from "next-intl";
import { FieldLabel, FieldMessage } from "@/components/ui/input";
import { lazyModule } from "@/components/ui/lazy-module";
import type { SelectProps } from "@/components/ui/select";
import { cx, DEFAULT_CONTROL_SIZE } from "@/components/ui/sizes";
import { SelectChevronIcon, selectTriggerClass } from "./select-trigger";
import { useDeferredControl } from "./deferred-control";

/** The shared Select (Radix Select and its positioning, ≈ 20 kB gzip), its own chunk. */
const selectModule = lazyModule<ComponentType<SelectProps>>(() => import("@/components/ui/select").then((m) => m.Select));

/** Loads the Select's code ahead (tests). */
export async function loadDeferredSelect(): Promise<void> {
  await selectModule.load();
}

/** The keys Radix Select's trigger opens on. */
const OPEN_KEYS = [" ", "Enter", "ArrowUp", "ArrowDown"];

/**
 * The shared `Select` (components/ui/select.tsx, same props), with its code loaded on first
 * intent (D81): a filter that nobody touches costs the page nothing. Until then the label, the
 * trigger (a combobox showing the chosen option, or the placeholder) and the message are the
 * Select's own markup, server-rendered; pointing at or focusing the trigger loads the real one,
 * and a press that opens it before the code is there opens it once loaded.
 */
export function DeferredSelect(props: SelectProps) {
  const autoId = useId();
  const triggerId = props.id ?? `select-${autoId}`;
  const { loaded: Select, openIntent, focusOnSwap, standInProps } = useDeferredControl(selectModule, OPEN_KEYS);
  const [open, setOpen] = useState(openIntent !== null);

  // The first render with the real Select: open it if asked, and keep the focus on its trigger.
  const [swapped, setSwapped] = useState(false);
  if (Select && !swapped) {
    setSwapped(true);
    if (openIntent !== null) setOpen(true);
  }
  useLayoutEffect(() => {
    if (swapped && focusOnSwap) document.getElementById(triggerId)?.focus({ preventScroll: true });
  }, [swapped, focusOnSwap, triggerId]);

  if (!Select) return <SelectStandIn {...props} triggerId={triggerId} buttonProps={standInProps} />;
  return (
    <Select
      {...props}
      id={triggerId}
      open={props.open ?? open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange?.(next);
      }}
    />
  );
}

/** The closed Select as Radix renders it (label, combobox trigger, message), without Radix. */
function SelectStandIn({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  placeholder,
  error,
  hint,
  size = DEFAULT_CONTROL_SIZE,
  disabled,
  required,
  className,
  triggerClassName,
  triggerId,
  buttonProps,
}: SelectProps & { triggerId: string; buttonProps: ReturnType<typeof useDeferredControl>["standInProps"] }) {
  const t = useTranslations("uiInputs");
  const labelId = `${triggerId}-label`;
  const messageId = `${triggerId}-message`;
  const invalid = Boolean(error);
  const current = value ?? defaultValue;
  const showPlaceholder = current === undefined || current === "";
  const chosen = showPlaceholder ? null : options.find((o) => o.value === current);

  return (
    <div className={cx("w-full", className)}>
      <FieldLabel htmlFor={triggerId} id={labelId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <button
        {...buttonProps}
        type="button"
        role="combobox"
        id={triggerId}
        aria-labelledby={labelId}
        // As Radix's closed trigger: the list it will control is not rendered yet.
        aria-controls={`${triggerId}-content`}
        aria-expanded={false}
        aria-required={required}
        aria-autocomplete="none"
        aria-invalid={invalid || undefined}
        aria-describedby={error || hint ? messageId : undefined}
        data-state="closed"
        data-size={size}
        data-disabled={disabled ? "" : undefined}
        data-placeholder={showPlaceholder ? "" : undefined}
        data-deferred=""
        disabled={disabled}
        className={selectTriggerClass({ invalid, disabled, size, className: triggerClassName })}
      >
        <span className="min-w-0 flex-1 truncate">
          <span style={{ pointerEvents: "none" }}>{showPlaceholder ? (placeholder ?? t("selectPlaceholder")) : chosen?.label}</span>
        </span>
        <SelectChevronIcon />
      </button>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
