import { describe, expect, it } from 'vitest';
import { apiQuery, readListState, writeListState } from './list-url-state.ts';

describe('list state in the URL', () => {
  it('round-trips search, filters, sort, page, page size and columns', () => {
    const url = new URLSearchParams(
      'q=milano&f.tipo=FILIALE&sort=codiceCab&order=desc&page=3&pageSize=50&cols=a,b',
    );
    const state = readListState(url);
    expect(state).toEqual({
      q: 'milano',
      filters: { tipo: 'FILIALE' },
      sort: 'codiceCab',
      order: 'desc',
      page: 3,
      pageSize: 50,
      columns: ['a', 'b'],
    });
    expect(readListState(writeListState(state))).toEqual(state);
    expect(apiQuery(state)).toBe('q=milano&f.tipo=FILIALE&sort=codiceCab&order=desc&page=3&pageSize=50');
  });

  it('falls back to the defaults for bad values', () => {
    expect(readListState(new URLSearchParams('pageSize=7&page=-1&order=up'))).toEqual({
      filters: {},
      pageSize: 20,
      page: 1,
    });
    expect(writeListState({ filters: {}, page: 1, pageSize: 20 }).toString()).toBe('');
  });
});
