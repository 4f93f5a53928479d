"use client";

import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { FieldLabel, FieldMessage, fieldFrameClasses } from "@/components/ui/input";
import { TextArea as UiTextArea, type TextAreaProps } from "@/components/ui/text-area";
import type { SelectOption } from "@/components/ui/select";
import { Select } from "./builder-select";
import { cx } from "@/components/ui/sizes";
import { COUNTRY_CODES, countryName } from "@/lib/profiles/location/data";
import { yearList } from "@/lib/profiles/rules";

/** Small form controls of the builder, built on the shared UI kit. */

/** The builder's text areas open four lines high. */
export function TextArea(props: TextAreaProps) {
  return <UiTextArea rows={4} {...props} />;
}

type NumberSelectProps = {
  label: ReactNode;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  options: readonly number[];
  format?: (n: number) => string;
  error?: ReactNode;
  required?: boolean;
  id?: string;
  /** Adds a first option that clears the value. */
  clearLabel?: string;
};

/** A select over numbers (years, months, counts); Radix works on strings, the form on numbers. */
export function NumberSelect({ label, value, onChange, options, format, error, required, id, clearLabel }: NumberSelectProps) {
  const opts: SelectOption[] = options.map((n) => ({ value: String(n), label: format ? format(n) : String(n) }));
  if (clearLabel) opts.unshift({ value: "none", label: clearLabel });
  return (
    <Select
      id={id}
      label={label}
      options={opts}
      value={value === null || value === undefined ? (clearLabel ? "none" : undefined) : String(value)}
      onValueChange={(v) => onChange(v === "none" ? null : Number(v))}
      error={error}
      required={required}
    />
  );
}

export function YearSelect(props: Omit<NumberSelectProps, "options"> & { pastOnly?: boolean }) {
  return <NumberSelect {...props} options={yearList({ pastOnly: props.pastOnly })} />;
}

export function MonthSelect(props: Omit<NumberSelectProps, "options" | "format">) {
  const t = useTranslations("builder.months");
  return <NumberSelect {...props} options={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]} format={(m) => t(String(m))} />;
}

/** Countries by name in the reader's language, stored as ISO codes. */
export function CountrySelect({ label, value, onChange, error, required, id }: { label: ReactNode; value: string; onChange: (code: string) => void; error?: ReactNode; required?: boolean; id?: string }) {
  const locale = useLocale();
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale));
  return <Select id={id} label={label} options={options} value={value || undefined} onValueChange={onChange} error={error} required={required} />;
}

/** A free-text input with suggestions (native datalist: typing and arrow keys both work). */
export function SuggestInput({
  label,
  suggestions,
  error,
  hint,
  id,
  required,
  ...rest
}: Omit<ComponentPropsWithRef<"input">, "size"> & { label: ReactNode; suggestions: readonly string[]; error?: ReactNode; hint?: ReactNode }) {
  const autoId = useId();
  const inputId = id ?? `suggest-${autoId}`;
  const listId = `${inputId}-list`;
  const messageId = `${inputId}-message`;
  return (
    <div className="w-full">
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <div className={cx(fieldFrameClasses(Boolean(error)), "h-[30px] text-xs")}>
        <input
          id={inputId}
          list={listId}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className="h-full w-full min-w-0 flex-1 rounded-md bg-transparent px-2 text-gray-900 outline-none"
          {...rest}
        />
      </div>
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}

/** A group of checkboxes for a multi-choice list (domains, immigration documents). */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  required,
}: {
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
  required?: boolean;
}) {
  const groupId = useId();
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-800">
        {legend}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid max-h-52 grid-cols-2 gap-1 overflow-y-auto rounded-md border border-gray-300 p-2 max-[600px]:grid-cols-1">
        {options.map((o) => {
          const id = `${groupId}-${o.value.replace(/\W/g, "_")}`;
          const checked = value.includes(o.value);
          return (
            <div key={o.value} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((v) => v !== o.value) : [...value, o.value])}
                className="size-4 accent-[var(--brand)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
              />
              <label htmlFor={id} className="text-sm text-gray-800">
                {o.label}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={`${groupId}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A yes/no question as two radio buttons. */
export function YesNoField({ legend, value, onChange, name }: { legend: ReactNode; value: string; onChange: (v: string) => void; name: string }) {
  const t = useTranslations("builder.immigration");
  const groupId = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex gap-4">
        {(["Yes", "No"] as const).map((v) => (
          <div key={v} className="flex items-center gap-2">
            <input
              id={`${groupId}-${v}`}
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="size-4 accent-[var(--brand)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
            />
            <label htmlFor={`${groupId}-${v}`} className="text-sm text-gray-800">
              {v === "Yes" ? t("yes") : t("no")}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** A bordered block for one entry of a list (an education, a job), with its remove button. */
export function EntryCard({ title, onRemove, removeLabel, children }: { title: ReactNode; onRemove?: () => void; removeLabel?: string; children: ReactNode }) {
  const t = useTranslations("builder.actions");
  return (
    <section className="rounded-lg border border-[var(--color-line,#e5e7eb)] p-4 max-[600px]:p-3">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={removeLabel}
            className="rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)]"
          >
            {t("remove")}
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 max-[800px]:grid-cols-1">{children}</div>
    </section>
  );
}
