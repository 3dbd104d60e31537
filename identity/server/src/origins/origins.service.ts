import type { Db } from '../db/db.ts';
import { InputError, FIELD_TAKEN } from '../errors.ts';
import { newId } from '../lib/crypto.ts';
import { pageOf } from '../lib/pagination.ts';
import type { ListQuery, Page } from '../lib/list-query.ts';
import { checkOrigin, MAX_ORIGIN_LENGTH, normalizeOrigin } from './origin-rules.ts';
import { createOriginsRepository, type OriginConflict, type TrustedOriginRow } from './origins.repository.ts';

export { normalizeOrigin };

/** What a trusted origin is trusted for (Okta scope types); IFRAME_EMBED is not honoured by this IdP. */
export type OriginScope = 'CORS' | 'REDIRECT';
export const ORIGIN_SCOPES: readonly OriginScope[] = ['CORS', 'REDIRECT'];

/** A trusted origin as the management API and the CLI see it. */
export interface TrustedOrigin {
  id: string;
  name: string;
  origin: string;
  scopes: OriginScope[];
  status: 'ACTIVE' | 'INACTIVE';
  createdAt: Date;
  createdBy: string | null;
  lastUpdated: Date;
  lastUpdatedBy: string | null;
}

/** The writable fields of a trusted origin (`POST` and `PUT /api/v1/trustedOrigins`). */
export interface TrustedOriginInput {
  name: string;
  origin: string;
  /** Scope types as sent (`CORS`, `REDIRECT`); checked here. */
  scopes: string[];
}

/** Okta's answer for a value that must be unique and is taken. */

const toOrigin = (row: TrustedOriginRow): TrustedOrigin => ({
  id: row.id,
  name: row.name,
  origin: row.origin,
  scopes: ORIGIN_SCOPES.filter((s) => (s === 'CORS' ? row.cors : row.redirect)),
  status: row.status,
  createdAt: row.createdAt,
  createdBy: row.createdBy,
  lastUpdated: row.lastUpdated,
  lastUpdatedBy: row.lastUpdatedBy,
});

/**
 * Validates the writable fields. @throws InputError naming `name`, `origin` or `scopes`: a blank or too long
 * name, an origin that is not `http(s)://host[:port]`, no scope, or a scope type other than CORS/REDIRECT.
 */
function validate(input: TrustedOriginInput): {
  name: string;
  origin: string;
  cors: boolean;
  redirect: boolean;
} {
  const name = input.name.trim();
  if (!name) throw new InputError('The field cannot be left blank', 'name');
  if (name.length > MAX_ORIGIN_LENGTH) {
    throw new InputError(`The name must be at most ${MAX_ORIGIN_LENGTH} characters long`, 'name');
  }
  const checked = checkOrigin(input.origin.trim());
  if ('reason' in checked) throw new InputError(checked.reason, 'origin');
  if (input.scopes.length === 0)
    throw new InputError('At least one scope (CORS or REDIRECT) is required', 'scopes');
  for (const type of input.scopes) {
    if (!ORIGIN_SCOPES.includes(type as OriginScope)) {
      throw new InputError(`The scope type '${type}' is not supported: use CORS or REDIRECT`, 'scopes');
    }
  }
  return {
    name,
    origin: checked.origin,
    cors: input.scopes.includes('CORS'),
    redirect: input.scopes.includes('REDIRECT'),
  };
}

function orConflict<T extends TrustedOriginRow | null>(result: T | OriginConflict): T {
  if (result && 'conflict' in result) throw new InputError(FIELD_TAKEN, result.conflict);
  return result;
}

/**
 * Trusted origins (Okta Trusted Origins API): which origins may call the APIs from a browser with
 * credentials (CORS) and be redirected to (REDIRECT). Only ACTIVE origins are trusted; every check reads the
 * database, so a change holds at once on every node. Used by the management API routes, the CLI and the seed.
 */
