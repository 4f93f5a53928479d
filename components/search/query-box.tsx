"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { parseSearchQuery, type SearchQueryErrorReason } from "@/lib/search/parser";

export type QueryProblem = { position: number; reason: SearchQueryErrorReason };

export function problemOf(query: string): QueryProblem | null {
  const r = parseSearchQuery(query);
  return r.ok ? null : { position: r.error.position, reason: r.error.reason };
}

/** The spec's message, then where and why: "At character 12: this parenthesis is never closed." */
export function QueryProblemText({ problem }: { problem: QueryProblem }) {
  const t = useTranslations("search.query");
  return (
    <span data-testid="query-error">
      <span className="block font-medium">{t("invalid")}</span>
      <span className="block">{t("where", { column: problem.position + 1, reason: t(`reasons.${problem.reason}`) })}</span>
    </span>
  );
}

/**
 * The boolean query box. The same parser as the server checks the text on every keystroke, so a
 * malformed expression is pointed at before anything is sent; Enter or the button searches.
 */
export function QueryBox({ defaultValue, onSearch }: { defaultValue: string; onSearch: (query: string) => void }) {
  const t = useTranslations("search.query");
  const [value, setValue] = useState(defaultValue);
  const problem = problemOf(value);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) onSearch(value.trim());
  };

  return (
    <form noValidate onSubmit={submit} role="search" className="flex flex-wrap items-start gap-2">
      <Input
        label={t("label")}
        size="sm"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t("placeholder")}
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        error={problem ? <QueryProblemText problem={problem} /> : undefined}
        hint={t("hint")}
        containerClassName="min-w-[220px] flex-1"
        className="font-mono"
      />
      <Button type="submit" size="sm" className="mt-6" disabled={problem !== null}>
        {t("submit")}
      </Button>
    </form>
  );
}
