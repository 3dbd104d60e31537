import { describe, expect, it } from 'vitest';
import { matchesPattern, patternProblem } from './identifier-match.ts';

describe('matchesPattern', () => {
  it('matches a domain suffix only at a domain boundary', () => {
    const p = { matchType: 'SUFFIX', value: 'example.com' } as const;
    expect(matchesPattern('Joe@Example.com', p)).toBe(true);
    expect(matchesPattern('joe@eu.example.com', p)).toBe(true);
    expect(matchesPattern('joe@badexample.com', p)).toBe(false);
    expect(matchesPattern('joe@example.com', { matchType: 'SUFFIX', value: '@example.com' })).toBe(true);
  });

  it('matches equals, prefix, substring and a whole-identifier expression', () => {
    expect(matchesPattern('a@b.it', { matchType: 'EQUALS', value: 'A@B.IT' })).toBe(true);
    expect(matchesPattern('admin.x@b.it', { matchType: 'STARTS_WITH', value: 'admin.' })).toBe(true);
    expect(matchesPattern('x.contractor@b.it', { matchType: 'CONTAINS', value: 'contractor' })).toBe(true);
    const expr = { matchType: 'EXPRESSION', value: '[a-z]+\\.ext@partner\\.it' } as const;
    expect(matchesPattern('anna.ext@partner.it', expr)).toBe(true);
    expect(matchesPattern('xanna.ext@partner.it.evil', expr)).toBe(false);
  });

  it('refuses unknown match types, empty values and broken expressions', () => {
    expect(patternProblem({ matchType: 'REGEX', value: 'a' })).toMatch(/matchType/);
    expect(patternProblem({ matchType: 'SUFFIX', value: ' ' })).toMatch(/value/);
    expect(patternProblem({ matchType: 'EXPRESSION', value: '(' })).toMatch(/regular expression/);
    expect(patternProblem({ matchType: 'SUFFIX', value: 'example.com' })).toBeNull();
  });
});
