"use client";

import { useId, type ReactNode } from "react";
import { Select as RadixSelect } from "radix-ui";
import { useTranslations } from "next-intl";
import { FieldLabel, FieldMessage } from "./input";
import { controlTextClass, cx, DEFAULT_CONTROL_SIZE, SELECT_MENU_MAX_HEIGHT, type ControlSize } from "./sizes";
import { SelectChevronIcon, selectTriggerClass } from "./select-trigger";

export { SELECT_MENU_MAX_HEIGHT };

export interface SelectOption {
  /** Must be non-empty: Radix reserves "" for "no value" (the placeholder). */
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Plain-text version of a rich label, used for typeahead. */
  textValue?: string;
}

export interface SelectProps {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Defaults to the translated "Select an option". */
  placeholder?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  size?: ControlSize;
  disabled?: boolean;
  required?: boolean;
  /** Submits the value with native forms (Radix renders a hidden <select>). */
  name?: string;
  id?: string;
  className?: string;
  triggerClassName?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function CheckIcon() {
  return (
    <svg className="size-4 text-[var(--brand)]" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
    </svg>
  );
}

export function Select({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  error,
  hint,
  size = DEFAULT_CONTROL_SIZE,
  disabled,
  required,
  name,
  id,
  className,
  triggerClassName,
  open,
  onOpenChange,
}: SelectProps) {
  const t = useTranslations("uiInputs");
  const autoId = useId();
  const triggerId = id ?? `select-${autoId}`;
  const labelId = `${triggerId}-label`;
  const messageId = `${triggerId}-message`;
  const invalid = Boolean(error);

  return (
    <div className={cx("w-full", className)}>
      <FieldLabel htmlFor={triggerId} id={labelId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
        open={open}
        onOpenChange={onOpenChange}
      >
        <RadixSelect.Trigger
          id={triggerId}
          aria-labelledby={labelId}
          aria-invalid={invalid || undefined}
          aria-describedby={error || hint ? messageId : undefined}
          data-size={size}
          className={selectTriggerClass({ invalid, disabled, size, className: triggerClassName })}
        >
          <span className="min-w-0 flex-1 truncate">
            <RadixSelect.Value placeholder={placeholder ?? t("selectPlaceholder")} />
          </span>
          <RadixSelect.Icon asChild>
            <SelectChevronIcon />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            // Inline so the cap holds whatever the surrounding CSS does (spec §9: 328 px).
            style={{ maxHeight: SELECT_MENU_MAX_HEIGHT }}
            className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-gray-200 bg-white py-1 shadow-lg"
          >
            <RadixSelect.Viewport className="overflow-y-auto">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  textValue={option.textValue}
                  className={cx(
                    "relative flex cursor-pointer items-center gap-2 py-2 pr-8 pl-3 text-gray-900 outline-none select-none",
                    "data-[highlighted]:bg-[var(--brand)]/10 data-[state=checked]:font-medium",
                    "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
                    controlTextClass(size),
                  )}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className="absolute right-2 inline-flex items-center">
                    <CheckIcon />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
