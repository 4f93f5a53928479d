"use client";

import { useId, useMemo, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { FieldLabel, FieldMessage, fieldFrameClasses } from "./input";
import { controlHeightClass, controlPaddingXClass, controlTextClass, cx, DEFAULT_CONTROL_SIZE, type ControlSize } from "./sizes";

/** Stored shape of a phone number (spec document 2: phoneNumber {value, country, dialCode}). */
export interface PhoneValue {
  /** National number, digits only, without the dial code or trunk prefix. */
  value: string;
  /** ISO 3166-1 alpha-2, upper case ("US"). */
  country: string;
  /** With the plus sign ("+1"). */
  dialCode: string;
}

export interface PhoneCountry {
  code: string;
  dialCode: string;
  /** Allowed national number lengths (digits, trunk prefix excluded). */
  min: number;
  max: number;
  /** Italy dials its leading 0 from abroad too, so it is part of the number rather than a trunk prefix. */
  keepsLeadingZero?: boolean;
}

// A compact list rather than libphonenumber-js: enough for length checks on the common markets.
// Lengths are for national significant numbers, mobile and landline together.
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: "US", dialCode: "+1", min: 10, max: 10 },
  { code: "CA", dialCode: "+1", min: 10, max: 10 },
  { code: "MX", dialCode: "+52", min: 10, max: 10 },
  { code: "BR", dialCode: "+55", min: 10, max: 11 },
  { code: "AR", dialCode: "+54", min: 10, max: 10 },
  { code: "CO", dialCode: "+57", min: 10, max: 10 },
  { code: "CL", dialCode: "+56", min: 9, max: 9 },
  { code: "PE", dialCode: "+51", min: 8, max: 9 },
  { code: "GB", dialCode: "+44", min: 9, max: 10 },
  { code: "IE", dialCode: "+353", min: 7, max: 9 },
  { code: "FR", dialCode: "+33", min: 9, max: 9 },
  { code: "BE", dialCode: "+32", min: 8, max: 9 },
  { code: "CH", dialCode: "+41", min: 9, max: 9 },
  { code: "DE", dialCode: "+49", min: 6, max: 11 },
  { code: "AT", dialCode: "+43", min: 7, max: 13 },
  { code: "NL", dialCode: "+31", min: 9, max: 9 },
  { code: "ES", dialCode: "+34", min: 9, max: 9 },
  { code: "PT", dialCode: "+351", min: 9, max: 9 },
  { code: "IT", dialCode: "+39", min: 6, max: 11, keepsLeadingZero: true },
  { code: "SE", dialCode: "+46", min: 7, max: 10 },
  { code: "NO", dialCode: "+47", min: 8, max: 8 },
  { code: "DK", dialCode: "+45", min: 8, max: 8 },
  { code: "FI", dialCode: "+358", min: 5, max: 12 },
  { code: "PL", dialCode: "+48", min: 9, max: 9 },
  { code: "CZ", dialCode: "+420", min: 9, max: 9 },
  { code: "RO", dialCode: "+40", min: 9, max: 9 },
  { code: "GR", dialCode: "+30", min: 10, max: 10 },
  { code: "TR", dialCode: "+90", min: 10, max: 10 },
  { code: "UA", dialCode: "+380", min: 9, max: 9 },
  { code: "IL", dialCode: "+972", min: 8, max: 9 },
  { code: "AE", dialCode: "+971", min: 8, max: 9 },
  { code: "SA", dialCode: "+966", min: 9, max: 9 },
  { code: "EG", dialCode: "+20", min: 9, max: 10 },
  { code: "MA", dialCode: "+212", min: 9, max: 9 },
  { code: "NG", dialCode: "+234", min: 8, max: 10 },
  { code: "KE", dialCode: "+254", min: 9, max: 9 },
  { code: "ZA", dialCode: "+27", min: 9, max: 9 },
  { code: "IN", dialCode: "+91", min: 10, max: 10 },
  { code: "PK", dialCode: "+92", min: 10, max: 10 },
  { code: "BD", dialCode: "+880", min: 10, max: 10 },
  { code: "LK", dialCode: "+94", min: 9, max: 9 },
  { code: "CN", dialCode: "+86", min: 10, max: 11 },
  { code: "JP", dialCode: "+81", min: 9, max: 10 },
  { code: "KR", dialCode: "+82", min: 8, max: 10 },
  { code: "SG", dialCode: "+65", min: 8, max: 8 },
  { code: "MY", dialCode: "+60", min: 8, max: 10 },
  { code: "PH", dialCode: "+63", min: 10, max: 10 },
  { code: "ID", dialCode: "+62", min: 9, max: 12 },
  { code: "VN", dialCode: "+84", min: 9, max: 10 },
  { code: "TH", dialCode: "+66", min: 8, max: 9 },
  { code: "AU", dialCode: "+61", min: 9, max: 9 },
  { code: "NZ", dialCode: "+64", min: 8, max: 10 },
];

export const DEFAULT_PHONE_COUNTRY = "US";

export function findPhoneCountry(code: string | null | undefined): PhoneCountry | undefined {
  const upper = code?.toUpperCase();
  return PHONE_COUNTRIES.find((c) => c.code === upper);
}

/** Digits that count towards the length: a leading trunk 0 is dialled only inside the country. */
function significantDigits(digits: string, country: PhoneCountry | undefined): string {
  return country?.keepsLeadingZero ? digits : digits.replace(/^0/, "");
}

/**
 * Keeps digits only. A pasted international number ("+1 555…") loses its dial code because the
 * picker already holds it. No maxLength on the field: it would cut such pastes before they are cleaned.
 */
