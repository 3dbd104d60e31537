import type { Transaction } from '@identity/contracts';

/** Duo frame version the widget asks for (spec §7 "Duo", §9 "Duo frame version"). */
export const DUO_FRAME_VERSION = '2.6';

/** What the Duo frame and its post-back need (spec §3 "Payload models": Duo verify/enroll). */
export interface DuoOptions {
  /** Duo API host, e.g. `api-1234.duosecurity.com`: the frame loads from `https://{host}`. */
  host: string;
  /** The request Duo signed for the frame (`TX|…`). */
  duoSig: string;
  /** The application's own signature (`APP|…`), appended to the frame's response. */
  appSig: string;
  /** The factor's `complete` link: where the signed response is posted. */
  postAction: string;
  factorId: string;
  stateToken: string;
}

/** Why the Duo frame cannot start (spec §8 "Other": Duo errors), or the server's `ERR|` text. */
export type DuoProblem = { problem: 'unavailable' } | { problem: 'server'; message: string };

/**
 * Reads the Duo options of an MFA_CHALLENGE (`verification`) or MFA_ENROLL_ACTIVATE (`activation`) (spec §4 "Duo";
 * authn-protocol: `_embedded.factor._embedded.{verification|activation}` with `host`, `signature` and
 * `_links.complete`). A missing block, host, complete link or signed request is `unavailable`; a signature that is
 * Duo's `ERR|message` (the server could not sign) is a `server` problem carrying that message.
 */
export function duoOptions(tx: Transaction, block: 'verification' | 'activation'): DuoOptions | DuoProblem {
  const factor = tx._embedded?.factor;
  const options = factor?._embedded?.[block] as
    { host?: string; signature?: string; _links?: Record<string, unknown> } | null | undefined;
  const signature = options?.signature ?? '';
  if (signature.startsWith('ERR|')) return { problem: 'server', message: signature.slice(4) };
  const [duoSig = '', appSig = ''] = signature.split(':');
  const complete = options?._links?.['complete'] as { href?: string } | undefined;
  if (
    !factor?.id ||
    !options?.host ||
    !complete?.href ||
    !tx.stateToken ||
    !duoSig.startsWith('TX|') ||
    !appSig.startsWith('APP|')
  )
    return { problem: 'unavailable' };
  return {
    host: options.host,
    duoSig,
    appSig,
    postAction: complete.href,
    factorId: factor.id,
    stateToken: tx.stateToken,
  };
}

/** True when `o` is a problem rather than options. */
export const isDuoProblem = (o: DuoOptions | DuoProblem): o is DuoProblem => 'problem' in o;

/** The frame's URL: `https://{host}/frame/web/v1/auth?tx=…&parent=…&v=2.6` (spec §7 "Duo"). */
export function duoFrameUrl(o: DuoOptions, parent: string): string {
  const query = new URLSearchParams({ tx: o.duoSig, parent, v: DUO_FRAME_VERSION });
  return `https://${o.host}/frame/web/v1/auth?${query}`;
}

/**
 * Posts the frame's signed response back (spec §7 "Duo": POST to postAction with `id`, `stateToken` and
 * `sig_response`, the response joined to the application signature), form-encoded as a browser form would. Rejects
 * with an Error when the IdP does not answer 2xx (the caller shows it).
 */
export async function postDuoResponse(o: DuoOptions, response: string): Promise<void> {
  const body = new URLSearchParams({
    id: o.factorId,
    stateToken: o.stateToken,
    sig_response: `${response}:${o.appSig}`,
  });
  const res = await fetch(o.postAction, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  if (!res.ok) throw new Error(`Duo response refused (HTTP ${res.status})`);
}
