import { randomInt } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { sha256 } from '../lib/crypto.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createBeaconRepository } from './beacon.repository.ts';
import { imageDescription, PICTURE_NAMES, type Look } from './images.ts';

/** Longest `X-Device-Fingerprint` value taken into account (characters); longer ones count as none. */
export const MAX_FINGERPRINT_LENGTH = 512;

/** The answer of `GET /login/getimage` (spec §3 "Security image response"). */
export interface SecurityImage {
  /** Absolute URL of the image: the user's picture, or one of the looks `unknown` / `unknown-device`. */
  pwdImg: string;
  /** What the picture shows ('' for a look): the widget's text alternative. */
  imageDescription: string;
}

/** A usable fingerprint header value, else undefined (absent, empty, over-long or not a single string). */
export function fingerprintOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const value = header.trim();
  return value !== '' && value.length <= MAX_FINGERPRINT_LENGTH ? value : undefined;
}

/**
 * The security beacon (spec §4 "Security beacon", §7 "Security image, device fingerprint"): which image
 * `/login/getimage` shows, and the browsers known for each user. A user's picture is shown only to a browser
 * (by device fingerprint) that has got their password right before, so a stranger who types someone's username
 * learns only whether it exists (as with Okta's beacon) and never sees the picture that the user trusts.
 */
export function createBeaconService(db: Db, issuer: string) {
  const repo = createBeaconRepository(db);
  const users = createUsersRepository(db);
  const url = (name: string) => `${issuer}/img/security/${name}.svg`;
  const look = (name: Look): SecurityImage => ({ pwdImg: url(name), imageDescription: '' });
  return {
    /**
     * The image for `username` seen from the browser with `fingerprint`: `unknown` for no such user (or one who
     * cannot sign in: not ACTIVE, PASSWORD_EXPIRED or LOCKED_OUT), `unknown-device` for a browser not known for
     * them (or no fingerprint), else their picture (drawn at random on first use).
     */
    async imageFor(username: string, fingerprint: string | undefined): Promise<SecurityImage> {
      const user = await users.findByLogin(username);
      if (!user || !['ACTIVE', 'PASSWORD_EXPIRED', 'LOCKED_OUT'].includes(user.status))
        return look('unknown');
      if (!fingerprint || !(await repo.isKnownDevice(user.id, sha256(fingerprint)))) {
        return look('unknown-device');
      }
      const name = await repo.imageOf(user.id, PICTURE_NAMES[randomInt(PICTURE_NAMES.length)]!);
      return { pwdImg: url(name), imageDescription: imageDescription(name) };
    },

    /** Marks the browser with `fingerprint` as known for the user (after their password was right). */
    async rememberDevice(userId: string, fingerprint: string, now = new Date()): Promise<void> {
      await repo.rememberDevice(userId, sha256(fingerprint), now);
    },
  };
}

export type BeaconService = ReturnType<typeof createBeaconService>;
