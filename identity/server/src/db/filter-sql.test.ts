import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ApiError } from '../errors.ts';
import { parseFilter } from '../lib/filter-expression.ts';
import { filterToSql, likeEscape, type FilterField } from './filter-sql.ts';

const FIELDS: Record<string, FilterField> = {
  name: { expr: sql`name` },
  status: { expr: sql`status`, ops: ['eq'] },
};
const render = (filter: string) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(filterToSql(parseFilter(filter), FIELDS));
  return { sql: text, params };
};

describe('filterToSql', () => {
  it('builds parameterised conditions, never inlining values', () => {
    expect(render('name eq "a\'b" or not (status eq "ACTIVE")')).toEqual({
      sql: '((name = $1) OR (NOT (status = $2)))',
      params: ["a'b", 'ACTIVE'],
    });
    expect(render('name co "50%_off" and name pr')).toEqual({
      sql: '((name ILIKE $1) AND (name IS NOT NULL))',
      params: ['%50\\%\\_off%'],
    });
    expect(render('name ne null').sql).toBe('(name IS NOT NULL)');
    expect(render('name sw "x"').params).toEqual(['x%']);
    expect(render('name ew "x"').params).toEqual(['%x']);
  });

  it('refuses unknown fields (E0000053) and unsupported operators (E0000031)', () => {
    for (const [filter, code] of [
      ['color eq "red"', 'E0000053'],
      ['constructor eq "x"', 'E0000053'],
      ['status co "ACT"', 'E0000031'],
      ['name gt "a"', 'E0000031'],
    ]) {
      expect(() => render(filter!)).toThrow(ApiError);
      try {
        render(filter!);
      } catch (err) {
        expect((err as ApiError).errorCode, filter).toBe(code);
      }
    }
  });

  it('escapes LIKE wildcards', () => {
    expect(likeEscape('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });
});
