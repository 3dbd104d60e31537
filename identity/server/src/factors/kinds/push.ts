import { createPushChallengesRepository } from '../../authenticator/push-challenges.repository.ts';
import { newId, randomToken, sha256 } from '../../lib/crypto.ts';
import { link } from '../../lib/links.ts';
import type { FactorKind, FactorResult, KindContext, StoredFactor } from './kind.ts';

/**
 * How long a push waits for an answer on the device by default (ms), as Okta Verify's: then the sign-in sees
 * TIMEOUT. The running value is `ctx.settings.pushChallengeMs` (PUSH_CHALLENGE_SECONDS, config.ts).
 */
export const PUSH_CHALLENGE_MS = 5 * 60_000;
/** How long an enrolment waits for the companion app to scan the QR code or open the link (ms). */
export const PUSH_ACTIVATION_MS = 5 * 60_000;
/** How many activation links of one enrolment work at once (the QR code, the email, the SMS, ...). */
const LIVE_ACTIVATION_LINKS = 5;

/** The page of the companion authenticator web app (authenticator.routes.ts). */
export const AUTHENTICATOR_PATH = '/authenticator';

/**
 * An activation link of a pending push factor: the companion app's page with `#activate=<factorId>.<token>` in
 * the fragment (never sent to a server log). Only the token's SHA-256 hash is kept; the newest few stay valid.
 */
export async function activationLink(ctx: KindContext, factor: StoredFactor): Promise<string> {
  const token = randomToken(32);
  const kept = Array.isArray(factor.state.activationTokenHashes) ? factor.state.activationTokenHashes : [];
  const activationTokenHashes = [...kept, sha256(token)].slice(-LIVE_ACTIVATION_LINKS);
  await ctx.patchState(factor.id, { activationTokenHashes });
  factor.state = { ...factor.state, activationTokenHashes };
  return `${ctx.issuer}${AUTHENTICATOR_PATH}#activate=${factor.id}.${token}`;
}

/** Sends a new push for the sign-in of `ctx.attempt` (the one before it, if still pending, is withdrawn). */
async function sendPush(ctx: KindContext, factor: StoredFactor): Promise<FactorResult> {
  const attempt = ctx.attempt;
  if (!attempt) return 'INVALID';
  const repo = createPushChallengesRepository(ctx.db);
  const previous = await repo.latest(factor.id, attempt.id);
  if (previous) await repo.cancel(previous.id, ctx.now);
  await repo.insert({
    id: newId('pch'),
    factorId: factor.id,
    attemptId: attempt.id,
    details: { ip: attempt.ip, userAgent: attempt.userAgent, login: ctx.user.login },
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + ctx.settings.pushChallengeMs),
  });
  return 'WAITING';
}

/**
 * `push` / OKTA: the companion authenticator (`/authenticator`, an installable web app holding an ECDSA P-256
 * device key). Enrolment waits (PENDING_ACTIVATION, `activation.factorResult` WAITING, `expiresAt`) until the app
 * registers its key with an activation link (the QR code's text, or the link sent by email or SMS:
 * `_links.send`); after PUSH_ACTIVATION_MS it is TIMEOUT and activating again starts a new wait. Verifying without
 * an answer sends a push bound to the sign-in (`ctx.attempt`), then polls it: WAITING until the device answers,
 * SUCCESS when it approved (reported once), REJECTED, or TIMEOUT after `settings.pushChallengeMs`; after a result, the next
 * verify sends a new push. Profile (design/authn-protocol.md §1.4): `credentialId, deviceType, name, platform,
 * version, keys` (the device's public JWK).
 */
export const pushKind: FactorKind = {
  factorType: 'push',
  provider: 'OKTA',
  policyKnobs: ['enrollment', 'maxEnrollments', 'autoPush'],
  async enroll(ctx) {
    return {
      profile: {},
      secret: '',
      status: 'PENDING_ACTIVATION',
      state: { activationExpiresAt: ctx.now.getTime() + PUSH_ACTIVATION_MS },
    };
  },
  activation(ctx, factor, links) {
    const expiresAt = Number(factor.state.activationExpiresAt ?? 0);
    const live = expiresAt > ctx.now.getTime();
    const base = `/api/v1/authn/factors/${factor.id}/lifecycle/activate`;
    return {
      expiresAt: new Date(expiresAt).toISOString(),
      factorResult: live ? 'WAITING' : 'TIMEOUT',
      _links: {
        ...(live && links.qrcodeHref ? { qrcode: { href: links.qrcodeHref, type: 'image/png' } } : {}),
        send: ['email', 'sms'].map((name) => link(ctx.issuer, `${base}/${name}`, { name })),
        ...(live ? {} : { activate: link(ctx.issuer, base) }),
      },
    };
  },
  qrPayload: activationLink,
  async activate(ctx, factor) {
    // Activation happens on the device; a call here (after TIMEOUT) starts a new wait with new links.
    await ctx.patchState(factor.id, {
      activationExpiresAt: ctx.now.getTime() + PUSH_ACTIVATION_MS,
      activationTokenHashes: [],
    });
    return 'WAITING';
  },
  async verify(ctx, factor) {
    const attempt = ctx.attempt;
    if (!attempt) return 'INVALID';
    const repo = createPushChallengesRepository(ctx.db);
    const push = await repo.latest(factor.id, attempt.id);
    if (!push || push.reportedAt) return sendPush(ctx, factor);
    const expired = push.expiresAt.getTime() <= ctx.now.getTime();
    if (push.status === 'PENDING' && !expired) return 'WAITING';
    // A result is told once: of two polls racing, the second sees WAITING and learns the outcome next time.
    if (!(await repo.report(push.id, ctx.now))) return 'WAITING';
    if (push.status === 'APPROVED') return 'SUCCESS';
    return push.status === 'REJECTED' ? 'REJECTED' : 'TIMEOUT';
  },
  async resend(ctx, factor) {
    await sendPush(ctx, factor);
  },
};
