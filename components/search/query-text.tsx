import type { ReactNode } from "react";
import { tokenize, type Token } from "@/lib/search/parser";

/**
 * A boolean query as text with its operators (AND, OR, NOT) highlighted (first document §2.6,
 * job-search criteria view). Operators are shown upper-case whatever case they were typed in; a
 * query that does not tokenize (an unclosed quote) is shown as typed.
 */
export function QueryText({ query, className }: { query: string; className?: string }) {
  let tokens: Token[];
  try {
    tokens = tokenize(query);
  } catch {
    return <code className={className}>{query}</code>;
  }
  const parts: ReactNode[] = [];
  let last = 0;
  tokens.forEach((t, i) => {
    if (t.start > last) parts.push(query.slice(last, t.start));
    if (t.kind === "and" || t.kind === "or" || t.kind === "not") {
      parts.push(
        <strong key={i} data-operator={t.kind.toUpperCase()} className="rounded bg-[var(--brand)]/10 px-1 font-semibold text-[var(--brand)]">
          {t.kind.toUpperCase()}
        </strong>,
      );
    } else {
      parts.push(query.slice(t.start, t.end));
    }
    last = t.end;
  });
  if (last < query.length) parts.push(query.slice(last));
  return <code className={`font-mono text-sm break-words whitespace-pre-wrap ${className ?? ""}`}>{parts}</code>;
}
