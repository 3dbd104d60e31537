import type { TSchema } from 'typebox';
import { fieldErrors, type FieldError } from '@compliance/shared';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';

/** The repository functions a record kind gives the kit. */
export interface RecordRepository<Input, Entity> {
  findById(db: Db, id: string, forUpdate?: boolean): Promise<Entity | null>;
  insert(db: Db, input: Input): Promise<Entity>;
  /** Null when the stored version is not `version`. */
  update(db: Db, id: string, version: number, input: Input): Promise<Entity | null>;
}

/** Who makes a change: the signed-in principal (routes) or a system name (the seed, the CLI). */
export type Actor = Principal | string;

/** The actor's name as the audit log records it. */
export function actorName(actor: Actor): string {
  return typeof actor === 'string' ? actor : actor.sub;
}

/** What a write's extra rules know besides the input: the record's id and stored state (updates), the actor. */
export interface CheckContext<Entity> {
  id?: string;
  before?: Entity;
  actor: Actor;
}

export interface RecordServiceOptions<Input, Entity> {
  db: Db;
  audit: AuditService;
  /** Audit entity name, e.g. `istituto`. */
  entity: string;
  schema?: TSchema;
  /** Italian message per field (shared with the web form). */
  messages?: Record<string, string>;
  /**
   * Validation of the input instead of `schema`/`messages`, for entities whose rules span fields or whose schema
   * depends on the input (the shared `soggettoErrors`); an empty array means valid.
   */
  validate?(body: unknown): FieldError[];
  repository: RecordRepository<Input, Entity>;
  /**
   * Extra rules inside the write transaction (uniqueness, references, the actor's branch); throw ApiError to
   * refuse. `context.before` is the stored record on updates.
   */
  check?(tx: Db, input: Input, context: CheckContext<Entity>): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** @throws ApiError 404 E0000007 for an id that is not a UUID (so a bad id never reaches SQL as an error). */
export function checkId(id: string): void {
  if (!UUID.test(id)) throw new ApiError('E0000007', { causes: [`Nessun record con id ${id}.`] });
}

/**
 * Create, read and update of one record kind with the kit's rules: the input is validated against the shared
 * TypeBox schema (400 E0000001, one Italian cause per field), updates name the version they were based on and a
 * stale one is refused with 409 E0000040 writing nothing (optimistic concurrency), and every change is recorded in
 * the audit log (before and after) in the same transaction.
 */
export function createRecordService<Input, Entity extends { version: number }>(
  options: RecordServiceOptions<Input, Entity>,
) {
  const { db, audit, entity, repository } = options;

  function validate(body: unknown): Input {
    const errors = options.validate
      ? options.validate(body)
      : fieldErrors(options.schema!, options.messages ?? {}, body);
    if (errors.length) {
      throw new ApiError('E0000001', {
        causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
      });
    }
    return body as Input;
  }

  return {
    /** @throws ApiError 404 E0000007. */
    async get(id: string): Promise<Entity> {
      checkId(id);
      const found = await repository.findById(db, id);
      if (!found) throw new ApiError('E0000007', { causes: [`Nessun record con id ${id}.`] });
      return found;
    },

    /** @throws ApiError 400 E0000001, 409 E0000041 (from `check`). */
    async create(actor: Actor, body: unknown): Promise<Entity> {
      const input = validate(body);
      return db.transaction(async (tx) => {
        await options.check?.(tx as unknown as Db, input, { actor });
        const created = await repository.insert(tx as unknown as Db, input);
        await audit.record(tx as unknown as Db, actorName(actor), {
          action: `${entity}.create`,
          entity,
          entityId: (created as unknown as { id: string }).id,
          before: null,
          after: created,
        });
        return created;
      });
    },

    /**
     * `body` is the input plus `version`, the version the editor read.
     * @throws ApiError 400 E0000001, 404 E0000007, 409 E0000040 (stale version), 409 E0000041.
     */
    async update(actor: Actor, id: string, body: unknown): Promise<Entity> {
      checkId(id);
      const { version, ...rest } = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      const input = validate(body === null || typeof body !== 'object' ? body : rest);
      if (!Number.isInteger(version) || (version as number) < 1) {
        throw new ApiError('E0000001', {
          causes: [
            { field: 'version', errorSummary: 'Manca la versione del record che si sta modificando.' },
          ],
        });
      }
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await repository.findById(tx, id, true);
        if (!before) throw new ApiError('E0000007', { causes: [`Nessun record con id ${id}.`] });
        if (before.version !== version) throw new ApiError('E0000040');
        await options.check?.(tx, input, { id, before, actor });
        const after = await repository.update(tx, id, version as number, input);
        if (!after) throw new ApiError('E0000040');
        await audit.record(tx, actorName(actor), {
          action: `${entity}.update`,
          entity,
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
