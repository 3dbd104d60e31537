import type { Transaction } from '@identity/contracts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createAuthnRepository, type AuthnTransactionRow } from '../authn/authn.repository.ts';
import { successTransaction } from '../authn/authn.responses.ts';
import type { ClientsService, OidcClient } from '../clients/clients.service.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError, InputError } from '../errors.ts';
import { newId, randomToken, sha256 } from '../lib/crypto.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createConsentRepository } from './consent.repository.ts';
import { consentRequiredTransaction, embeddedScopes } from './consent.responses.ts';

export const CONSENT_REQUIRED = 'CONSENT_REQUIRED';

/** What a consent transaction carries (authn_transactions.data). */
interface ConsentData {
  clientId: string;
  scopes: string[];
  /** The authentication methods of the sign-in being continued: the session after consent keeps them. */
  amr: string[];
}

/** The body of `POST /api/v1/authn/consent` after the state token (SIW ConsentRequiredController). */
export interface ConsentBody {
  consent?: { expiresAt?: string | undefined; scopes?: string[] | undefined } | undefined;
}

const dataOf = (tx: AuthnTransactionRow) => tx.data as unknown as ConsentData;

/**
 * User consent for applications whose consent method is REQUIRED (spec sign-in-widget.md §2 "signin/consent";
 * design/authn-protocol.md §1.3 CONSENT_REQUIRED): which requested scopes still need the user's consent, the
 * CONSENT_REQUIRED transaction `/oauth2/v1/authorize` opens, its resume, and the answer to
 * `POST /api/v1/authn/consent`, which remembers the consent per user, client and scope and ends in SUCCESS with a
 * one-time session token (the hosted page posts it back to /authorize). Refusal is the transaction's cancel.
 */
export function createConsentService(deps: {
  db: Db;
  config: Config;
  sessions: SessionsService;
  audit: AuditRepository;
  clients: ClientsService;
}) {
  const { config, sessions, audit, clients } = deps;
  const repo = createConsentRepository(deps.db);
  const transactions = createAuthnRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const slide = (now: Date) => new Date(now.getTime() + config.stateTokenTtlMs);

  async function render(tx: AuthnTransactionRow, stateToken: string, expiresAt: Date): Promise<Transaction> {
    const data = dataOf(tx);
    const user = tx.userId ? await users.findById(tx.userId) : null;
    const client = await clients.findByClientId(data.clientId);
    // The user or the application went away (deleted, deactivated) while the screen was open.
    if (!user || !client) throw new ApiError('invalidToken');
    const scopes = embeddedScopes(data.scopes, await repo.scopes(data.scopes));
    return consentRequiredTransaction(config.issuer, { stateToken, expiresAt, user, client, scopes });
  }

  return {
    /** True for the statuses this service resumes. */
    handles: (status: string) => status === CONSENT_REQUIRED,

    /**
     * Whether `/authorize` must ask the user: only for a client whose consent method is REQUIRED, when some
     * requested scope is not allowed yet, or always with `prompt=consent` (OIDC Core §3.1.2.1).
     */
    async needsConsent(
      client: Pick<OidcClient, 'clientId' | 'consentRequired'>,
      userId: string,
      scopes: readonly string[],
      promptConsent: boolean,
    ): Promise<boolean> {
      if (!client.consentRequired) return false;
      if (promptConsent) return true;
      const granted = new Set(await repo.grantedScopes(userId, client.clientId));
      return scopes.some((s) => !granted.has(s));
    },

    /** Opens a CONSENT_REQUIRED transaction for a signed-in user; returns its state token. */
    async begin(input: { userId: string; client: OidcClient; scopes: string[]; amr: string[] }) {
      const now = new Date();
      const stateToken = `00${randomToken(24)}`;
      const data: ConsentData = { clientId: input.client.clientId, scopes: input.scopes, amr: input.amr };
      await transactions.insert({
        id: newId('txn'),
        stateTokenHash: sha256(stateToken),
        userId: input.userId,
        status: CONSENT_REQUIRED,
        expiresAt: slide(now),
        data: data as unknown as Record<string, unknown>,
      });
      return { stateToken };
    },

    /** The CONSENT_REQUIRED body of a live transaction (resume with its state token). */
    resume: render,

    /**
     * Allows the requested scopes: `consent.scopes` must name every scope the application asked for and
     * `consent.expiresAt` must be a date (spec §5 "Consent expiry and scopes are required").
     * @throws ApiError 401 E0000011 bad state token, 403 E0000079 another state; InputError (400 E0000001).
     */
    async consent(stateToken: string, body: ConsentBody, ctx: { ip?: string }): Promise<Transaction> {
      const now = new Date();
      const tx = await transactions.touch(sha256(stateToken), now, slide(now));
      if (!tx) throw new ApiError('invalidToken');
      if (tx.status !== CONSENT_REQUIRED || !tx.userId) throw new ApiError('operationNotAllowed');
      const data = dataOf(tx);
      const expiresAt = body.consent?.expiresAt;
      if (!expiresAt || Number.isNaN(Date.parse(expiresAt))) {
        throw new InputError('The consent expiry is required and must be a date', 'consent.expiresAt');
      }
      const given = new Set(body.consent?.scopes ?? []);
      const missing = data.scopes.filter((s) => !given.has(s));
      if (missing.length > 0) {
        throw new InputError(
          `Every requested scope must be allowed: ${missing.join(', ')}`,
          'consent.scopes',
        );
      }
      const user = await users.findById(tx.userId);
      if (!user || user.status !== 'ACTIVE') throw new ApiError('invalidToken');
      if (!(await transactions.complete(tx.id, CONSENT_REQUIRED, now))) throw new ApiError('invalidToken');
      await repo.grant(user.id, data.clientId, data.scopes, 'END_USER', now);
      await audit.record({
        type: 'app.oauth2.as.consent.grant',
        userId: user.id,
        ...(ctx.ip ? { ip: ctx.ip } : {}),
        details: { clientId: data.clientId, scopes: data.scopes },
      });
      const { token, expiresAt: tokenExpiry } = await sessions.issueSessionToken(user.id, data.amr, now);
      return successTransaction(user, token, tokenExpiry);
    },

    /**
     * Whether `stateToken` names a consent transaction for `clientId` that the user cancelled (refused): the
     * hosted page sends it back to /authorize, which then answers `access_denied`.
     */
    async wasRefused(stateToken: string, clientId: string): Promise<boolean> {
      const tx = await transactions.find(sha256(stateToken));
      return Boolean(
        tx && tx.status === CONSENT_REQUIRED && tx.cancelledAt && dataOf(tx).clientId === clientId,
      );
    },

    grants: repo,
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
