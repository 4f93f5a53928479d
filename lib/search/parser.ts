import { lexemesOf } from "./normalize";

/**
 * The boolean talent-search language (issue: talent search): words, "quoted phrases", a trailing
 * `*` for a prefix, AND, OR, NOT in any letter case, and parentheses. Adjacent operands mean AND,
 * so `java NOT kotlin` is `java AND NOT kotlin`. Precedence: NOT binds tighter than AND, which
 * binds tighter than OR.
 *
 * Hand-written recursive descent with hard limits on length, nesting and term count, so that no
 * input (however long or hostile) can make it recurse deeply or throw: `parseSearchQuery` always
 * returns either a tree or a `SearchQueryError` carrying the spec's text and the offset where the
 * expression went wrong. Client-safe: the search screen runs it on every keystroke.
 */

export const SEARCH_QUERY_MESSAGE = "Invalid search query expression";
/** Same bound as the job form's boolean query. */
export const MAX_QUERY_LENGTH = 1000;
export const MAX_NESTING = 16;
export const MAX_TERMS = 64;
export const MAX_TERM_LENGTH = 100;

export type SearchQueryErrorReason =
  | "tooLong"
  | "unclosedQuote"
  | "emptyPhrase"
  | "unclosedParen"
  | "unexpectedClose"
  | "emptyGroup"
  | "missingOperand"
  | "noSearchableText"
  | "misplacedStar"
  | "termTooLong"
  | "tooDeep"
  | "tooManyTerms";

export class SearchQueryError extends Error {
  readonly reason: SearchQueryErrorReason;
  /** 0-based offset in the query where it went wrong (the query's length for "ended too early"). */
  readonly position: number;

  constructor(reason: SearchQueryErrorReason, position: number) {
    super(SEARCH_QUERY_MESSAGE);
    this.name = "SearchQueryError";
    this.reason = reason;
    this.position = position;
  }
}

export type TermNode = { kind: "term"; text: string; lexemes: string[]; prefix: boolean; start: number; end: number };
export type PhraseNode = { kind: "phrase"; text: string; lexemes: string[]; start: number; end: number };
export type QueryNode = TermNode | PhraseNode | { kind: "and"; operands: QueryNode[] } | { kind: "or"; operands: QueryNode[] } | { kind: "not"; operand: QueryNode };

export type ParseResult = { ok: true; ast: QueryNode | null } | { ok: false; error: SearchQueryError };

export type TokenKind = "word" | "phrase" | "open" | "close" | "and" | "or" | "not";
export type Token = { kind: TokenKind; text: string; start: number; end: number };

const OPERATORS: Record<string, TokenKind> = { AND: "and", OR: "or", NOT: "not" };
const WORD_END = /[\s()"]/;

/**
 * Splits a query into tokens. Unclosed quotes are the only lexical error; everything else is
 * judged by the grammar. Also used to show a query with its operators highlighted.
 */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === "(" || ch === ")") {
      tokens.push({ kind: ch === "(" ? "open" : "close", text: ch, start: i, end: i + 1 });
      i += 1;
    } else if (ch === '"') {
      const close = input.indexOf('"', i + 1);
      if (close < 0) throw new SearchQueryError("unclosedQuote", i);
      tokens.push({ kind: "phrase", text: input.slice(i + 1, close), start: i, end: close + 1 });
      i = close + 1;
    } else {
      let j = i;
      while (j < input.length && !WORD_END.test(input[j])) j += 1;
      const text = input.slice(i, j);
      tokens.push({ kind: OPERATORS[text.toUpperCase()] ?? "word", text, start: i, end: j });
      i = j;
    }
  }
  return tokens;
}

const OPERAND_START = new Set<TokenKind>(["word", "phrase", "open", "not"]);

