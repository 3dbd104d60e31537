import type { Services } from '../services.ts';
import type { IdpSession } from '../sessions/sessions.service.ts';

type Deps = Pick<Services, 'config' | 'origins' | 'sessions' | 'audit'>;

/**
 * Rules of the hosted sign-in page at /login/default (design/ARCHITECTURE.md "Hosted sign-in"): where a user may
 * be sent after signing in, and opening the session from the widget's one-time session token.
 */
export function createHostedService({ config, origins, sessions, audit }: Deps) {
  const issuerOrigin = new URL(config.issuer).origin;
  return {
    /**
     * The absolute URL a `fromURI` may send the user to: a path or URL on the IdP itself, or an http(s) URL whose
     * origin is trusted for redirects. Null for anything else (another site, `javascript:`, credentials in the
     * URL, unparsable), so the caller falls back to the signed-in page.
     */
    async resolveFromUri(fromUri: string | undefined): Promise<string | null> {
      if (!fromUri || fromUri.length > 4096 || !URL.canParse(fromUri, config.issuer)) return null;
      const url = new URL(fromUri, config.issuer);
      if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null;
      if (url.origin === issuerOrigin || (await origins.isTrusted(url.origin, 'redirect'))) return url.href;
      return null;
    },

    /**
     * Redeems the widget's one-time session token and opens a session; the session of `previousSid` (another
     * sign-in in the same browser) is closed. Null when the token is unknown, used, expired or its user is not
     * active. Records `user.session.start` (or `.failure`) without the token.
     */
    async signIn(
      sessionToken: string,
      previousSid: string | undefined,
      meta: { ip: string; userAgent?: string },
    ): Promise<IdpSession | null> {
      const session = await sessions.redeemSessionToken(sessionToken, meta);
      if (!session?.sid) {
        await audit.record({
          type: 'user.session.start.failure',
          ip: meta.ip,
          details: { reason: 'INVALID_SESSION_TOKEN', via: 'hosted' },
        });
        return null;
      }
      const previous = previousSid ? await sessions.findBySid(previousSid) : null;
      if (previous && previous.id !== session.id) await sessions.close(previous.id);
      await audit.record({
        type: 'user.session.start',
        userId: session.userId,
        ip: meta.ip,
        details: { sessionId: session.id, via: 'hosted' },
      });
      return session;
    },

    /** The session of a raw `sid` cookie value (sliding its idle expiry), or null. */
    currentSession: (sid: string | undefined) => (sid ? sessions.findBySid(sid) : Promise.resolve(null)),
  };
}

export type HostedService = ReturnType<typeof createHostedService>;
