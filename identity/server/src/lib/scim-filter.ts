/** A literal of a filter expression: a quoted string, a number, true, false or null. */
export type FilterValue = string | number | boolean | null;

/** Comparison operators of SCIM filters (RFC 7644 §3.4.2.2), the ones Okta's `filter` and `search` take. */
export const COMPARE_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'sw', 'co', 'ew'] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];

/** A parsed expression: attribute comparisons and presence tests combined with `and` / `or`. */
export type FilterExpr =
  | { kind: 'and' | 'or'; left: FilterExpr; right: FilterExpr }
  | { kind: 'compare'; attribute: string; op: CompareOp; value: FilterValue }
  | { kind: 'present'; attribute: string };

/** A malformed expression; `message` says what and where (0-based character `position`). */
export class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'FilterSyntaxError';
  }
}

/** Bounds on one expression, so a request cannot make the database work without limit. */
export const FILTER_LIMITS = { maxLength: 2048, maxTerms: 50, maxDepth: 16 } as const;

type Token =
  | { type: '(' | ')'; at: number }
  | { type: 'word'; text: string; at: number }
  | { type: 'value'; value: FilterValue; at: number };

const WORD = /[A-Za-z_][\w.:-]*/y;
const NUMBER = /-?\d+(\.\d+)?/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ type: c, at: i++ });
    } else if (c === '"') {
      const start = i++;
      let value = '';
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        value += text[i++];
      }
      if (i >= text.length) throw new FilterSyntaxError('Unterminated string', start);
      i++;
      tokens.push({ type: 'value', value, at: start });
    } else {
      NUMBER.lastIndex = i;
      WORD.lastIndex = i;
      const number = /[-\d]/.test(c) ? NUMBER.exec(text) : null;
      const word = number ? null : WORD.exec(text);
      if (number) {
        tokens.push({ type: 'value', value: Number(number[0]), at: i });
        i += number[0].length;
      } else if (word) {
        const lower = word[0].toLowerCase();
        const literal =
          lower === 'true' ? true : lower === 'false' ? false : lower === 'null' ? null : undefined;
        tokens.push(
          literal === undefined
            ? { type: 'word', text: word[0], at: i }
            : { type: 'value', value: literal, at: i },
        );
        i += word[0].length;
      } else {
        throw new FilterSyntaxError(`Unexpected character '${c}'`, i);
      }
    }
  }
  return tokens;
}

/**
 * Parses a SCIM-style filter (RFC 7644 §3.4.2.2), as Okta's `filter` and `search` parameters take them:
 * `attribute op "value"` and `attribute pr`, combined with `and` (binding tighter) and `or`, grouped with
 * parentheses; operators and keywords are case-insensitive. `not` and value paths (`emails[type eq "work"]`)
 * are not supported. Which attributes and operators are allowed is the caller's business.
 * @throws FilterSyntaxError for malformed input, or input over `FILTER_LIMITS`.
 */
export function parseFilter(text: string): FilterExpr {
  if (text.length > FILTER_LIMITS.maxLength) {
    throw new FilterSyntaxError(`The expression is longer than ${FILTER_LIMITS.maxLength} characters`, 0);
  }
  const tokens = tokenize(text);
  let pos = 0;
  let terms = 0;
  const peek = () => tokens[pos];
  const at = () => peek()?.at ?? text.length;
  const isWord = (t: Token | undefined, w: string): boolean =>
    t?.type === 'word' && t.text.toLowerCase() === w;

  function binary(kind: 'and' | 'or', next: (depth: number) => FilterExpr, depth: number): FilterExpr {
    let left = next(depth);
    while (isWord(peek(), kind)) {
      pos++;
      left = { kind, left, right: next(depth) };
    }
    return left;
  }
  const orExpr = (depth: number): FilterExpr => binary('or', andExpr, depth);
  const andExpr = (depth: number): FilterExpr => binary('and', factor, depth);

  function factor(depth: number): FilterExpr {
    const token = peek();
    if (token?.type === '(') {
      if (depth >= FILTER_LIMITS.maxDepth)
        throw new FilterSyntaxError('Parentheses are nested too deeply', token.at);
      pos++;
      const inner = orExpr(depth + 1);
      if (peek()?.type !== ')') throw new FilterSyntaxError("Expected ')'", at());
      pos++;
      return inner;
    }
    if (token?.type !== 'word') throw new FilterSyntaxError('Expected an attribute name', at());
    if (++terms > FILTER_LIMITS.maxTerms) {
      throw new FilterSyntaxError(
        `The expression has more than ${FILTER_LIMITS.maxTerms} conditions`,
        token.at,
      );
    }
    pos++;
    const opToken = peek();
    if (opToken?.type !== 'word') throw new FilterSyntaxError('Expected an operator', at());
    const op = opToken.text.toLowerCase();
    pos++;
    if (op === 'pr') return { kind: 'present', attribute: token.text };
    if (!(COMPARE_OPS as readonly string[]).includes(op)) {
      throw new FilterSyntaxError(`Unknown operator '${opToken.text}'`, opToken.at);
    }
    const value = peek();
    if (value?.type !== 'value') throw new FilterSyntaxError('Expected a value', at());
    pos++;
    return { kind: 'compare', attribute: token.text, op: op as CompareOp, value: value.value };
  }

  if (tokens.length === 0) throw new FilterSyntaxError('The expression is empty', 0);
  const expr = orExpr(0);
  if (pos < tokens.length) throw new FilterSyntaxError('Unexpected text after the expression', at());
  return expr;
}

/** Every attribute an expression names, in order of appearance. */
export function attributesOf(expr: FilterExpr): string[] {
  switch (expr.kind) {
    case 'and':
    case 'or':
      return [...attributesOf(expr.left), ...attributesOf(expr.right)];
    default:
      return [expr.attribute];
  }
}
