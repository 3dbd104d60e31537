import { describe, expect, it } from 'vitest';
import { canonicalJson, entryHash, GENESIS_HASH } from './audit-chain.ts';

const content = {
  at: '2026-01-02T03:04:05.678Z',
  actor: 'giulia.rossi@example.com',
  action: 'istituto.update',
  entity: 'istituto',
  entityId: 'x',
  before: { b: 1, a: { d: [1, 'z'], c: null } },
  after: null,
};

describe('the audit chain', () => {
  it('hashes the same content the same way whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    const reordered = { ...content, before: { a: { c: null, d: [1, 'z'] }, b: 1 } };
    expect(entryHash(GENESIS_HASH, reordered)).toBe(entryHash(GENESIS_HASH, content));
  });

  it('changes the hash when the content or the previous hash changes', () => {
    const h = entryHash(GENESIS_HASH, content);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash(GENESIS_HASH, { ...content, actor: 'someone.else' })).not.toBe(h);
    expect(entryHash(h, content)).not.toBe(h);
  });
});
