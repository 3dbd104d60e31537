import { describe, expect, it } from 'vitest';
import { readDetailParams } from './route-params.ts';

describe('readDetailParams', () => {
  it('reads the documented values', () => {
    expect(
      readDetailParams({ id: 'abc', readonly: 'false', layout: 'incorporato', tipopersona: 'pg' }),
    ).toEqual({
      id: 'abc',
      readonly: false,
      layout: 'incorporato',
      tipopersona: 'PG',
    });
  });

  it('defaults to a new record, read mode, inside the navigation', () => {
    expect(readDetailParams({ readonly: 'boh', layout: 'x', tipopersona: 'XX' })).toEqual({
      id: 'nuovo',
      readonly: true,
      layout: 'pagina',
    });
  });
});
