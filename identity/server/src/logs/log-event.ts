import type { AuditParty } from '../db/schema.ts';
import { describeEvent } from './event-catalog.ts';
import { SYSTEM_ACTOR_ID, type LogRow } from './logs.repository.ts';
import type { LogEventShape } from './logs.schema.ts';

/**
 * Who acted: the recorded actor; else the user the event names (events recorded before actors were, and
 * the sign-in events, which record only the user); else the IdP itself.
 */
export function actorOfRow(row: LogRow): Required<AuditParty> {
  if (row.actor) {
    return {
      id: row.actor.id,
      type: row.actor.type,
      alternateId: row.actor.alternateId ?? row.actor.id,
      displayName: row.actor.displayName ?? row.actor.alternateId ?? row.actor.id,
    };
  }
  if (row.userId) {
    const name = [row.userFirstName, row.userLastName].filter(Boolean).join(' ').trim();
    const login = row.userLogin ?? 'unknown';
    return { id: row.userId, type: 'User', alternateId: login, displayName: name || login };
  }
  return {
    id: SYSTEM_ACTOR_ID,
    type: 'SystemPrincipal',
    alternateId: 'system',
    displayName: 'Identity provider',
  };
}

function reasonOf(row: LogRow): string | null {
  const { reason, status } = row.details;
  if (typeof reason === 'string') return reason;
  if (row.outcome === 'FAILURE' && typeof status === 'number') return `HTTP ${status}`;
  return null;
}

/**
 * The Okta LogEvent of an audit_log row (System Log API "LogEvent object"). Fields this IdP does not know
 * (geography, device, risk) are null; `debugContext.debugData` carries the event's details.
 */
export function logEventOf(row: LogRow): LogEventShape {
  const actor = actorOfRow(row);
  const { displayMessage, severity, legacyEventType } = describeEvent(row.type, row.outcome);
  const sessionId = typeof row.details.sessionId === 'string' ? row.details.sessionId : null;
  return {
    uuid: row.uuid,
    published: row.createdAt.toISOString(),
    eventType: row.type,
    version: '0',
    severity,
    displayMessage,
    legacyEventType,
    actor: { ...actor, detailEntry: null },
    client: {
      ipAddress: row.ip,
      userAgent: { rawUserAgent: row.userAgent ?? 'UNKNOWN', os: 'Unknown', browser: 'UNKNOWN' },
      zone: 'null',
      device: 'Unknown',
      id: null,
      geographicalContext: null,
    },
    outcome: { result: row.outcome, reason: reasonOf(row) },
    target: row.targets.map((t) => ({
      id: t.id,
      type: t.type,
      alternateId: t.alternateId ?? null,
      displayName: t.displayName ?? null,
      detailEntry: null,
    })),
    transaction: {
      type: 'WEB',
      id: row.transactionId,
      detail: actor.type === 'ApiToken' ? { requestApiTokenId: actor.id } : {},
    },
    debugContext: { debugData: row.details },
    authenticationContext: {
      authenticationProvider: null,
      credentialProvider: null,
      credentialType: null,
      issuer: null,
      interface: null,
      authenticationStep: 0,
      externalSessionId: sessionId,
    },
    securityContext: { asNumber: null, asOrg: null, isp: null, domain: null, isProxy: null },
    request: {
      ipChain: row.ip
        ? [
            {
              ip: row.ip,
              geographicalContext: null,
              version: row.ip.includes(':') ? 'V6' : 'V4',
              source: null,
            },
          ]
        : [],
    },
  };
}