export function createOriginsService(db: Db) {
  const repo = createOriginsRepository(db);
  /**
   * The canonical form of `origin` (an `Origin` header or URL origin) when it is an ACTIVE trusted origin for
   * `use`, else null. Only an exact origin, or one with a lone trailing `/`, can match: case or port variants never
   * do. CORS echoes this form, never the raw header.
   */
  async function trustedOrigin(origin: string, use: 'cors' | 'redirect'): Promise<string | null> {
    const canonical = normalizeOrigin(origin);
    if (canonical === null || canonical !== origin.replace(/\/$/, '')) return null;
    return (await repo.isTrusted(canonical, use)) ? canonical : null;
  }
  const service = {
    trustedOrigin,
    /** true when `origin` (an exact `Origin` header or URL origin) is an ACTIVE trusted origin for `use`. */
    async isTrusted(origin: string, use: 'cors' | 'redirect'): Promise<boolean> {
      return (await trustedOrigin(origin, use)) !== null;
    },

    /** Every ACTIVE origin trusted for `use` (e.g. the `frame-ancestors` of a page trusted origins embed). */
    activeOrigins: (use: 'cors' | 'redirect'): Promise<string[]> => repo.activeOrigins(use),

    /** One page, by id (`after` is the last id of the previous page); `q` matches the start of name or origin. */
    async list(query: ListQuery): Promise<Page<TrustedOrigin>> {
      const page = pageOf(await repo.list(query), query.limit, (row) => row.id);
      return { items: page.items.map(toOrigin), ...(page.next ? { next: page.next } : {}) };
    },

    async get(id: string): Promise<TrustedOrigin | null> {
      const row = await repo.findById(id);
      return row ? toOrigin(row) : null;
    },

    async findByOrigin(origin: string): Promise<TrustedOrigin | null> {
      const canonical = normalizeOrigin(origin);
      const row = canonical ? await repo.findByOrigin(canonical) : null;
      return row ? toOrigin(row) : null;
    },

    /**
     * Creates an ACTIVE trusted origin; `actorId` (who asked) becomes createdBy/lastUpdatedBy.
     * @throws InputError (see validate), or FIELD_TAKEN naming `origin` or `name` when either is in use.
     */
    async create(input: TrustedOriginInput, actorId: string | null = null): Promise<TrustedOrigin> {
      const fields = validate(input);
      const row = orConflict(
        await repo.insert({ id: newId('tos'), ...fields, createdBy: actorId, lastUpdatedBy: actorId }),
      );
      return toOrigin(row);
    },

    /** Replaces name, origin and scopes (status is kept); null for an unknown id. @throws as `create`. */
    async replace(
      id: string,
      input: TrustedOriginInput,
      actorId: string | null = null,
    ): Promise<TrustedOrigin | null> {
      const fields = validate(input);
      const row = orConflict(
        await repo.update(id, { ...fields, lastUpdated: new Date(), lastUpdatedBy: actorId }),
      );
      return row ? toOrigin(row) : null;
    },

    /** Activates or deactivates (an INACTIVE origin is not trusted); null for an unknown id. */
    async setStatus(
      id: string,
      status: 'ACTIVE' | 'INACTIVE',
      actorId: string | null = null,
    ): Promise<TrustedOrigin | null> {
      const row = orConflict(
        await repo.update(id, { status, lastUpdated: new Date(), lastUpdatedBy: actorId }),
      );
      return row ? toOrigin(row) : null;
    },

    /** Deletes; false for an unknown id. */
    delete: (id: string): Promise<boolean> => repo.delete(id),

    /**
     * Trusts `origin` for the given uses (both by default), creating it (named after itself) or updating and
     * activating the existing one: the CLI's `origins add`. Returns the canonical origin and whether it was new.
     * @throws InputError ("Invalid origin …") for an origin that is not `http(s)://host[:port]`.
     */
    async add(
      origin: string,
      uses: { cors?: boolean; redirect?: boolean } = {},
    ): Promise<{ origin: string; created: boolean }> {
      const scopes = [
        ...((uses.cors ?? true) ? ['CORS'] : []),
        ...((uses.redirect ?? true) ? ['REDIRECT'] : []),
      ];
      const existing = await service.findByOrigin(origin);
      if (existing) {
        await service.replace(existing.id, { name: existing.name, origin: existing.origin, scopes });
        await service.setStatus(existing.id, 'ACTIVE');
        return { origin: existing.origin, created: false };
      }
      const checked = checkOrigin(origin.trim());
      if ('reason' in checked)
        throw new InputError(`Invalid origin "${origin}": ${checked.reason}`, 'origin');
      const created = await service.create({ name: checked.origin, origin, scopes });
      return { origin: created.origin, created: true };
    },
  };
  return service;
}

export type OriginsService = ReturnType<typeof createOriginsService>;
