import type { QueryNode } from "./parser";

/**
 * Turns a parsed query into the text of a PostgreSQL tsquery, for `to_tsquery('simple', $1)`
 * where it is always ONE bound parameter. Lexemes come from lexemesOf (letters, digits and
 * combining marks only), and the only other characters are the tsquery operators this file
 * writes; TSQUERY_TEXT says so, and the property test holds every compiled query to it.
 */

/** Lexemes of letters, digits and marks (optionally `:*`), `&`, `|`, `!`, `<->`, parentheses, spaces. */
export const TSQUERY_TEXT = /^(?:[\p{L}\p{N}\p{M}]+(?::\*)?|<->|[&|!() ])+$/u;

function phraseOf(lexemes: string[], prefix: boolean): string {
  const parts = lexemes.map((l, i) => (prefix && i === lexemes.length - 1 ? `${l}:*` : l));
  return parts.length === 1 ? parts[0] : `(${parts.join(" <-> ")})`;
}

export function toTsquery(node: QueryNode): string {
  switch (node.kind) {
    case "term":
      return phraseOf(node.lexemes, node.prefix);
    case "phrase":
      return phraseOf(node.lexemes, false);
    case "and":
      return `(${node.operands.map(toTsquery).join(" & ")})`;
    case "or":
      return `(${node.operands.map(toTsquery).join(" | ")})`;
    case "not":
      return `!${toTsquery(node.operand)}`;
  }
}

export type HighlightTerm = { lexeme: string; prefix: boolean };

/**
 * The lexemes a result is shown for (those not under an odd number of NOTs), to mark them in
 * fields the database's ts_headline does not cover (skills, designation).
 */
export function highlightTerms(node: QueryNode | null): HighlightTerm[] {
  const out = new Map<string, HighlightTerm>();
  const walk = (n: QueryNode, negated: boolean) => {
    if (n.kind === "not") return walk(n.operand, !negated);
    if (n.kind === "and" || n.kind === "or") return n.operands.forEach((o) => walk(o, negated));
    if (negated) return;
    n.lexemes.forEach((lexeme, i) => {
      const prefix = n.kind === "term" && n.prefix && i === n.lexemes.length - 1;
      const key = `${lexeme}${prefix ? "*" : ""}`;
      if (!out.has(key)) out.set(key, { lexeme, prefix });
    });
  };
  if (node) walk(node, false);
  return [...out.values()];
}

/** ANDs extra operands (keywords) onto a query; null when there is nothing at all. */
export function andAll(nodes: (QueryNode | null)[]): QueryNode | null {
  const present = nodes.filter((n): n is QueryNode => n !== null);
  if (present.length === 0) return null;
  return present.length === 1 ? present[0] : { kind: "and", operands: present };
}
