import type { AuditParty } from './audit.repository.ts';

/**
 * Who asks a management service for a change, for its audit event: the actor (the API token of a management
 * request, see admin-auth.ts `actorOf`; the operator CLI passes its own) and the client's IP when there is one.
 */
export interface ActionContext {
  actor: AuditParty;
  ip?: string;
}

/**
 * The actor of changes no person or token asked for (the demo seed, the operator CLI working on the database
 * directly), in the System Log's vocabulary.
 */
export const SYSTEM_ACTOR: AuditParty = {
  id: 'system',
  type: 'SystemPrincipal',
  displayName: 'Identity provider',
};
