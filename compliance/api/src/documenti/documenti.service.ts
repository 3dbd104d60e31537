import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CONFIDENTIAL_READERS,
  documentoErrors,
  RETENTION_YEARS,
  type DocumentoInput,
} from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { actorName, checkId, createRecordService, type Actor } from '../kit/record.service.ts';
import { receiveFile, type ReceivedFile, type UploadLimit } from './document-intake.ts';
import type { DocumentStorage } from './document-storage.ts';
import { documentiRepository, type DocumentoRecord } from './documenti.repository.ts';

/** `date` (yyyy-MM-dd) plus RETENTION_YEARS. */
function retentionFrom(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(y) + RETENTION_YEARS}-${m}-${d}`;
}

/** A document without what stays on the server (the storage key, the branch used for scoping). */
export function publicDocumento(record: DocumentoRecord): Omit<DocumentoRecord, 'chiave' | 'dipendenzaId'> {
  const { chiave: _key, dipendenzaId: _branch, ...rest } = record;
  return rest;
}

const canReadConfidential = (principal: Principal) =>
  principal.roles.some((r) => (CONFIDENTIAL_READERS as readonly string[]).includes(r));

/**
 * The document archive (archiviodocumenti; issue 7): files stored through a DocumentStorage with their size,
 * content type recognised from the bytes and SHA-256; the description validated with the shared
 * `documentoErrors`; links to a client or an operation, whose branch scopes operators; retention until
 * RETENTION_YEARS after the acquisition (or the linked operation); confidential documents hidden from operators;
 * every change in the audit log, in the change's transaction.
 */
export type { ReceivedFile } from './document-intake.ts';

export function createDocumentiService(
  db: Db,
  audit: AuditService,
  access: AccessService,
  storage: DocumentStorage,
) {
  /** The branch a document's links put it in; 400 E0000001 for a link to nothing, or two links that disagree. */
  async function linkedBranch(
    tx: Db,
    input: DocumentoInput,
  ): Promise<{ branch: string | null; base?: string }> {
    let branch: string | null = null;
    let base: string | undefined;
    if (input.soggettoId) {
      branch = await documentiRepository.soggettoDipendenza(tx, input.soggettoId);
      if (!branch) {
        throw new ApiError('E0000001', {
          causes: [{ field: 'soggettoId', errorSummary: 'Il cliente indicato non esiste.' }],
        });
      }
    }
    if (input.operazioneId) {
      const op = await documentiRepository.operazione(tx, input.operazioneId);
      if (!op) {
        throw new ApiError('E0000001', {
          causes: [{ field: 'operazioneId', errorSummary: "L'operazione indicata non esiste." }],
        });
      }
      if (branch && branch !== op.dipendenzaId) {
        throw new ApiError('E0000001', {
          causes: [
            {
              field: 'operazioneId',
              errorSummary: "L'operazione è di un'altra dipendenza rispetto al cliente.",
            },
          ],
        });
      }
      branch = op.dipendenzaId;
      base = op.data;
    }
    return { branch, ...(base ? { base } : {}) };
  }

  /** Fills or checks `conservaFinoAl`: never before RETENTION_YEARS after `base` (yyyy-MM-dd). */
  function applyRetention(input: DocumentoInput, base: string): void {
    const minimum = retentionFrom(base);
    if (!input.conservaFinoAl) input.conservaFinoAl = minimum;
    else if (input.conservaFinoAl < minimum) {
      throw new ApiError('E0000001', {
        causes: [
          {
            field: 'conservaFinoAl',
            errorSummary: `La conservazione non può terminare prima del ${minimum.split('-').reverse().join('/')} (${RETENTION_YEARS} anni).`,
          },
        ],
      });
    }
  }

  function validate(body: unknown): DocumentoInput {
    const errors = documentoErrors(body);
    if (errors.length) {
      throw new ApiError('E0000001', {
        causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
      });
    }
    return body as DocumentoInput;
  }

  const records = createRecordService<DocumentoInput, DocumentoRecord>({
    db,
    audit,
    entity: 'documento',
    validate: documentoErrors,
    // the kit only updates descriptions here: a document is created with its file by `archive`
    repository: {
      findById: documentiRepository.findById.bind(documentiRepository),
      update: documentiRepository.update.bind(documentiRepository),
      insert: () => Promise.reject(new Error('a document is archived with its file (archive)')),
    },
    async check(tx, input, { actor, before }) {
      const { branch } = await linkedBranch(tx, input);
      await access.assertWritable(tx, actor, [branch ?? '', before?.dipendenzaId ?? '']);
      applyRetention(input, (before?.dataAcquisizione ?? new Date().toISOString()).slice(0, 10));
    },
  });

  async function visible(principal: Principal, id: string): Promise<DocumentoRecord> {
    const found = await records.get(id);
    if (found.riservato && !canReadConfidential(principal)) {
      throw new ApiError('E0000007', { causes: [`Nessun record con id ${id}.`] });
    }
    await access.assertVisible(principal, id, found.dipendenzaId ?? '');
    return found;
  }

  async function sha256Of(stream: Readable): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of stream) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  const service = {
    /** See receiveFile (document-intake.ts): stores, measures, hashes and types an uploaded file. */
    receive: (content: Readable, nomeFile: string, limit?: UploadLimit) =>
      receiveFile(storage, content, nomeFile, limit),

    /** Removes a received file that will not be archived (its description was refused). */
    discard: (file: ReceivedFile) => storage.remove(file.key),

    /**
     * Archives a received file with its description (`body`, validated here), in one transaction with its audit
     * entry. On any refusal the file is removed.
     * @throws ApiError 400 E0000001 (one cause per field), 403 E0000006 (an operator outside their branch).
     */
    async archive(actor: Actor, body: unknown, file: ReceivedFile): Promise<DocumentoRecord> {
      try {
        const input = validate(body);
        return await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const { branch, base } = await linkedBranch(tx, input);
          await access.assertWritable(tx, actor, [branch ?? '']);
          applyRetention(input, base ?? new Date().toISOString().slice(0, 10));
          const created = await documentiRepository.insert(tx, input, {
            ...file,
            chiave: file.key,
            caricatoDa: actorName(actor),
            dipendenzaId: branch,
          });
          await audit.record(tx, actorName(actor), {
            action: 'documento.create',
            entity: 'documento',
            entityId: created.id,
            before: null,
            after: publicDocumento(created),
          });
          return created;
        });
      } catch (error) {
        await storage.remove(file.key);
        throw error;
      }
    },

    /** Receives and archives a file held in memory (the demo seed, the CLI). */
    async archiveBytes(actor: Actor, body: unknown, bytes: Uint8Array, nomeFile: string) {
      return service.archive(
        actor,
        body,
        await service.receive(Readable.from([Buffer.from(bytes)]), nomeFile),
      );
    },

    /** @throws ApiError 404 E0000007 (also for a confidential document or another branch's, to an operator). */
    getFor: async (principal: Principal, id: string) => publicDocumento(await visible(principal, id)),

    /**
     * The document and its file, after checking the stored bytes against the SHA-256 taken at upload.
     * @throws ApiError 404 E0000007, 410 E0000055 (file missing), 500 E0000054 (file altered).
     */
    async download(
      principal: Principal,
      id: string,
    ): Promise<{ documento: DocumentoRecord; content: Readable }> {
      const documento = await visible(principal, id);
      const first = await storage.open(documento.chiave);
      if (!first) throw new ApiError('E0000055');
      if ((await sha256Of(first)) !== documento.sha256) throw new ApiError('E0000054');
      const content = await storage.open(documento.chiave);
      if (!content) throw new ApiError('E0000055');
      return { documento, content };
    },

    /**
     * Updates the description (`version` in the body, optimistic concurrency); the file never changes.
     * @throws ApiError 400 E0000001, 403 E0000006, 404 E0000007, 409 E0000040.
     */
    async update(actor: Principal, id: string, body: unknown) {
      await visible(actor, id);
      return publicDocumento(await records.update(actor, id, body));
    },

    /**
     * Deletes a document and its file; the audit entry keeps its description and SHA-256.
     * @throws ApiError 404 E0000007, 403 E0000006 (an operator outside their branch).
     */
    async remove(actor: Principal, id: string): Promise<void> {
      checkId(id);
      await visible(actor, id);
      const removed = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await documentiRepository.findById(tx, id, true);
        if (!before) throw new ApiError('E0000007', { causes: [`Nessun record con id ${id}.`] });
        await access.assertWritable(tx, actor, [before.dipendenzaId ?? '']);
        await documentiRepository.remove(tx, id);
        await audit.record(tx, actorName(actor), {
          action: 'documento.delete',
          entity: 'documento',
          entityId: id,
          before: publicDocumento(before),
          after: null,
        });
        return before;
      });
      await storage.remove(removed.chiave);
    },

    /** The list restriction: the operator's branch, and no confidential documents for those who may not read them. */
    async listScope(principal: Principal): Promise<SQL | undefined> {
      const branch = await access.branchListScope(principal, sql`d.dipendenza_id`);
      const confidential = canReadConfidential(principal) ? undefined : sql`NOT d.riservato`;
      const parts = [branch, confidential].filter((p): p is SQL => p !== undefined);
      return parts.length ? sql.join(parts, sql` AND `) : undefined;
    },

    auditOf: (id: string) => audit.forEntity('documento', id),
  };
  return service;
}

export type DocumentiService = ReturnType<typeof createDocumentiService>;