function toNationalDigits(raw: string, country: PhoneCountry): string {
  let digits = raw.replace(/\D/g, "");
  const dial = country.dialCode.slice(1);
  if (raw.trim().startsWith("+") && digits.startsWith(dial)) digits = digits.slice(dial.length);
  // E.164 allows 15 digits in all; one more leaves room for a trunk 0 that blur removes.
  return digits.slice(0, 16);
}

export type PhoneLengthIssue = "tooShort" | "tooLong";

/** Length check only (no numbering-plan rules); unknown countries fall back to E.164's 4 to 15 digits. */
export function phoneLengthIssue(phone: Pick<PhoneValue, "value" | "country">): PhoneLengthIssue | null {
  const country = findPhoneCountry(phone.country);
  const digits = significantDigits(phone.value.replace(/\D/g, ""), country);
  const min = country?.min ?? 4;
  const max = country?.max ?? 15;
  if (digits.length < min) return "tooShort";
  if (digits.length > max) return "tooLong";
  return null;
}

export function isPhoneLengthValid(phone: Pick<PhoneValue, "value" | "country">): boolean {
  return phoneLengthIssue(phone) === null;
}

/** "+1 5551234567", for display and for sending to services that want one string. */
export function formatPhone(phone: PhoneValue | null | undefined): string {
  if (!phone?.value) return "";
  return `${phone.dialCode} ${phone.value}`;
}

export interface PhoneInputProps {
  label: ReactNode;
  hideLabel?: boolean;
  value: PhoneValue | null;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  /** Country used while value is null. */
  defaultCountry?: string;
  /** Restricts and orders the picker (ISO codes); defaults to every country in PHONE_COUNTRIES, sorted by name. */
  countries?: readonly string[];
  /** Error from the form; replaces the built-in length message. */
  error?: ReactNode;
  hint?: ReactNode;
  size?: ControlSize;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  placeholder?: string;
  className?: string;
}

export function PhoneInput({
  label,
  hideLabel,
  value,
  onChange,
  onBlur,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  countries,
  error,
  hint,
  size = DEFAULT_CONTROL_SIZE,
  disabled,
  required,
  name,
  id,
  placeholder,
  className,
}: PhoneInputProps) {
  const t = useTranslations("uiInputs");
  const locale = useLocale();
  const autoId = useId();
  const inputId = id ?? `phone-${autoId}`;
  const selectId = `${inputId}-country`;
  const labelId = `${inputId}-label`;
  const messageId = `${inputId}-message`;
  const [touched, setTouched] = useState(false);

  const country = findPhoneCountry(value?.country) ?? findPhoneCountry(defaultCountry) ?? PHONE_COUNTRIES[0];
  const digits = value?.value ?? "";

  const options = useMemo(() => {
    // Country names come from the browser's CLDR data, so French gets French names without a translation table.
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      names = null;
    }
    const list = countries ? countries.map((c) => findPhoneCountry(c)).filter((c): c is PhoneCountry => Boolean(c)) : [...PHONE_COUNTRIES];
    const withNames = list.map((c) => ({ ...c, name: names?.of(c.code) ?? c.code }));
    if (!countries) withNames.sort((a, b) => a.name.localeCompare(b.name, locale));
    return withNames;
  }, [countries, locale]);

  const lengthIssue = touched && digits ? phoneLengthIssue({ value: digits, country: country.code }) : null;
  const shownError = error ?? (lengthIssue ? t(`phone.${lengthIssue}`) : null);
  const invalid = Boolean(shownError);

  function emit(nextDigits: string, nextCountry: PhoneCountry) {
    onChange({ value: nextDigits, country: nextCountry.code, dialCode: nextCountry.dialCode });
  }

  function handleBlur() {
    setTouched(true);
    // The trunk 0 people type from habit would double up after the dial code, so it goes once they are done.
    if (!country.keepsLeadingZero && digits.length > 1 && digits.startsWith("0")) emit(digits.replace(/^0+/, ""), country);
    onBlur?.();
  }

  return (
    <div className={cx("w-full", className)}>
      <FieldLabel htmlFor={inputId} id={labelId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div role="group" aria-labelledby={labelId} className={cx(fieldFrameClasses(invalid, disabled), controlHeightClass(size), controlTextClass(size))} data-size={size}>
        {/* A native select under a compact face: full names in the list, only "US +1" in the field, native keyboard and mobile pickers. */}
        <div className="relative flex h-full shrink-0 items-center gap-1 rounded-l-md border-r border-gray-300 pr-2 pl-2.5 text-gray-800 focus-within:bg-gray-100">
          <span aria-hidden="true" className="whitespace-nowrap">
            {country.code} {country.dialCode}
          </span>
          <svg className="size-3.5 text-gray-500" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path fillRule="evenodd" d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" clipRule="evenodd" />
          </svg>
          <select
            id={selectId}
            aria-label={t("phone.country")}
            value={country.code}
            disabled={disabled}
            name={name ? `${name}.country` : undefined}
            onChange={(event) => {
              const next = findPhoneCountry(event.target.value);
              if (next) emit(digits, next);
            }}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          >
            {options.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.dialCode})
              </option>
            ))}
          </select>
        </div>
        <input
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          name={name ? `${name}.value` : undefined}
          value={digits}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={shownError || hint ? messageId : undefined}
          onChange={(event) => emit(toNationalDigits(event.target.value, country), country)}
          onBlur={handleBlur}
          className={cx("h-full w-full min-w-0 flex-1 rounded-md bg-transparent text-gray-900 outline-none placeholder:text-gray-400", controlPaddingXClass(size))}
        />
      </div>
      <FieldMessage id={messageId} error={shownError} hint={hint} />
    </div>
  );
}
