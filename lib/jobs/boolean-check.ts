/**
 * A syntax check for the job's boolean talent query ("Invalid search query expression"). It only
 * decides valid or not: balanced parentheses, closed quotes, and AND / OR / NOT never dangling.
 * The talent-search issue brings the real parser (compiling to to_tsquery); it replaces this
 * file and must accept at least what this accepts.
 *
 * Operators are the upper-case words AND, OR and NOT; lower-case "and" is an ordinary term.
 * Adjacent terms mean AND, so `java NOT python` is `java AND NOT python`.
 */
export type BooleanToken = { kind: "term" | "open" | "close" | "and" | "or" | "not" };

/** Null when a quote is never closed or a quoted phrase is empty. */
export function tokenizeBoolean(input: string): BooleanToken[] | null {
  const tokens: BooleanToken[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === "(" || ch === ")") {
      tokens.push({ kind: ch === "(" ? "open" : "close" });
      i += 1;
    } else if (ch === '"') {
      const end = input.indexOf('"', i + 1);
      if (end < 0 || input.slice(i + 1, end).trim() === "") return null;
      tokens.push({ kind: "term" });
      i = end + 1;
    } else {
      let j = i;
      while (j < input.length && !/[\s()"]/.test(input[j])) j += 1;
      const word = input.slice(i, j);
      tokens.push({ kind: word === "AND" ? "and" : word === "OR" ? "or" : word === "NOT" ? "not" : "term" });
      i = j;
    }
  }
  return tokens;
}

export function isValidBooleanQuery(input: string | null | undefined): boolean {
  if (!input || input.trim() === "") return true;
  const tokens = tokenizeBoolean(input);
  if (!tokens) return false;
  let depth = 0;
  // True where an operand must come next: at the start, after AND / OR / NOT and after "(".
  let expectOperand = true;
  for (const t of tokens) {
    switch (t.kind) {
      case "term":
        expectOperand = false;
        break;
      case "open":
        depth += 1;
        expectOperand = true;
        break;
      case "close":
        if (expectOperand || depth === 0) return false;
        depth -= 1;
        break;
      case "and":
      case "or":
        if (expectOperand) return false;
        expectOperand = true;
        break;
      case "not":
        expectOperand = true;
        break;
    }
  }
  return depth === 0 && !expectOperand;
}
