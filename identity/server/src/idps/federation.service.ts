import { createHash, randomBytes } from 'node:crypto';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { InputError } from '../errors.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { FederationError } from './federation-error.ts';
import { FEDERATION_CALLBACK_PATH } from './idp-object.ts';
import { createIdpsRepository } from './idps.repository.ts';
import type { IdpsService } from './idps.service.ts';
import { exchangeCode, verifyIdentity, type ProviderIdentity } from './provider-tokens.ts';
import type { IdpRow } from './tables.ts';

/** How long a federated sign-in may take at the provider (ms). */
export const FEDERATION_TTL_MS = 10 * 60_000;

export interface FederationDeps {
  db: Db;
  config: Pick<Config, 'issuer'>;
  audit: AuditRepository;
  users: Pick<UsersService, 'findById' | 'admin'>;
  sessions: Pick<SessionsService, 'issueSessionToken'>;
  idps: Pick<IdpsService, 'clientSecretOf'>;
}

/**
 * Federated sign-in with an external OpenID Connect provider (spec §7 "Social login"; Okta `/sso/idps/{id}`):
 * `start` stores a one-time state (hashed), nonce and PKCE verifier and returns the provider's authorization URL;
 * `finish` checks the state, exchanges the code, verifies the ID token, then finds the user (an existing link, else
 * by verified email when account linking is on, else a JIT-created user when provisioning is on) and returns a
 * one-time session token for them and where to continue.
 */
export function createFederationService(deps: FederationDeps) {
  const repo = createIdpsRepository(deps.db);
  const redirectUri = `${deps.config.issuer}${FEDERATION_CALLBACK_PATH}`;

  async function auditFailure(idp: IdpRow | null, err: FederationError, ip: string) {
    await deps.audit.record({
      type: 'user.authentication.auth_via_IDP',
      ip,
      details: { outcome: 'FAILURE', reason: err.code, ...(idp ? { idpId: idp.id } : {}) },
    });
  }

  /** The user for a verified provider identity (links it on first use). @throws FederationError. */
  async function userFor(idp: IdpRow, who: ProviderIdentity): Promise<string> {
    const linked = await repo.linkedUser(idp.id, who.sub);
    if (linked) return linked;
    if (!who.email || !who.emailVerified) {
      throw new FederationError(
        'no_account',
        'The identity provider did not confirm an email address for you.',
      );
    }
    if (idp.accountLink === 'AUTO') {
      const matches = await repo.usersWithEmail(who.email);
      if (matches.length > 1) {
        throw new FederationError(
          'no_account',
          'Several accounts use this email address; ask your administrator.',
        );
      }
      if (matches.length === 1) {
        await repo.link(idp.id, who.sub, matches[0]!);
        return matches[0]!;
      }
    }
    if (idp.provisioning !== 'AUTO') {
      throw new FederationError('no_account', 'You have no account here. Ask your administrator for one.');
    }
    try {
      const user = await deps.users.admin.create(
        {
          profile: { login: who.email, email: who.email, firstName: who.givenName, lastName: who.familyName },
          groupIds: idp.groupAssignments,
        },
        { federated: true, required: ['login', 'email'] },
        { actor: { id: idp.id, type: 'IdentityProvider', displayName: idp.name } },
      );
      await repo.link(idp.id, who.sub, user.id);
      return user.id;
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      throw new FederationError('no_account', `Your account could not be created (${err.message}).`);
    }
  }

  return {
    /** Starts a sign-in at an active provider; returns the provider URL and the raw state for the browser cookie. */
    async start(idp: IdpRow, args: { fromUri: string | null; loginHint: string | null }) {
      const state = randomToken(32);
      const nonce = randomToken(16);
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      await repo.insertSignIn(
        sha256(state),
        { idpId: idp.id, codeVerifier: verifier, nonce, fromUri: args.fromUri, loginHint: args.loginHint },
        new Date(Date.now() + FEDERATION_TTL_MS),
      );
      const url = new URL(idp.authorizationUrl);
      const query: Record<string, string> = {
        client_id: idp.clientId,
        response_type: 'code',
        response_mode: 'query',
        scope: idp.scopes.join(' '),
        redirect_uri: redirectUri,
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...(args.loginHint ? { login_hint: args.loginHint } : {}),
      };
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      return { location: url.href, state };
    },

    /**
     * Completes a sign-in from the callback's query and the browser's state cookie.
     * @throws FederationError for a missing or foreign state, a provider error, a bad token or no usable account.
     */
    async finish(
      query: { state?: string; code?: string; error?: string; error_description?: string },
      cookieState: string | undefined,
      ip: string,
    ): Promise<{ sessionToken: string; fromUri: string | null; userId: string }> {
      let idp: IdpRow | null = null;
      try {
        if (!query.state || !cookieState || query.state !== cookieState) {
          throw new FederationError(
            'invalid_state',
            'This sign-in did not start in this browser, or it was already completed. Start again.',
          );
        }
        const signIn = await repo.consumeSignIn(sha256(query.state), new Date());
        if (!signIn)
          throw new FederationError(
            'invalid_state',
            'This sign-in expired or was already used. Start again.',
          );
        idp = await repo.get(signIn.idpId);
        if (!idp || idp.status !== 'ACTIVE') {
          throw new FederationError('access_denied', 'This identity provider is not available.');
        }
        if (query.error) {
          throw new FederationError(
            'access_denied',
            `The identity provider did not sign you in (${query.error}${query.error_description ? `: ${query.error_description}` : ''}).`,
          );
        }
        if (!query.code) throw new FederationError('invalid_request', 'The identity provider sent no code.');
        const tokens = await exchangeCode(idp, deps.idps.clientSecretOf(idp), {
          code: query.code,
          verifier: signIn.codeVerifier,
          redirectUri,
        });
        const who = await verifyIdentity(idp, tokens, signIn.nonce);
        const userId = await userFor(idp, who);
        const user = await deps.users.findById(userId);
        if (!user || user.status !== 'ACTIVE') {
          throw new FederationError(
            'user_not_active',
            'Your account is not active. Contact your administrator.',
          );
        }
        const { token } = await deps.sessions.issueSessionToken(userId, ['fed'], new Date());
        await deps.audit.record({
          type: 'user.authentication.auth_via_IDP',
          userId,
          ip,
          details: { outcome: 'SUCCESS', idpId: idp.id },
        });
        return { sessionToken: token, fromUri: signIn.fromUri, userId };
      } catch (err) {
        if (err instanceof FederationError) await auditFailure(idp, err, ip);
        throw err;
      }
    },

    prune: () => repo.pruneSignIns(new Date(Date.now() - 24 * 60 * 60_000)),
  };
}

export type FederationService = ReturnType<typeof createFederationService>;
