"use client";

import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";

/** Spec §9: search list delay. */
export const SEARCH_DELAY_MS = 300;

export type SearchBoxSize = "xs" | "sm" | "md" | "lg" | "xl";

// Spec §9 control heights: xs 30, sm 36, md 42, lg 50, xl 60.
const heightClass: Record<SearchBoxSize, string> = {
  xs: "h-[30px] text-sm",
  sm: "h-[36px] text-sm",
  md: "h-[42px] text-base",
  lg: "h-[50px] text-base",
  xl: "h-[60px] text-lg",
};

export interface SearchBoxProps {
  /** Called with the trimmed text after SEARCH_DELAY_MS of quiet, at once on clear or Enter. */
  onSearch: (query: string) => void;
  /** Controlled text; omit to let the box keep its own. */
  value?: string;
  /** Called on every keystroke and on clear (not debounced). */
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  /** Accessible name; defaults to the translated "Search". */
  label?: string;
  placeholder?: string;
  size?: SearchBoxSize;
  delayMs?: number;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

export function SearchBox({
  onSearch,
  value,
  onValueChange,
  defaultValue = "",
  label,
  placeholder,
  size = "xs",
  delayMs = SEARCH_DELAY_MS,
  disabled,
  id,
  name,
  className,
}: SearchBoxProps) {
  const t = useTranslations("ui");
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const query = value ?? ownValue;
  // The last query handed to onSearch, so an edit that ends where it started (or trailing
  // spaces) does not trigger another fetch.
  const lastSearchedRef = useRef(defaultValue.trim());

  function emit(raw: string, force = false) {
    const q = raw.trim();
    if (!force && q === lastSearchedRef.current) return;
    lastSearchedRef.current = q;
    onSearch(q);
  }
  const emitAfterQuiet = useEffectEvent((raw: string) => emit(raw));

  // Each change restarts the wait, so only the text left after a quiet spell is searched.
  useEffect(() => {
    const timer = setTimeout(() => emitAfterQuiet(query), delayMs);
    return () => clearTimeout(timer);
  }, [query, delayMs]);

  function change(next: string) {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  }

  function clear() {
    change("");
    emit("");
    inputRef.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault();
      emit(query, true);
    } else if (e.key === "Escape" && query !== "") {
      // Only swallow Escape when it did something, so an enclosing dialog can still close.
      e.preventDefault();
      e.stopPropagation();
      clear();
    }
  }

  return (
    <div className={`relative flex items-center ${className ?? ""}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="pointer-events-none absolute start-2.5 size-4 text-gray-600"
      >
        <circle cx="8.5" cy="8.5" r="5.5" />
        <path d="M13 13l4 4" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        aria-label={label ?? t("searchBox.label")}
        placeholder={placeholder ?? t("searchBox.placeholder")}
        value={query}
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        // The browser's own cancel button would duplicate ours.
        className={`${heightClass[size]} w-full rounded-md border border-gray-400 bg-white ps-8 pe-9 text-gray-900 placeholder:text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--brand)] disabled:cursor-not-allowed disabled:opacity-50 [&::-webkit-search-cancel-button]:appearance-none`}
      />
      {query !== "" && !disabled ? (
        <button
          type="button"
          onClick={clear}
          aria-label={t("searchBox.clear")}
          className="absolute end-1 inline-flex size-7 items-center justify-center rounded text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--brand)]"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
            <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
