import { describe, expect, it } from 'vitest';
import { attributesOf, FILTER_LIMITS, FilterSyntaxError, parseFilter } from './scim-filter.ts';

const cmp = (attribute: string, op: string, value: unknown) => ({ kind: 'compare', attribute, op, value });

describe('parseFilter (SCIM filter expressions as Okta takes them)', () => {
  it('parses a comparison, a presence test and the literal kinds', () => {
    expect(parseFilter('status eq "ACTIVE"')).toEqual(cmp('status', 'eq', 'ACTIVE'));
    expect(parseFilter('profile.mobilePhone pr')).toEqual({
      kind: 'present',
      attribute: 'profile.mobilePhone',
    });
    expect(parseFilter('profile.age GE 42')).toEqual(cmp('profile.age', 'ge', 42));
    expect(parseFilter('profile.flag eq true')).toEqual(cmp('profile.flag', 'eq', true));
    expect(parseFilter('profile.nick eq null')).toEqual(cmp('profile.nick', 'eq', null));
    expect(parseFilter('profile.login eq "a\\"b\\\\c"')).toEqual(cmp('profile.login', 'eq', 'a"b\\c'));
  });

  it('binds and tighter than or, and honours parentheses', () => {
    const a = cmp('a', 'eq', '1');
    const b = cmp('b', 'eq', '2');
    const c = cmp('c', 'eq', '3');
    expect(parseFilter('a eq "1" or b eq "2" and c eq "3"')).toEqual({
      kind: 'or',
      left: a,
      right: { kind: 'and', left: b, right: c },
    });
    expect(parseFilter('(a eq "1" OR b eq "2") and c eq "3"')).toEqual({
      kind: 'and',
      left: { kind: 'or', left: a, right: b },
      right: c,
    });
    expect(parseFilter('lastUpdated gt "2024-01-01T00:00:00.000Z" and (id eq "x")')).toMatchObject({
      kind: 'and',
    });
  });

  it('rejects malformed expressions with the position of the problem', () => {
    const cases: Array<[string, RegExp, number]> = [
      ['', /empty/, 0],
      ['status', /operator/, 6],
      ['status eq', /value/, 9],
      ['status equals "A"', /Unknown operator 'equals'/, 7],
      ['status eq "A', /Unterminated/, 10],
      ['(status eq "A"', /Expected '\)'/, 14],
      ['status eq "A" and', /attribute name/, 17],
      ['status eq "A" "B"', /after the expression/, 14],
      ['status eq "A" # x', /Unexpected character '#'/, 14],
      ['"A" eq status', /attribute name/, 0],
    ];
    for (const [text, message, position] of cases) {
      let error: unknown;
      try {
        parseFilter(text);
      } catch (e) {
        error = e;
      }
      expect(error, text).toBeInstanceOf(FilterSyntaxError);
      expect((error as FilterSyntaxError).message, text).toMatch(message);
      expect((error as FilterSyntaxError).position, text).toBe(position);
    }
  });

  it('bounds length, number of conditions and nesting depth', () => {
    expect(() => parseFilter(`a eq "${'x'.repeat(FILTER_LIMITS.maxLength)}"`)).toThrow(/longer than/);
    const many = Array.from({ length: FILTER_LIMITS.maxTerms + 1 }, (_, i) => `a eq "${i}"`).join(' or ');
    expect(() => parseFilter(many)).toThrow(/more than 50 conditions/);
    const deep = '('.repeat(FILTER_LIMITS.maxDepth + 1) + 'a eq "1"' + ')'.repeat(FILTER_LIMITS.maxDepth + 1);
    expect(() => parseFilter(deep)).toThrow(/nested too deeply/);
    const ok = '('.repeat(FILTER_LIMITS.maxDepth) + 'a eq "1"' + ')'.repeat(FILTER_LIMITS.maxDepth);
    expect(parseFilter(ok)).toEqual(cmp('a', 'eq', '1'));
  });

  it('lists the attributes an expression names', () => {
    expect(attributesOf(parseFilter('(a pr or b eq "1") and c lt "2"'))).toEqual(['a', 'b', 'c']);
  });
});
