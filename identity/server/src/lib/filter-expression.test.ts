import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, MAX_FILTER_TERMS, parseFilter } from './filter-expression.ts';

describe('parseFilter (Okta/SCIM filter expressions)', () => {
  it('parses comparisons with string, number, boolean and null values, and pr', () => {
    expect(parseFilter('eventType eq "user.session.start"')).toEqual({
      kind: 'compare',
      attribute: 'eventType',
      op: 'eq',
      value: 'user.session.start',
    });
    expect(parseFilter('a.b GT 10')).toMatchObject({ attribute: 'a.b', op: 'gt', value: 10 });
    expect(parseFilter('x eq true')).toMatchObject({ value: true });
    expect(parseFilter('x eq null')).toMatchObject({ value: null });
    expect(parseFilter('transaction.id pr')).toMatchObject({ op: 'pr', value: null });
    expect(parseFilter('x eq "a \\"quoted\\" \\\\ value"')).toMatchObject({ value: 'a "quoted" \\ value' });
  });

  it('gives and precedence over or, and honours parentheses and not', () => {
    expect(parseFilter('a eq "1" or b eq "2" and c eq "3"')).toMatchObject({
      kind: 'or',
      left: { attribute: 'a' },
      right: { kind: 'and', left: { attribute: 'b' }, right: { attribute: 'c' } },
    });
    expect(parseFilter('(a eq "1" OR b eq "2") AND c eq "3"')).toMatchObject({
      kind: 'and',
      left: { kind: 'or' },
      right: { attribute: 'c' },
    });
    expect(parseFilter('not (a eq "1")')).toMatchObject({ kind: 'not', operand: { attribute: 'a' } });
  });

  it.each([
    ['', 'Expected an attribute name at position 0'],
    ['eventType eqq "x"', "Unrecognized operator 'eqq'"],
    ['eventType eq', 'Expected a value'],
    ['eventType eq "x', 'Unterminated string at position 13'],
    ['eventType eq "x" and', 'Expected an attribute name at position 20'],
    ['(a eq "1"', "Expected ')'"],
    ['a eq "1" b', 'Unexpected input after the expression at position 9'],
    ['a eq "\\n"', 'Invalid escape'],
    ['a eq "1" ; drop', "Unexpected character ';'"],
    ['1a eq "x"', 'Expected an attribute name'],
  ])('refuses %j: %s', (input, message) => {
    expect(() => parseFilter(input)).toThrow(FilterSyntaxError);
    expect(() => parseFilter(input)).toThrow(message);
  });

  it('bounds the size of a filter', () => {
    const many = Array.from({ length: MAX_FILTER_TERMS + 1 }, (_, i) => `a eq "${i}"`).join(' or ');
    expect(() => parseFilter(many)).toThrow(/more than 50 comparisons/);
    expect(() => parseFilter(`a eq "${'x'.repeat(2001)}"`)).toThrow(/longer than 2000/);
  });
});
