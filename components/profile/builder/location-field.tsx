"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { FieldLabel, FieldMessage, fieldFrameClasses } from "@/components/ui/input";
import { cx } from "@/components/ui/sizes";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { isResolvedPlace, type LocationProvider, type Place, type Prediction } from "@/lib/profiles/location/provider";
import type { WrongInputDialogProps } from "./wrong-input-dialog";

/** Spec §9: search option delay. */
export const SEARCH_DELAY_MS = 300;

// The wrong-input dialog (Radix Dialog) loads when a place without country, state or locality is
// chosen, not with the step (decisions D48, D83); from then on it stays mounted.
const WrongInputDialogImpl = dynamic(() => import("./wrong-input-dialog").then((m) => m.WrongInputDialog), { ssr: false });

function WrongInputDialog(props: WrongInputDialogProps) {
  return useOpenedOnce(props.open) ? <WrongInputDialogImpl {...props} /> : null;
}

export interface LocationFieldProps {
  label: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  provider: LocationProvider;
  error?: string;
  required?: boolean;
  id?: string;
  /** Clears the text after a choice (adding to a list rather than setting one value). */
  clearOnSelect?: boolean;
}

/**
 * Location search (WAI-ARIA combobox): predictions from the provider as the user types, the
 * chosen place's details on Enter or click. Works the same with the local data and with a maps
 * provider; only places that resolve a country, state or locality are accepted.
 */
export function LocationField({ label, value, onChange, provider, error, required, id, clearOnSelect }: LocationFieldProps) {
  const t = useTranslations("builder.location");
  const locale = useLocale();
  const autoId = useId();
  const inputId = id ?? `location-${autoId}`;
  const listId = `${inputId}-list`;
  const messageId = `${inputId}-message`;
  const [text, setText] = useState(value?.label ?? "");
  const [editing, setEditing] = useState(false);
  const [items, setItems] = useState<Prediction[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [wrongInput, setWrongInput] = useState(false);
  const request = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const shown = editing ? text : (value?.label ?? text);

  useEffect(() => {
    if (!editing) return;
    const q = text.trim();
    const ticket = ++request.current;
    if (!q) return;
    const timer = setTimeout(async () => {
      const found = await provider.predict(q, { locale }).catch(() => []);
      if (ticket !== request.current) return;
      setItems(found);
      setActive(found.length ? 0 : -1);
      setOpen(true);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, editing, provider, locale]);

  async function choose(p: Prediction) {
    setOpen(false);
    setEditing(false);
    request.current++;
    const place = await provider.details(p.placeId, { locale }).catch(() => null);
    if (!place || !isResolvedPlace(place)) {
      setWrongInput(true);
      setText("");
      return;
    }
    onChange(place);
    setText(clearOnSelect ? "" : place.label);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open && items.length) setOpen(true);
      setActive((a) => (items.length ? (a + 1) % items.length : -1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => (items.length ? (a - 1 + items.length) % items.length : -1));
    } else if (e.key === "Enter") {
      // Enter picks a place; it must never submit the form around the field.
      if (open || editing) e.preventDefault();
      if (open && active >= 0 && items[active]) void choose(items[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className="relative w-full">
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <div className={cx(fieldFrameClasses(Boolean(error)), "h-[30px] text-xs")}>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          value={shown}
          onChange={(e) => {
            setEditing(true);
            setText(e.target.value);
            if (!e.target.value.trim()) {
              setItems([]);
              setOpen(false);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // A click on an option lands after blur; give it the time to.
            setTimeout(() => {
              setOpen(false);
              if (editing && !clearOnSelect) {
                setEditing(false);
                setText(value?.label ?? "");
              }
            }, 150);
          }}
          className="h-full w-full min-w-0 flex-1 rounded-md bg-transparent px-2 text-gray-900 outline-none"
        />
        {value && !clearOnSelect ? (
          <button
            type="button"
            aria-label={t("clear")}
            onClick={() => {
              onChange(null);
              setText("");
              inputRef.current?.focus();
            }}
            className="mr-1 rounded px-1 text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
          >
            ×
          </button>
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute z-40 mt-1 max-h-[328px] w-full overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {items.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-xs text-gray-500">
            {t("noResults")}
          </li>
        ) : (
          items.map((p, i) => (
            <li
              key={p.placeId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void choose(p)}
              className={cx("cursor-pointer px-3 py-2 text-xs text-gray-900", i === active && "bg-[var(--brand)]/10")}
            >
              {p.label}
            </li>
          ))
        )}
      </ul>
      <span className="sr-only" aria-live="polite">
        {open ? t("results", { count: items.length }) : ""}
      </span>
      <FieldMessage id={messageId} error={error} hint={error ? undefined : t("searchHint")} />
      <WrongInputDialog
        open={wrongInput}
        onClose={() => {
          setWrongInput(false);
          inputRef.current?.focus();
        }}
      />
    </div>
  );
}