class Parser {
  private pos = 0;
  private terms = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  parse(): QueryNode | null {
    if (this.tokens.length === 0) return null;
    const node = this.or(0);
    const rest = this.peek();
    if (rest) throw new SearchQueryError(rest.kind === "close" ? "unexpectedClose" : "missingOperand", rest.start);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private next(): Token {
    return this.tokens[this.pos++];
  }

  /** After an operator: the next token must start an operand, else the operator is dangling. */
  private requireOperandAfter(op: Token): void {
    const t = this.peek();
    if (!t || !OPERAND_START.has(t.kind)) throw new SearchQueryError("missingOperand", op.start);
  }

  private or(depth: number): QueryNode {
    const operands = [this.and(depth)];
    while (this.peek()?.kind === "or") {
      const op = this.next();
      this.requireOperandAfter(op);
      operands.push(this.and(depth));
    }
    return operands.length === 1 ? operands[0] : { kind: "or", operands };
  }

  private and(depth: number): QueryNode {
    const operands = [this.unary(depth)];
    for (;;) {
      const t = this.peek();
      if (t?.kind === "and") {
        this.next();
        this.requireOperandAfter(t);
      } else if (!t || !OPERAND_START.has(t.kind)) {
        break;
      }
      operands.push(this.unary(depth));
    }
    return operands.length === 1 ? operands[0] : { kind: "and", operands };
  }

  private unary(depth: number): QueryNode {
    const t = this.peek();
    if (t?.kind !== "not") return this.primary(depth);
    if (depth >= MAX_NESTING) throw new SearchQueryError("tooDeep", t.start);
    this.next();
    this.requireOperandAfter(t);
    return { kind: "not", operand: this.unary(depth + 1) };
  }

  private primary(depth: number): QueryNode {
    const t = this.peek();
    if (!t) throw new SearchQueryError("missingOperand", this.length);
    switch (t.kind) {
      case "word":
        this.next();
        return this.word(t);
      case "phrase":
        this.next();
        return this.phrase(t);
      case "open": {
        if (depth >= MAX_NESTING) throw new SearchQueryError("tooDeep", t.start);
        this.next();
        const inner = this.peek();
        if (!inner) throw new SearchQueryError("unclosedParen", t.start);
        if (inner.kind === "close") throw new SearchQueryError("emptyGroup", t.start);
        const node = this.or(depth + 1);
        if (this.peek()?.kind !== "close") throw new SearchQueryError("unclosedParen", t.start);
        this.next();
        return node;
      }
      case "close":
        throw new SearchQueryError("unexpectedClose", t.start);
      default:
        // AND / OR where an operand should be: nothing on its left.
        throw new SearchQueryError("missingOperand", t.start);
    }
  }

  private count(t: Token): void {
    this.terms += 1;
    if (this.terms > MAX_TERMS) throw new SearchQueryError("tooManyTerms", t.start);
    if (t.text.length > MAX_TERM_LENGTH) throw new SearchQueryError("termTooLong", t.start);
  }

  private word(t: Token): TermNode {
    this.count(t);
    const prefix = t.text.endsWith("*");
    const body = prefix ? t.text.slice(0, -1) : t.text;
    const star = body.indexOf("*");
    if (star >= 0) throw new SearchQueryError("misplacedStar", t.start + star);
    const lexemes = lexemesOf(body);
    if (lexemes.length === 0) throw new SearchQueryError(prefix && body === "" ? "misplacedStar" : "noSearchableText", t.start);
    return { kind: "term", text: t.text, lexemes, prefix, start: t.start, end: t.end };
  }

  private phrase(t: Token): PhraseNode {
    this.count(t);
    if (t.text.trim() === "") throw new SearchQueryError("emptyPhrase", t.start);
    const lexemes = lexemesOf(t.text);
    if (lexemes.length === 0) throw new SearchQueryError("noSearchableText", t.start);
    return { kind: "phrase", text: t.text, lexemes, start: t.start, end: t.end };
  }
}

/** Never throws: a tree (null for an empty query) or the invalid-expression error. */
export function parseSearchQuery(input: string): ParseResult {
  try {
    if (typeof input !== "string") return { ok: false, error: new SearchQueryError("noSearchableText", 0) };
    if (input.length > MAX_QUERY_LENGTH) return { ok: false, error: new SearchQueryError("tooLong", MAX_QUERY_LENGTH) };
    const tokens = tokenize(input);
    return { ok: true, ast: new Parser(tokens, input.length).parse() };
  } catch (e) {
    if (e instanceof SearchQueryError) return { ok: false, error: e };
    // Unreachable by construction (the property test feeds thousands of hostile strings); kept
    // so a future bug surfaces as a refused query rather than a 500.
    return { ok: false, error: new SearchQueryError("noSearchableText", 0) };
  }
}

/** A valid (or empty) boolean query: what the job form checks before saving. */
export function isValidSearchQuery(input: string | null | undefined): boolean {
  if (!input || input.trim() === "") return true;
  return parseSearchQuery(input).ok;
}
