"use client";

import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { controlHeightClass, controlPaddingXClass, controlTextClass, cx, DEFAULT_CONTROL_SIZE, type ControlSize } from "./sizes";

export interface InputProps extends Omit<ComponentPropsWithRef<"input">, "size"> {
  label: ReactNode;
  /** Keeps the label for screen readers only, e.g. a search box whose purpose is obvious from its icon. */
  hideLabel?: boolean;
  /** Validation message; marks the field invalid and is announced with it. */
  error?: ReactNode;
  /** Helper text under the field, hidden while an error shows. */
  hint?: ReactNode;
  size?: ControlSize;
  /** Rendered inside the field before the text (icons, prefixes). */
  startAdornment?: ReactNode;
  /** Rendered inside the field after the text (clear buttons, units). */
  endAdornment?: ReactNode;
  containerClassName?: string;
}

/** Shared frame classes so composite fields (phone input, select trigger) look like a text input. */
export function fieldFrameClasses(invalid: boolean, disabled?: boolean): string {
  return cx(
    "flex w-full items-center rounded-md border bg-white transition",
    "focus-within:outline-2 focus-within:outline-offset-1",
    invalid ? "border-red-600 focus-within:outline-red-600" : "border-gray-300 hover:border-gray-400 focus-within:outline-[var(--brand)]",
    disabled && "cursor-not-allowed bg-gray-50 opacity-60",
  );
}

export function FieldLabel({ htmlFor, id, required, hidden, children }: { htmlFor?: string; id?: string; required?: boolean; hidden?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} id={id} className={hidden ? "sr-only" : "mb-1 block text-sm font-medium text-gray-800"}>
      {children}
      {/* The asterisk is decorative: `required` on the control already tells assistive tech. */}
      {required && !hidden && (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function FieldMessage({ id, error, hint }: { id: string; error?: ReactNode; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className="mt-1 text-xs text-red-600">
        {error}
      </p>
    );
  }
  if (hint) {
    return (
      <p id={id} className="mt-1 text-xs text-gray-500">
        {hint}
      </p>
    );
  }
  return null;
}

export function Input({
  label,
  hideLabel,
  error,
  hint,
  size = DEFAULT_CONTROL_SIZE,
  startAdornment,
  endAdornment,
  id,
  className,
  containerClassName,
  disabled,
  required,
  "aria-describedby": describedBy,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? `input-${autoId}`;
  const messageId = `${inputId}-message`;
  const invalid = Boolean(error);
  const describedByIds = cx(describedBy, error || hint ? messageId : undefined) || undefined;

  return (
    <div className={cx("w-full", containerClassName)}>
      <FieldLabel htmlFor={inputId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className={cx(fieldFrameClasses(invalid, disabled), controlHeightClass(size), controlTextClass(size))} data-size={size}>
        {startAdornment && <span className="flex shrink-0 items-center pl-2 text-gray-500">{startAdornment}</span>}
        <input
          id={inputId}
          className={cx(
            "h-full w-full min-w-0 flex-1 rounded-md bg-transparent text-gray-900 outline-none placeholder:text-gray-400 disabled:cursor-not-allowed",
            controlPaddingXClass(size),
            className,
          )}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          {...rest}
        />
        {endAdornment && <span className="flex shrink-0 items-center pr-2 text-gray-500">{endAdornment}</span>}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
