/**
 * The `filter` query parameter of the Management API list endpoints (Okta "Filter", a subset of the SCIM
 * filter syntax of RFC 7644 §3.4.2.2): comparisons `attribute op "value"` and `attribute pr`, combined with
 * `and`, `or`, `not (…)` and parentheses; `and` binds tighter than `or`. Keywords and operators are
 * case-insensitive; attribute names are not. Values are JSON strings (with `\"` and `\\` escapes), numbers,
 * `true`, `false` or `null`.
 */
export type FilterOperator = 'eq' | 'ne' | 'co' | 'sw' | 'ew' | 'gt' | 'ge' | 'lt' | 'le' | 'pr';

export type FilterValue = string | number | boolean | null;

export type FilterNode =
  | { kind: 'compare'; attribute: string; op: FilterOperator; value: FilterValue }
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode };

/** A filter that cannot be parsed; `position` is the 0-based character offset of the problem. */
export class FilterSyntaxError extends Error {
  readonly position: number;
  constructor(message: string, position: number) {
    super(`${message} at position ${position}`);
    this.name = 'FilterSyntaxError';
    this.position = position;
  }
}

/** Longest filter accepted (characters) and most comparisons in one filter: bounds the SQL built from it. */
export const MAX_FILTER_LENGTH = 2000;
export const MAX_FILTER_TERMS = 50;

const OPERATORS = new Set<FilterOperator>(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le', 'pr']);

type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: '(' | ')'; at: number }
  | { type: 'end'; at: number };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ type: c, at: i++ });
    } else if (c === '"') {
      const start = i++;
      let value = '';
      for (;;) {
        if (i >= input.length) throw new FilterSyntaxError('Unterminated string', start);
        const d = input[i++]!;
        if (d === '"') break;
        if (d === '\\') {
          const e = input[i++];
          if (e !== '"' && e !== '\\') throw new FilterSyntaxError('Invalid escape in string', i - 2);
          value += e;
        } else value += d;
      }
      tokens.push({ type: 'string', value, at: start });
    } else if (/[A-Za-z0-9_.:+-]/.test(c)) {
      const start = i;
      while (i < input.length && /[A-Za-z0-9_.:+-]/.test(input[i]!)) i++;
      tokens.push({ type: 'word', text: input.slice(start, i), at: start });
    } else {
      throw new FilterSyntaxError(`Unexpected character '${c}'`, i);
    }
  }
  tokens.push({ type: 'end', at: input.length });
  return tokens;
}

/**
 * Parses a filter expression.
 * @throws FilterSyntaxError for malformed input, one longer than MAX_FILTER_LENGTH, or one with more than
 *   MAX_FILTER_TERMS comparisons.
 */
export function parseFilter(input: string): FilterNode {
  if (input.length > MAX_FILTER_LENGTH) {
    throw new FilterSyntaxError(
      `The filter is longer than ${MAX_FILTER_LENGTH} characters`,
      MAX_FILTER_LENGTH,
    );
  }
  const tokens = tokenize(input);
  let pos = 0;
  let terms = 0;
  const peek = () => tokens[pos]!;
  const isKeyword = (t: Token, word: string) => t.type === 'word' && t.text.toLowerCase() === word;
  const expect = (type: '(' | ')') => {
    const t = tokens[pos]!;
    if (t.type !== type) throw new FilterSyntaxError(`Expected '${type}'`, t.at);
    pos++;
  };

  const parseOr = (): FilterNode => {
    let left = parseAnd();
    while (isKeyword(peek(), 'or')) {
      pos++;
      left = { kind: 'or', left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): FilterNode => {
    let left = parseUnary();
    while (isKeyword(peek(), 'and')) {
      pos++;
      left = { kind: 'and', left, right: parseUnary() };
    }
    return left;
  };
  const parseUnary = (): FilterNode => {
    const t = peek();
    if (isKeyword(t, 'not')) {
      pos++;
      expect('(');
      const operand = parseOr();
      expect(')');
      return { kind: 'not', operand };
    }
    if (t.type === '(') {
      pos++;
      const inner = parseOr();
      expect(')');
      return inner;
    }
    return parseComparison();
  };
  const parseComparison = (): FilterNode => {
    const attr = tokens[pos++]!;
    if (attr.type !== 'word' || !/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/.test(attr.text)) {
      throw new FilterSyntaxError('Expected an attribute name', attr.at);
    }
    const opToken = tokens[pos++]!;
    const op = opToken.type === 'word' ? opToken.text.toLowerCase() : '';
    if (!OPERATORS.has(op as FilterOperator)) {
      throw new FilterSyntaxError(
        `Unrecognized operator${opToken.type === 'word' ? ` '${opToken.text}'` : ''}; expected one of eq, ne, co, sw, ew, gt, ge, lt, le, pr`,
        opToken.at,
      );
    }
    if (++terms > MAX_FILTER_TERMS) {
      throw new FilterSyntaxError(`The filter has more than ${MAX_FILTER_TERMS} comparisons`, attr.at);
    }
    if (op === 'pr') return { kind: 'compare', attribute: attr.text, op: 'pr', value: null };
    return { kind: 'compare', attribute: attr.text, op: op as FilterOperator, value: parseValue() };
  };
  const parseValue = (): FilterValue => {
    const t = tokens[pos++]!;
    if (t.type === 'string') return t.value;
    if (t.type === 'word') {
      const lower = t.text.toLowerCase();
      if (lower === 'true' || lower === 'false') return lower === 'true';
      if (lower === 'null') return null;
      if (/^-?\d+(\.\d+)?$/.test(t.text)) return Number(t.text);
    }
    throw new FilterSyntaxError('Expected a value (a quoted string, number, true, false or null)', t.at);
  };

  const node = parseOr();
  const rest = peek();
  if (rest.type !== 'end') throw new FilterSyntaxError('Unexpected input after the expression', rest.at);
  return node;
}
