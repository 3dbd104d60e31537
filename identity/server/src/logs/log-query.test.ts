import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { DEFAULT_WINDOW_MS, parseLogQuery } from './log-query.ts';

const NOW = Date.parse('2026-05-10T12:00:00Z');

function refusal(query: Record<string, string>): ApiError {
  try {
    parseLogQuery(query, NOW);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('accepted');
}

describe('parseLogQuery', () => {
  it('defaults: the last 7 days, ascending, 100 events, no keywords', () => {
    expect(parseLogQuery({}, NOW)).toEqual({
      since: new Date(NOW - DEFAULT_WINDOW_MS),
      keywords: [],
      order: 'ASCENDING',
      limit: 100,
    });
  });

  it('reads since, until (7 days before until by default), order, limit, keywords, after and filter', () => {
    const q = parseLogQuery(
      {
        until: '2026-05-01T00:00:00+02:00',
        sortOrder: 'descending',
        limit: '5000',
        q: ' alice  failure ',
        after: '42',
        filter: 'eventType eq "x"',
      },
      NOW,
    );
    expect(q.until?.toISOString()).toBe('2026-04-30T22:00:00.000Z');
    expect(q.since.getTime()).toBe(q.until!.getTime() - DEFAULT_WINDOW_MS);
    expect(q).toMatchObject({
      order: 'DESCENDING',
      limit: 1000,
      keywords: ['alice', 'failure'],
      after: '42',
    });
    expect(q.filter).toMatchObject({ attribute: 'eventType' });
    expect(parseLogQuery({ since: '2026-05-01T10:00:00.123456Z' }, NOW).since.toISOString()).toBe(
      '2026-05-01T10:00:00.123Z',
    );
  });

  it.each([
    [{ since: 'yesterday' }, 'since'],
    [{ since: '2026-05-01' }, 'since'],
    [{ until: '2026-13-01T00:00:00Z' }, 'until'],
    [{ since: '2026-05-02T00:00:00Z', until: '2026-05-01T00:00:00Z' }, 'until'],
    [{ sortOrder: 'UP' }, 'sortOrder'],
    [{ q: 'x'.repeat(41) }, 'q'],
    [{ q: 'a b c d e f g h i j k' }, 'q'],
    [{ after: 'abc' }, 'after'],
    [{ limit: '0' }, 'limit'],
  ])('refuses %j with 400 E0000001 naming %s', (query, name) => {
    const err = refusal(query);
    expect(err.statusCode).toBe(400);
    expect(err.errorCode).toBe('E0000001');
    expect(err.message).toBe(`Api validation failed: ${name}`);
    expect(err.causes[0]?.errorSummary).toMatch(new RegExp(`^${name}: `));
  });

  it('refuses a malformed filter with 400 E0000053', () => {
    const err = refusal({ filter: 'eventType eqq "x"' });
    expect(err.errorCode).toBe('E0000053');
    expect(err.message).toContain(`Invalid filter 'eventType eqq "x"': Unrecognized operator 'eqq'`);
  });
});
