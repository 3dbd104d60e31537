import { describe, expect, it } from 'vitest';
import { describeEvent } from './event-catalog.ts';
import { logEventOf } from './log-event.ts';
import type { LogRow } from './logs.repository.ts';

const base: LogRow = {
  id: 7,
  uuid: '6f1c1f0e-7d1a-4d7e-9a43-3a1f1c1f0e7d',
  type: 'user.session.start',
  userId: null,
  ip: null,
  details: {},
  createdAt: new Date('2026-05-01T10:00:00Z'),
  actor: null,
  targets: [],
  userAgent: null,
  transactionId: null,
  outcome: 'SUCCESS',
  userLogin: null,
  userFirstName: null,
  userLastName: null,
};

describe('logEventOf', () => {
  it('renders an event recorded with a user id only (before actors were recorded) with the user as actor', () => {
    const event = logEventOf({
      ...base,
      userId: '00u1',
      ip: '10.1.2.3',
      details: { sessionId: '102abc' },
      userLogin: 'giulia@example.com',
      userFirstName: 'Giulia',
      userLastName: 'Rossi',
    });
    expect(event).toMatchObject({
      uuid: base.uuid,
      published: '2026-05-01T10:00:00.000Z',
      eventType: 'user.session.start',
      version: '0',
      severity: 'INFO',
      displayMessage: 'Session started',
      legacyEventType: 'core.user_auth.login_success',
      actor: { id: '00u1', type: 'User', alternateId: 'giulia@example.com', displayName: 'Giulia Rossi' },
      client: { ipAddress: '10.1.2.3', userAgent: { rawUserAgent: 'UNKNOWN' } },
      outcome: { result: 'SUCCESS', reason: null },
      target: [],
      transaction: { type: 'WEB', id: null, detail: {} },
      debugContext: { debugData: { sessionId: '102abc' } },
      authenticationContext: { externalSessionId: '102abc', authenticationStep: 0 },
      request: { ipChain: [{ ip: '10.1.2.3', version: 'V4' }] },
    });
  });

  it('renders a management event: the API token as actor, its targets, transaction and failure reason', () => {
    const event = logEventOf({
      ...base,
      type: 'system.api.request',
      actor: { id: '00T1', type: 'ApiToken', alternateId: 'ci', displayName: 'ci' },
      targets: [{ id: 'tos1', type: 'TrustedOrigin' }],
      details: { status: 404 },
      outcome: 'FAILURE',
      userAgent: 'okta-sdk-nodejs/8.1.0',
      transactionId: 'T1',
      ip: '::1',
    });
    expect(event).toMatchObject({
      severity: 'WARN',
      actor: { id: '00T1', type: 'ApiToken', alternateId: 'ci' },
      target: [{ id: 'tos1', type: 'TrustedOrigin', alternateId: null, displayName: null }],
      outcome: { result: 'FAILURE', reason: 'HTTP 404' },
      client: { userAgent: { rawUserAgent: 'okta-sdk-nodejs/8.1.0' } },
      transaction: { id: 'T1', detail: { requestApiTokenId: '00T1' } },
      request: { ipChain: [{ version: 'V6' }] },
    });
  });

  it('names the IdP as actor when an event names neither actor nor user', () => {
    expect(logEventOf({ ...base, type: 'oidc.token_revoked' }).actor).toMatchObject({
      id: 'system',
      type: 'SystemPrincipal',
    });
  });
});

describe('describeEvent', () => {
  it('describes lifecycle families, warnings and unknown types', () => {
    expect(describeEvent('trustedorigins.lifecycle.deactivate', 'SUCCESS').displayMessage).toBe(
      'Trusted origin deactivated',
    );
    expect(describeEvent('application.lifecycle.create', 'SUCCESS').displayMessage).toBe(
      'Application created',
    );
    expect(describeEvent('user.account.lock', 'SUCCESS').severity).toBe('WARN');
    expect(describeEvent('something.new', 'SUCCESS')).toEqual({
      displayMessage: 'something.new',
      severity: 'INFO',
      legacyEventType: null,
    });
  });
});
