import { describe, expect, it } from 'vitest';
import { minAgeLabel, passwordRuleLines, usernameSegments } from './password-rules.ts';

describe('passwordRuleLines (the same checks as the identity provider)', () => {
  it('counts characters of each kind, above one with the count label', () => {
    const policy = { complexity: { minLength: 4, minSymbol: 2, minNumber: 1 } };
    expect(passwordRuleLines(policy, {}, '😀😀a!')).toEqual([
      { id: 'length', key: 'password.complexity.length', args: ['4'], met: true },
      { id: 'number', key: 'password.complexity.number', args: ['1'], met: false },
      { id: 'symbol', key: 'password.complexity.symbol.count', args: ['2'], met: true },
    ]);
  });

  it('splits the username on , . - _ # @ and ignores segments under 3 characters', () => {
    expect(usernameSegments('jo.de_luca#x@example.com')).toEqual(['luca', 'example', 'com']);
    const policy = { complexity: { excludeUsername: true } };
    expect(passwordRuleLines(policy, { login: 'jo.de@x.it' }, 'jode1234')[0]?.met).toBe(true);
    expect(passwordRuleLines(policy, { login: 'giulia@x.it' }, 'xGIULIAx')[0]?.met).toBe(false);
  });

  it('lists history and minimum age without a mark, the age in the largest exact unit', () => {
    expect(minAgeLabel(2880)).toEqual(['password.complexity.minAgeDays', '2']);
    expect(minAgeLabel(120)).toEqual(['password.complexity.minAgeHours', '2']);
    expect(minAgeLabel(90)).toEqual(['password.complexity.minAgeMinutes', '90']);
    const lines = passwordRuleLines({ age: { historyCount: 4, minAgeMinutes: 60 } }, {}, 'x');
    expect(lines).toEqual([
      { id: 'history', key: 'password.complexity.history', args: ['4'] },
      { id: 'minAge', key: 'password.complexity.minAgeHours', args: ['1'] },
    ]);
    expect(passwordRuleLines(undefined, {}, 'x')).toEqual([]);
  });
});
