import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('page cursors', () => {
  it('round-trip a sort key and a sequence number', () => {
    for (const cursor of [
      { key: null, seq: 1 },
      { key: 'rossi', seq: 42 },
      { key: '2026-01-01 10:00:00.123456+00', seq: 7 },
      { key: 'àé "quoted"', seq: 0 },
    ]) {
      const after = encodeCursor(cursor);
      expect(after).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(after)).toEqual(cursor);
    }
  });

  it('refuse values this server did not make', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const after of [
      'not a cursor',
      '00u1234567890',
      forged({ key: 'a', seq: 1 }),
      forged(['a', -1]),
      forged(['a', 1.5]),
      forged([1, 2]),
      forged(['a', 1, 2]),
      'x'.repeat(3000),
    ]) {
      expect(decodeCursor(after), after).toBeNull();
    }
  });
});
