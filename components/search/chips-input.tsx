"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A list of short texts (locations, keywords): type one, Enter or Add; each chip has a remove button. */
export function ChipsInput({ label, values, onChange, placeholder, max = 10, maxLength = 100 }: { label: string; values: string[]; onChange: (values: string[]) => void; placeholder?: string; max?: number; maxLength?: number }) {
  const t = useTranslations("search.filters");
  const [text, setText] = useState("");
  const listId = useId();
  const add = () => {
    const v = text.trim();
    if (!v || values.length >= max || values.some((x) => x.toLowerCase() === v.toLowerCase())) return;
    onChange([...values, v]);
    setText("");
  };
  return (
    <div>
      <div className="flex items-end gap-2">
        <Input
          label={label}
          size="xs"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={values.length ? listId : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="xs" variant="secondary" onClick={add} disabled={!text.trim() || values.length >= max}>
          {t("add")}
        </Button>
      </div>
      {values.length ? (
        <ul id={listId} className="mt-2 flex flex-wrap gap-1.5">
          {values.map((v) => (
            <li key={v} className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-0.5 ps-2 pe-1 text-sm">
              <span className="max-w-[220px] truncate">{v}</span>
              <button
                type="button"
                onClick={() => onChange(values.filter((x) => x !== v))}
                aria-label={t("remove", { value: v })}
                className="inline-flex size-5 items-center justify-center rounded-full text-gray-600 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-[var(--brand)]"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
